import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { describeConnectionError } from '../src/db/connection-errors';
import { openDatabase } from '../src/db/open';
import { formatStartError } from '../src/start';

describe('loadConfig', () => {
  it('has defaults that work locally', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/srv/app/.data',
      pgliteDataDir: path.join('/srv/app/.data', 'pglite'),
      uploadDir: path.join('/srv/app/.data', 'uploads'),
      firebaseProjectId: 'demo-food',
      firebaseAuthEmulatorHost: undefined,
      staticDir: undefined,
      seedDemo: false,
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      rateLimits: {
        auth: { max: 20, windowMs: 60_000 },
        search: { max: 300, windowMs: 60_000 },
        upload: { max: 30, windowMs: 60_000 },
      },
      redisUrl: undefined,
      uploadMaxBytes: 5 * 1024 * 1024,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db/food',
        DATA_DIR: 'state',
        UPLOAD_DIR: '/mnt/shared/uploads',
        STATIC_DIR: 'web/dist',
        FIREBASE_PROJECT_ID: 'prod-food',
        CORS_ORIGINS: 'https://a.example, https://b.example',
        SEED_DEMO: '1',
        RATE_LIMIT_AUTH: '0',
        RATE_LIMIT_SEARCH_MAX: '50',
        RATE_LIMIT_UPLOAD_WINDOW_MS: '3600000',
        REDIS_URL: 'redis://cache:6379/2',
        PUBLIC_URL: 'https://api.example/',
        TRUST_PROXY: '2',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/food',
      pgliteDataDir: '/srv/app/state/pglite',
      uploadDir: '/mnt/shared/uploads',
      staticDir: '/srv/app/web/dist',
      firebaseProjectId: 'prod-food',
      corsOrigins: ['https://a.example', 'https://b.example'],
      seedDemo: true,
      rateLimits: {
        auth: false,
        search: { max: 50, windowMs: 60_000 },
        upload: { max: 30, windowMs: 3_600_000 },
      },
      redisUrl: 'redis://cache:6379/2',
      publicUrl: 'https://api.example',
      trustProxy: 2,
    });
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses "true" and the unreadable', () => {
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    // `1` is one proxy (the address it appended), not "trust every hop".
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('10.0.0.0/8, 192.168.1.7 ,fd00::/8')).toBe('10.0.0.0/8,192.168.1.7,fd00::/8');
    expect(trustProxy('loopback,uniquelocal')).toBe('loopback,uniquelocal');
    for (const value of [
      'true',
      'yes',
      '10.0.0.0/33',
      '10.0.0.1/8/2',
      'lb.internal',
      '1.5',
      '-1',
      '10.0.0.300',
    ])
      expect(() => trustProxy(value), value).toThrow(ConfigError);
    expect(() => trustProxy('true')).toThrow(/trusts every hop/);
  });

  it('reads the webhook settings and refuses a bad key or loopback in production', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({}).webhooks).toEqual({
      secretsKey: undefined,
      allowLoopback: false,
      disableAfterHours: 72,
      retentionDays: 30,
      purgeSchedule: '23 4 * * *',
    });
    expect(loadConfig({ WEBHOOK_SECRETS_KEY: key }).webhooks.secretsKey).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ WEBHOOK_SECRETS_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
    expect(loadConfig({ WEBHOOK_ALLOW_LOOPBACK: '1' }).webhooks.allowLoopback).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_LOOPBACK: '1' })).toThrow(
      /WEBHOOK_ALLOW_LOOPBACK/,
    );
  });

  it('refuses a REDIS_URL that is not redis:// and a limit out of range', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_SEARCH_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_AUTH_WINDOW_MS: '10' })).toThrow(ConfigError);
  });

  it('reads the uploads group: local storage, 100 MiB per user, 5 GiB in all, a day of grace, hourly sweeps', () => {
    expect(loadConfig({}, '/srv/app').uploads).toEqual({
      storage: 'local',
      quotaBytes: 100 * 1024 * 1024,
      totalMaxBytes: 5 * 1024 * 1024 * 1024,
      orphanGraceMs: 86_400_000,
      sweepSchedule: '17 * * * *',
    });
    expect(
      loadConfig({
        UPLOAD_STORAGE: 'database',
        UPLOAD_QUOTA_BYTES: '2048',
        UPLOAD_TOTAL_MAX_BYTES: String(20 * 1024 ** 3),
        UPLOAD_ORPHAN_GRACE_MS: '3600000',
        UPLOAD_SWEEP_SCHEDULE: 'off',
      }).uploads,
    ).toEqual({
      storage: 'database',
      quotaBytes: 2048,
      totalMaxBytes: 20 * 1024 ** 3,
      orphanGraceMs: 3_600_000,
      sweepSchedule: undefined,
    });
  });

  it('refuses an unknown upload storage and limits that make no sense', () => {
    expect(() => loadConfig({ UPLOAD_STORAGE: 'ftp' })).toThrow(
      'UPLOAD_STORAGE must be one of local, database, s3 (got "ftp")',
    );
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow(
      'S3_BUCKET is required with UPLOAD_STORAGE=s3',
    );
    expect(() => loadConfig({ UPLOAD_STORAGE: 'Database' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_QUOTA_BYTES: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_TOTAL_MAX_BYTES: '5GB' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_ORPHAN_GRACE_MS: '1000' })).toThrow(ConfigError);
  });

  it('reads the S3 bucket settings, path-style by default only for a self-hosted endpoint', () => {
    expect(loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'images' }).uploads.s3).toEqual({
      bucket: 'images',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    });
    expect(
      loadConfig({
        UPLOAD_STORAGE: 's3',
        S3_BUCKET: 'images',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'food-admin/',
      }).uploads.s3,
    ).toEqual({
      bucket: 'images',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      prefix: 'food-admin/',
    });
    const withEndpoint = { UPLOAD_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'https://r2.example' };
    expect(loadConfig({ ...withEndpoint, S3_FORCE_PATH_STYLE: 'false' }).uploads.s3?.forcePathStyle).toBe(
      false,
    );
    // The S3 settings are read only with UPLOAD_STORAGE=s3.
    expect(loadConfig({ S3_FORCE_PATH_STYLE: 'maybe' }).uploads.s3).toBeUndefined();
  });

  it('stops with one line naming the S3 setting that is missing or wrong, never a secret', () => {
    const s3 = { UPLOAD_STORAGE: 's3', S3_BUCKET: 'images' };
    const lineFor = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return 'loaded';
      } catch (error) {
        return formatStartError(error);
      }
    };
    expect(lineFor({ UPLOAD_STORAGE: 's3', S3_BUCKET: ' ' })).toBe(
      'S3_BUCKET is required with UPLOAD_STORAGE=s3',
    );
    expect(lineFor({ ...s3, S3_ENDPOINT: 'minio:9000' })).toBe(
      'S3_ENDPOINT must be an http(s) URL (got "minio:9000")',
    );
    expect(lineFor({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toBe(
      'S3_FORCE_PATH_STYLE must be 1, true, 0 or false (got "yes")',
    );
    expect(lineFor({ ...s3, S3_SECRET_ACCESS_KEY: 'hunter2' })).toBe(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
  });

  it("reads each periodic job's schedule as cron in UTC, or off, and names the setting that replaced an interval", () => {
    const defaults = loadConfig({});
    expect([
      defaults.uploads.sweepSchedule,
      defaults.trash.purgeSchedule,
      defaults.events.purgeSchedule,
    ]).toEqual(['17 * * * *', '37 * * * *', '*/10 * * * *']);
    const set = loadConfig({ TRASH_PURGE_SCHEDULE: ' 0  3 * * * ', EVENTS_PURGE_SCHEDULE: 'off' });
    expect([set.trash.purgeSchedule, set.events.purgeSchedule]).toEqual(['0 3 * * *', undefined]);
    expect(() => loadConfig({ UPLOAD_SWEEP_SCHEDULE: 'hourly' })).toThrow(
      'UPLOAD_SWEEP_SCHEDULE must be a cron expression of five fields in UTC, such as "17 * * * *", or "off" (got "hourly")',
    );
    expect(() => loadConfig({ TRASH_PURGE_SCHEDULE: '61 * * * *' })).toThrow(ConfigError);
    expect(() => loadConfig({ EVENTS_PURGE_SCHEDULE: '0 * * * * *' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_SWEEP_INTERVAL_MS: '3600000' })).toThrow(
      'UPLOAD_SWEEP_INTERVAL_MS is no longer read: set UPLOAD_SWEEP_SCHEDULE to a cron expression in UTC (default "17 * * * *") or "off"',
    );
  });

  it('allows no cross-origin callers by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
  });

  it('refuses the Auth Emulator outside development and test, whatever the spelling', () => {
    for (const NODE_ENV of ['production', 'Production', 'prod', 'staging', 'PRODUCTION ']) {
      expect(() => loadConfig({ NODE_ENV, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }), NODE_ENV).toThrow(
        ConfigError,
      );
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production/);
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadConfig({ NODE_ENV, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).emulatorExposed).toBe(
        false,
      );
    }
  });

  it('refuses the Auth Emulator on a non-loopback address unless explicitly allowed', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'example.test']) {
      expect(() => loadConfig({ ...emulator, HOST }), HOST).toThrow(
        /HOST=.* would let anyone on the network/,
      );
    }
    for (const HOST of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
      expect(loadConfig({ ...emulator, HOST }).emulatorExposed, HOST).toBe(false);
    }
    expect(loadConfig({ ...emulator, HOST: '0.0.0.0', ALLOW_REMOTE_EMULATOR: '1' }).emulatorExposed).toBe(
      true,
    );
    // Without the emulator any address is fine: real tokens are verified against Google's keys.
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('rejects malformed numbers and URLs with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be an integer between 0 and 65535 (got "eighty")',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(ConfigError);
  });

  it('reads CURRENCY (USD by default) and refuses codes without two decimals, naming the setting', () => {
    expect(loadConfig({}).currency).toBe('USD');
    expect(loadConfig({ CURRENCY: 'EUR' }).currency).toBe('EUR');
    expect(() => loadConfig({ CURRENCY: 'JPY' })).toThrow(
      'CURRENCY: Use a currency with two decimals, such as USD or EUR (got "JPY")',
    );
    expect(() => loadConfig({ CURRENCY: 'KWD' })).toThrow(ConfigError);
    expect(() => loadConfig({ CURRENCY: 'euro' })).toThrow('CURRENCY: Use an ISO 4217 code');
  });
});

describe('formatStartError', () => {
  it('explains a port in use in one line', () => {
    expect(
      formatStartError(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), 8080),
    ).toBe('Port 8080 is already in use. Stop the other process or set PORT.');
    expect(formatStartError(new Error('other'))).toBeUndefined();
  });
});

describe('a wrong DATABASE_URL', () => {
  /** What `npm start` would print for this URL: the one line formatStartError gives. */
  async function startLine(databaseUrl: string): Promise<string | undefined> {
    try {
      const opened = await openDatabase({ databaseUrl, migrate: false });
      await opened.close();
      return 'opened';
    } catch (error) {
      return formatStartError(error);
    }
  }

  it('is refused by the config with a line naming DATABASE_URL when it is no PostgreSQL URL', () => {
    for (const url of ['not a url', 'mysql://root@localhost/db', 'postgres://']) {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/^DATABASE_URL must be a PostgreSQL URL/);
    }
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db.internal:6543/food' }).databaseUrl).toBe(
      'postgresql://u:p@db.internal:6543/food',
    );
  });

  it('prints one line naming the setting for a refused port, an unknown host or database', async () => {
    const free = await freePort();
    expect(await startLine(`postgres://postgres:s3cret@127.0.0.1:${free}/food`)).toBe(
      `Cannot connect to the database at 127.0.0.1:${free} (connection refused): start PostgreSQL or fix the host and port in DATABASE_URL.`,
    );
    expect(await startLine('postgres://postgres:s3cret@no-such-host.invalid/food')).toBe(
      'Cannot connect to the database: the host in DATABASE_URL (no-such-host.invalid:5432) was not found.',
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL !== undefined)(
    'names a missing database or user on a running PostgreSQL, never the password',
    async () => {
      const server = new URL(process.env.TEST_DATABASE_URL as string);
      const address = `${server.hostname}:${server.port || '5432'}`;
      const missingDatabase = new URL(server);
      missingDatabase.pathname = '/food_admin_no_such_database';
      missingDatabase.password = 's3cret';
      const line = await startLine(missingDatabase.href);
      expect(line).toBe(
        `The database "food_admin_no_such_database" does not exist at ${address}: create it (createdb food_admin_no_such_database) or fix DATABASE_URL.`,
      );
      const missingUser = new URL(server);
      missingUser.username = 'food_admin_no_such_user';
      missingUser.password = 's3cret';
      const userLine = await startLine(missingUser.href);
      expect(userLine).toMatch(
        new RegExp(
          `^The database at ${address} refused user "food_admin_no_such_user" \\(.+\\): fix the user in DATABASE_URL\\.$`,
        ),
      );
      expect(`${line} ${userLine}`).not.toContain('s3cret');
    },
  );

  it('names a wrong password (SQLSTATE 28P01) without showing it', () => {
    const error = Object.assign(new Error('password authentication failed for user "food"'), {
      code: '28P01',
    });
    const line = describeConnectionError(error, 'postgres://food:s3cret@db.internal:6543/food');
    expect(line).toBe(
      'The database at db.internal:6543 refused the password of user "food": fix the password in DATABASE_URL.',
    );
    expect(describeConnectionError(new Error('something else'), 'postgres://x@y/z')).toBeUndefined();
  });
});

/** A loopback port nothing listens on (bound, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
