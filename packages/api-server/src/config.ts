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

const DEV_CORS_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * Reads the configuration from an environment object (process.env in production, a plain object in tests).
 * Defaults just work locally: PGlite under `.data/`, port 8080, project `demo-food`.
 * Throws ConfigError for values that would make the server unsafe or unusable.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const production = nodeEnv === 'production';
  const firebaseAuthEmulatorHost = readOptional(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (production && firebaseAuthEmulatorHost !== undefined) {
    throw new ConfigError(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production. ' +
        'The emulator host makes the server accept unsigned tokens; unset it in production.',
    );
  }
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
    host: readOptional(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: readOptional(env, 'DATABASE_URL'),
    pgliteDataDir: path.join(dataDir, 'pglite'),
    dataDir,
    uploadDir: path.resolve(cwd, readOptional(env, 'UPLOAD_DIR') ?? path.join(dataDir, 'uploads')),
    publicUrl: publicUrl?.replace(/\/+$/, ''),
    staticDir: staticDir === undefined ? undefined : path.resolve(cwd, staticDir),
    firebaseProjectId: readOptional(env, 'FIREBASE_PROJECT_ID') ?? 'demo-food',
    firebaseAuthEmulatorHost,
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
  };
}
