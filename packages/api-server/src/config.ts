import path from 'node:path';

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
  rateLimitAuth: { enabled: boolean; max: number; timeWindowMs: number };
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  logLevel: string;
  /** Behind a load balancer: trust X-Forwarded-* (true, a hop count, or a list of proxy addresses). */
  trustProxy: boolean | number | string;
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

function readTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  if (/^[0-9]+$/.test(raw)) return Number(raw);
  return raw;
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
    databaseUrl: readOptional(env, 'DATABASE_URL'),
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
    rateLimitAuth: {
      enabled: env.RATE_LIMIT_AUTH !== '0' && env.RATE_LIMIT_AUTH !== 'false',
      max: readInt(env, 'RATE_LIMIT_AUTH_MAX', 20, 1, 1_000_000),
      timeWindowMs: readInt(env, 'RATE_LIMIT_AUTH_WINDOW_MS', 60_000, 1000, 86_400_000),
    },
    bodyLimitBytes: readInt(env, 'BODY_LIMIT_BYTES', 256 * 1024, 1024, 10 * 1024 * 1024),
    uploadMaxBytes: readInt(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    logLevel: readOptional(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: readTrustProxy(readOptional(env, 'TRUST_PROXY')),
    limits: readLimits(env),
  };
}
