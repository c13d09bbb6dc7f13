import { isIP } from 'node:net';
import path from 'node:path';
import cronParser from 'cron-parser';
import {
  CurrencySchema,
  DEFAULT_CURRENCY,
  isTimeZone,
  MAX_UPLOAD_BYTES,
  TRASH_RETENTION_DAYS,
} from '@food-admin/api-client';
import * as v from 'valibot';
import type { RateLimit, RateLimits } from './http/rate-limit/budgets';

/** Everything the server reads from the environment, parsed once at start-up. */
export type ServerConfig = {
  nodeEnv: string;
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory; ':memory:' keeps the database in memory (tests). */
  pgliteDataDir: string;
  dataDir: string;
  uploadDir: string;
  /** Base URL put in front of upload paths; undefined answers absolute paths (`/api/uploads/x.png`). */
  publicUrl: string | undefined;
  staticDir: string | undefined;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost: string | undefined;
  /** The emulator is on and the server listens beyond loopback (ALLOW_REMOTE_EMULATOR=1): warn loudly. */
  emulatorExposed: boolean;
  corsOrigins: string[];
  /** Extra CSP connect-src entries (besides self, googleapis and the emulator). */
  cspConnectSrc: string[];
  seedDemo: boolean;
  /** Budgets per client and account (docs/operations.md#rate-limits); false when switched off. */
  rateLimits: RateLimits;
  /** Where budgets are kept when set (shared by every instance); PostgreSQL or memory otherwise. */
  redisUrl: string | undefined;
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  /** Where upload bytes live and how much may be stored (docs/operations.md#uploads). */
  uploads: {
    /**
     * `local`: files in uploadDir, for one instance; `database`: a table every instance shares;
     * `s3`: an S3-compatible bucket every instance shares.
     */
    storage: UploadStorageKind;
    /** The bucket, with `s3` only. */
    s3?: S3Settings;
    /** Bytes one user may keep stored; beyond it uploads answer 413. */
    quotaBytes: number;
    /** Bytes every upload together may take; beyond it uploads answer 507. */
    totalMaxBytes: number;
    /** An upload no restaurant or dish has referenced for this long is deleted by the sweep. */
    orphanGraceMs: number;
    /** When the orphan sweep runs (cron, UTC; undefined: never). */
    sweepSchedule: string | undefined;
  };
  logLevel: string;
  /** The trash (docs/operations.md#trash): deleted rows are purged this many days after the delete. */
  trash: { retentionDays: number; purgeSchedule: string | undefined };
  /** Live updates (docs/operations.md#events): GET /api/events. */
  events: {
    /** A comment line on every stream this often, so proxies and clients see it alive. */
    heartbeatMs: number;
    /** Open streams one account may hold; a new one beyond it closes that account's oldest. */
    maxStreamsPerUser: number;
    /** Events kept for Last-Event-ID replays; older ones are purged on purgeSchedule. */
    retentionHours: number;
    purgeSchedule: string | undefined;
    /** A reconnect that missed more than this many events is told to refetch instead. */
    replayLimit: number;
  };
  /** Outside revocations (docs/operations.md#revocation): auth/session-watch.ts. */
  sessions: { lookupIntervalMs: number; tickMs: number };
  /** How long the dashboard may show a costly ranking or count after a write (docs/operations.md#dashboard). */
  dashboardStaleMs: number;
  /** The time zone of restaurants that have none of their own (IANA name). */
  defaultTimeZone: string;
  /** The currency of every amount (ISO 4217, two decimals; docs/api.md#money). */
  currency: string;
  /** Refunds (docs/api.md#refunds): above this many cents one waits for approval; closed this many days after delivery. */
  refunds: { approvalThresholdMinor: number; windowDays: number };
  /** Behind a load balancer: how many proxies, or which, to trust in X-Forwarded-For (false: none). */
  trustProxy: false | number | string;
  /** Outbound webhooks (docs/operations.md#webhooks). */
  webhooks: WebhookSettings;
  /** Connection and load limits (docs/operations.md#limits). */
  limits: {
    /** A whole request, body included, must arrive within this (408 and close otherwise). */
    requestTimeoutMs: number;
    /** The request's headers must arrive within this. */
    headersTimeoutMs: number;
    /** An idle keep-alive connection is closed after this. */
    keepAliveTimeoutMs: number;
    /** Open connections per instance; more are closed at once. */
    maxConnections: number;
    /** Open connections per client address (0: no cap, e.g. behind a proxy that hides addresses). */
    maxConnectionsPerClient: number;
    /** Event-loop delay above which requests are shed with 503 + Retry-After (0: off). */
    maxEventLoopDelayMs: number;
  };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

export type WebhookSettings = {
  /**
   * The key that encrypts endpoints' signing secrets at rest (AES-256-GCM, 32 bytes, base64 in
   * WEBHOOK_SECRETS_KEY). Unset: a key file in DATA_DIR, made on first use, for one machine only.
   */
  secretsKey: Buffer | undefined;
  /**
   * Deliveries may go to http://127.0.0.1 and other loopback addresses (WEBHOOK_ALLOW_LOOPBACK=1):
   * for development and tests only, refused in production.
   */
  allowLoopback: boolean;
  /** An endpoint failing every attempt for this long (and 10 in a row at least) is disabled. */
  disableAfterHours: number;
  /** Deliveries (successes too) are kept this many days, then purged on purgeSchedule. */
  retentionDays: number;
  purgeSchedule: string | undefined;
};

function readWebhooks(env: Env, production: boolean): WebhookSettings {
  const rawKey = readOptional(env, 'WEBHOOK_SECRETS_KEY');
  const secretsKey = rawKey === undefined ? undefined : Buffer.from(rawKey, 'base64');
  if (secretsKey !== undefined && secretsKey.length !== 32) {
    throw new ConfigError('WEBHOOK_SECRETS_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  }
  const allowLoopback = env.WEBHOOK_ALLOW_LOOPBACK === '1';
  if (allowLoopback && production) {
    throw new ConfigError('WEBHOOK_ALLOW_LOOPBACK is for development and tests: unset it in production');
  }
  return {
    secretsKey,
    allowLoopback,
    disableAfterHours: readInt(env, 'WEBHOOK_DISABLE_AFTER_HOURS', 72, 1, 24 * 30),
    retentionDays: readInt(env, 'WEBHOOK_RETENTION_DAYS', 30, 1, 365),
    purgeSchedule: readSchedule(env, 'WEBHOOK_PURGE_SCHEDULE', '23 4 * * *', 'WEBHOOK_PURGE_INTERVAL_MS'),
  };
}

/**
 * A periodic job's schedule (docs/operations.md#jobs): a five-field cron expression in UTC, or `off`.
 * The interval settings it replaced stop the start with a line naming the new one, so an old
 * deployment's environment is not silently ignored.
 */
function readSchedule(env: Env, name: string, fallback: string, replaces: string): string | undefined {
  if (readOptional(env, replaces) !== undefined) {
    throw new ConfigError(
      `${replaces} is no longer read: set ${name} to a cron expression in UTC (default "${fallback}") or "off"`,
    );
  }
  const raw = readOptional(env, name) ?? fallback;
  if (raw === 'off') return undefined;
  const fields = raw.split(/\s+/);
  let valid = fields.length === 5;
  try {
    if (valid) cronParser.parseExpression(raw);
  } catch {
    valid = false;
  }
  if (!valid) {
    throw new ConfigError(
      `${name} must be a cron expression of five fields in UTC, such as "${fallback}", or "off" (got "${raw}")`,
    );
  }
  return fields.join(' ');
}

/** DEFAULT_TIME_ZONE: an IANA zone name the runtime knows (docs/operations.md#environment). */
function readTimeZone(env: Env): string {
  const raw = readOptional(env, 'DEFAULT_TIME_ZONE') ?? 'UTC';
  if (!isTimeZone(raw)) {
    throw new ConfigError(`DEFAULT_TIME_ZONE must be an IANA time zone such as Europe/Paris (got "${raw}")`);
  }
  return raw;
}

/** CURRENCY: an ISO 4217 code with two decimals, as the database keeps amounts. */
function readCurrency(env: Env): string {
  const raw = readOptional(env, 'CURRENCY') ?? DEFAULT_CURRENCY;
  const parsed = v.safeParse(CurrencySchema, raw);
  if (!parsed.success) throw new ConfigError(`CURRENCY: ${parsed.issues[0].message} (got "${raw}")`);
  return parsed.output;
}

function readList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function readOptional(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, optionally with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/operations.md#trust-proxy): digits are the number of proxies in front, so `1`
 * takes the address the nearest proxy appended to X-Forwarded-For, never one the client wrote;
 * otherwise a comma-separated list of the proxies' addresses or CIDR ranges. `true` (trust every
 * hop, which lets a client pick its own address) and anything unreadable stop the start.
 */
function readTrustProxy(raw: string | undefined): false | number | string {
  if (raw === undefined || raw === '0' || raw === 'false') return false;
  if (/^[0-9]{1,2}$/.test(raw)) return Number(raw);
  const entries = readList(raw);
  if (entries.length > 0 && entries.every((entry) => PROXY_RANGE_NAMES.has(entry) || isAddressOrRange(entry)))
    return entries.join(',');
  throw new ConfigError(
    `TRUST_PROXY must be the number of proxies in front (1 for one load balancer) or their addresses or CIDR ranges, comma-separated (got "${raw}")` +
      (raw === 'true' ? ': "true" trusts every hop, so any client could set its own address' : ''),
  );
}

/** NODE_ENV values under which the Auth Emulator may be used; anything else (`prod`, `Production`, `staging`) may not. */
const EMULATOR_ENVIRONMENTS = new Set(['development', 'test']);

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * With the emulator host set, firebase-admin accepts unsigned tokens: anyone who can reach the
 * server can be any user, including the demo admin. Deny by default: only in development or test,
 * and only on a loopback address unless ALLOW_REMOTE_EMULATOR=1. Returns whether it is exposed.
 */
function assertEmulatorAllowed(env: Env, nodeEnv: string, host: string): boolean {
  if (!EMULATOR_ENVIRONMENTS.has(nodeEnv)) {
    throw new ConfigError(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=${nodeEnv}. ` +
        'The emulator makes the server accept unsigned tokens; it is allowed only with NODE_ENV=development or test.',
    );
  }
  if (isLoopbackHost(host)) return false;
  if (env.ALLOW_REMOTE_EMULATOR === '1') return true;
  throw new ConfigError(
    `Refusing to start: the Auth Emulator is on and HOST=${host} would let anyone on the network sign in as any ` +
      'user with an unsigned token. Listen on 127.0.0.1, or set ALLOW_REMOTE_EMULATOR=1 if you really mean it.',
  );
}

/** Where and how to reach the bucket of UPLOAD_STORAGE=s3. */
export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every object's key (`uploads/`), to share a bucket. */
  prefix: string;
};

export const UPLOAD_STORAGE_KINDS = ['local', 'database', 's3'] as const;
export type UploadStorageKind = (typeof UPLOAD_STORAGE_KINDS)[number];

const MIB = 1024 * 1024;
const HOUR_MS = 3_600_000;

function readUploads(env: Env): ServerConfig['uploads'] {
  const storage = readOptional(env, 'UPLOAD_STORAGE') ?? 'local';
  if (!(UPLOAD_STORAGE_KINDS as readonly string[]).includes(storage)) {
    throw new ConfigError(
      `UPLOAD_STORAGE must be one of ${UPLOAD_STORAGE_KINDS.join(', ')} (got "${storage}")`,
    );
  }
  return {
    storage: storage as UploadStorageKind,
    ...(storage === 's3' ? { s3: readS3(env) } : {}),
    quotaBytes: readInt(env, 'UPLOAD_QUOTA_BYTES', 100 * MIB, 1024, 2 ** 40),
    totalMaxBytes: readInt(env, 'UPLOAD_TOTAL_MAX_BYTES', 5 * 1024 * MIB, 1024, 2 ** 50),
    // At least a minute: a shorter grace would delete images people are still filling a form with.
    orphanGraceMs: readInt(env, 'UPLOAD_ORPHAN_GRACE_MS', 24 * HOUR_MS, 60_000, 365 * 24 * HOUR_MS),
    sweepSchedule: readSchedule(env, 'UPLOAD_SWEEP_SCHEDULE', '17 * * * *', 'UPLOAD_SWEEP_INTERVAL_MS'),
  };
}

/**
 * An S3-compatible bucket (docs/operations.md#uploads): AWS S3, or a self-hosted store at
 * S3_ENDPOINT, addressed path-style there unless S3_FORCE_PATH_STYLE=0. Without S3_ACCESS_KEY_ID
 * the SDK's own chain finds the credentials (an instance role, AWS_* variables).
 */
function readS3(env: Env): S3Settings {
  const bucket = readOptional(env, 'S3_BUCKET');
  if (bucket === undefined) throw new ConfigError('S3_BUCKET is required with UPLOAD_STORAGE=s3');
  const endpoint = readOptional(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  }
  const accessKeyId = readOptional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = readOptional(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  const pathStyle = readOptional(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && !['1', 'true', '0', 'false'].includes(pathStyle)) {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be 1, true, 0 or false (got "${pathStyle}")`);
  }
  return {
    bucket,
    endpoint,
    region: readOptional(env, 'S3_REGION') ?? 'us-east-1',
    // Self-hosted stores rarely have a DNS name per bucket; AWS S3 wants virtual-hosted addresses.
    forcePathStyle:
      pathStyle === undefined ? endpoint !== undefined : pathStyle === '1' || pathStyle === 'true',
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
    prefix: readOptional(env, 'S3_PREFIX') ?? '',
  };
}

function readLimits(env: Env): ServerConfig['limits'] {
  const requestTimeoutMs = readInt(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000);
  return {
    requestTimeoutMs,
    // Node requires the headers' deadline not to exceed the whole request's.
    headersTimeoutMs: Math.min(readInt(env, 'HEADERS_TIMEOUT_MS', 10_000, 500, 600_000), requestTimeoutMs),
    keepAliveTimeoutMs: readInt(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    maxConnections: readInt(env, 'MAX_CONNECTIONS', 4096, 1, 1_000_000),
    maxConnectionsPerClient: readInt(env, 'MAX_CONNECTIONS_PER_CLIENT', 128, 0, 1_000_000),
    maxEventLoopDelayMs: readInt(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000),
  };
}

/**
 * RATE_LIMIT_<NAME>=0 switches a budget off; RATE_LIMIT_<NAME>_MAX hits per
 * RATE_LIMIT_<NAME>_WINDOW_MS milliseconds otherwise.
 */
function readRateLimit(env: Env, name: string, fallback: RateLimit): RateLimit | false {
  const switchedOff = env[`RATE_LIMIT_${name}`]?.trim();
  if (switchedOff === '0' || switchedOff === 'false') return false;
  return {
    max: readInt(env, `RATE_LIMIT_${name}_MAX`, fallback.max, 1, 1_000_000),
    windowMs: readInt(env, `RATE_LIMIT_${name}_WINDOW_MS`, fallback.windowMs, 1000, 86_400_000),
  };
}

function readRateLimits(env: Env): RateLimits {
  return {
    auth: readRateLimit(env, 'AUTH', { max: 20, windowMs: 60_000 }),
    search: readRateLimit(env, 'SEARCH', { max: 300, windowMs: 60_000 }),
    upload: readRateLimit(env, 'UPLOAD', { max: 30, windowMs: 60_000 }),
  };
}

/** A PostgreSQL connection URL, or a one-line error naming the setting (its password never shown). */
function readDatabaseUrl(env: Env): string | undefined {
  const url = readOptional(env, 'DATABASE_URL');
  if (url === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || !/^postgres(ql)?:$/i.test(parsed.protocol) || parsed.hostname === '') {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database ' +
        '(leave it unset to use the embedded database under DATA_DIR)',
    );
  }
  return url;
}

function readRedisUrl(env: Env): string | undefined {
  const url = readOptional(env, 'REDIS_URL');
  if (url !== undefined && !/^rediss?:\/\//i.test(url)) {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  }
  return url;
}

const DEV_CORS_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * Reads the configuration from an environment object (process.env in production, a plain object in tests).
 * Defaults just work locally: PGlite under `.data/`, port 8080, project `demo-food`.
 * Throws ConfigError for values that would make the server unsafe or unusable.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const production = nodeEnv === 'production';
  const host = readOptional(env, 'HOST') ?? '127.0.0.1';
  const firebaseAuthEmulatorHost = readOptional(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  const emulatorExposed = firebaseAuthEmulatorHost !== undefined && assertEmulatorAllowed(env, nodeEnv, host);
  const dataDir = path.resolve(cwd, readOptional(env, 'DATA_DIR') ?? '.data');
  const staticDir = readOptional(env, 'STATIC_DIR');
  const publicUrl = readOptional(env, 'PUBLIC_URL');
  if (publicUrl !== undefined && !/^https?:\/\//i.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);
  }
  const corsRaw = env.CORS_ORIGINS;
  return {
    nodeEnv,
    port: readInt(env, 'PORT', 8080, 0, 65535),
    host,
    databaseUrl: readDatabaseUrl(env),
    pgliteDataDir: path.join(dataDir, 'pglite'),
    dataDir,
    uploadDir: path.resolve(cwd, readOptional(env, 'UPLOAD_DIR') ?? path.join(dataDir, 'uploads')),
    publicUrl: publicUrl?.replace(/\/+$/, ''),
    staticDir: staticDir === undefined ? undefined : path.resolve(cwd, staticDir),
    firebaseProjectId: readOptional(env, 'FIREBASE_PROJECT_ID') ?? 'demo-food',
    firebaseAuthEmulatorHost,
    emulatorExposed,
    // Unset: allow the Vite dev server in development, nothing cross-origin in production.
    corsOrigins: corsRaw === undefined ? (production ? [] : DEV_CORS_ORIGINS) : readList(corsRaw),
    cspConnectSrc: readList(env.CSP_CONNECT_SRC),
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    rateLimits: readRateLimits(env),
    redisUrl: readRedisUrl(env),
    bodyLimitBytes: readInt(env, 'BODY_LIMIT_BYTES', 256 * 1024, 1024, 10 * 1024 * 1024),
    uploadMaxBytes: readInt(env, 'UPLOAD_MAX_BYTES', MAX_UPLOAD_BYTES, 1024, 100 * 1024 * 1024),
    logLevel: readOptional(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: readTrustProxy(readOptional(env, 'TRUST_PROXY')),
    limits: readLimits(env),
    webhooks: readWebhooks(env, production),
    uploads: readUploads(env),
    dashboardStaleMs: readInt(env, 'DASHBOARD_STALE_SECONDS', 30, 0, 3600) * 1000,
    defaultTimeZone: readTimeZone(env),
    currency: readCurrency(env),
    refunds: {
      approvalThresholdMinor: readInt(env, 'REFUND_APPROVAL_THRESHOLD_MINOR', 5000, 0, 100_000_000),
      windowDays: readInt(env, 'REFUND_WINDOW_DAYS', 30, 1, 3650),
    },
    trash: {
      retentionDays: readInt(env, 'TRASH_RETENTION_DAYS', TRASH_RETENTION_DAYS, 1, 3650),
      purgeSchedule: readSchedule(env, 'TRASH_PURGE_SCHEDULE', '37 * * * *', 'TRASH_PURGE_INTERVAL_MS'),
    },
    sessions: {
      lookupIntervalMs: readInt(env, 'ACCOUNT_LOOKUP_INTERVAL_MS', 50_000, 100, 10 * 60 * 1000),
      tickMs: readInt(env, 'SESSION_CHECK_INTERVAL_MS', 5_000, 50, 60_000),
    },
    events: {
      heartbeatMs: readInt(env, 'EVENTS_HEARTBEAT_MS', 25_000, 100, 10 * 60 * 1000),
      maxStreamsPerUser: readInt(env, 'EVENTS_MAX_STREAMS_PER_USER', 5, 1, 10_000),
      retentionHours: readInt(env, 'EVENTS_RETENTION_HOURS', 24, 1, 24 * 30),
      purgeSchedule: readSchedule(env, 'EVENTS_PURGE_SCHEDULE', '*/10 * * * *', 'EVENTS_PURGE_INTERVAL_MS'),
      replayLimit: readInt(env, 'EVENTS_REPLAY_LIMIT', 1000, 1, 100_000),
    },
  };
}
