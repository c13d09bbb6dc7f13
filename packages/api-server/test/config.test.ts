import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
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
      rateLimitAuth: { enabled: true, max: 20, timeWindowMs: 60_000 },
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
      rateLimitAuth: { enabled: false },
      publicUrl: 'https://api.example',
      trustProxy: 2,
    });
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
});

describe('formatStartError', () => {
  it('explains a port in use in one line', () => {
    expect(
      formatStartError(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), 8080),
    ).toBe('Port 8080 is already in use. Stop the other process or set PORT.');
    expect(formatStartError(new Error('other'))).toBeUndefined();
  });
});
