import { syncBuiltInPermissionSets } from '../../src/auth/permission-sets';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Role } from '@food-admin/api-client';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDependencies } from '../../src/app';
import { createFirebaseAdmin, firebaseAccounts, type FirebaseAdmin } from '../../src/auth/firebase';
import { loadConfig, type ServerConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { findMigrationsFolder, openDatabase, pgliteExecuteSql, type OpenedDatabase } from '../../src/db/open';
import { pgliteListen } from '../../src/db/notifications';
import * as schema from '../../src/db/schema';
import { JobSender } from '../../src/jobs/job-sender';
import { users } from '../../src/db/schema';
import { TEST_EMULATOR_HOST, TEST_PROJECT_ID } from '../emulator-constants';

export type TestServer = {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  firebase: FirebaseAdmin;
  driver: OpenedDatabase['driver'];
  listen: OpenedDatabase['listen'];
  /** For a test that starts a job queue on the same database (startJobQueue), and attaches it to `jobs`. */
  executeSql: OpenedDatabase['executeSql'];
  /** The app's job sender: sends nothing until a test attaches a queue. */
  jobs: JobSender;
  close: () => Promise<void>;
};

/** PostgreSQL runs the files one after another (see vitest.config.ts): each file starts from an empty schema. */
async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of RESET_SQL) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One key for every app of a test file, so that apps on one database read each other's secrets. */
const WEBHOOK_SECRETS_KEY = randomBytes(32).toString('base64');

export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-uploads-'));
  return loadConfig({
    NODE_ENV: 'test',
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
    // Budgets are switched on by the tests that are about them (rate-limits.test.ts).
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_SEARCH: '0',
    RATE_LIMIT_UPLOAD: '0',
    // So is load shedding (connection-limits.test.ts): in-process PGlite on a busy CI machine can
    // hold the event loop past the 1 s default, and a shed request would fail an unrelated test
    // with 503 (it did: the authorisation matrix on CI).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    UPLOAD_DIR: uploadDir,
    // The dashboard serves nothing stale here; dashboard-series.test.ts checks the stale path.
    DASHBOARD_STALE_SECONDS: '0',
    CORS_ORIGINS: 'http://allowed.example',
    WEBHOOK_SECRETS_KEY,
    // The tests' receivers listen on 127.0.0.1 (docs/operations.md#webhooks).
    WEBHOOK_ALLOW_LOOPBACK: '1',
    ...overrides,
  });
}

const RESET_SQL = [
  'drop schema if exists drizzle cascade',
  'drop schema if exists public cascade',
  'drop schema if exists pgboss cascade',
  'create schema public',
];

// Booting PGlite (compiling its WebAssembly) costs seconds; files in one worker run one after
// another (isolate: false in vitest.config.ts), so they share one instance and reset its schema.
const cache = globalThis as typeof globalThis & { __foodAdminPglite?: Promise<PGlite> };

async function sharedPglite(): Promise<PGlite> {
  cache.__foodAdminPglite ??= PGlite.create(undefined, { extensions: { pg_trgm } });
  return cache.__foodAdminPglite;
}

/** A fresh, migrated database: in-memory PGlite, or the reset PostgreSQL test database. */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (databaseUrl) {
    await resetPostgres(databaseUrl);
    return openDatabase({ databaseUrl });
  }
  const client = await sharedPglite();
  for (const statement of RESET_SQL) await client.exec(statement);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: findMigrationsFolder() });
  // As openDatabase does after migrating: the rows the contract declares.
  await syncBuiltInPermissionSets(db as unknown as Database);
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    listen: pgliteListen(client),
    executeSql: pgliteExecuteSql(client as unknown as Parameters<typeof pgliteExecuteSql>[0]),
    close: async () => undefined,
  };
}

/**
 * A fresh database (in-memory PGlite, or the reset PostgreSQL test database when TEST_DATABASE_URL
 * is set) and the app on it; requests go through `app.inject`, no port.
 */
export async function startTestServer(overrides: Record<string, string> = {}): Promise<TestServer> {
  const config = testConfig(overrides);
  const database = await openTestDatabase();
  const firebase = createFirebaseAdmin({
    projectId: config.firebaseProjectId,
    authEmulatorHost: config.firebaseAuthEmulatorHost,
  });
  const jobs = new JobSender();
  const app = await buildApp(config, {
    db: database.db,
    verifyIdToken: firebase.verifyIdToken,
    accounts: firebaseAccounts(firebase.auth),
    listen: database.listen,
    jobs,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    listen: database.listen,
    executeSql: database.executeSql,
    jobs,
    config,
    firebase,
    driver: database.driver,
    close: async () => {
      await app.close();
      await firebase.close();
      await database.close();
      fs.rmSync(config.uploadDir, { recursive: true, force: true });
    },
  };
}

/** Another app over the same database (e.g. with a different rate limit). */
export async function buildExtraApp(
  server: TestServer,
  overrides: Record<string, string>,
  deps: Partial<AppDependencies> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), {
    db: server.db,
    verifyIdToken: server.firebase.verifyIdToken,
    accounts: firebaseAccounts(server.firebase.auth),
    listen: server.listen,
    ...deps,
  });
  await app.ready();
  return app;
}

type EmulatorSignIn = { localId: string; idToken: string };

async function emulatorCall(endpoint: string, body: Record<string, unknown>): Promise<EmulatorSignIn> {
  const response = await fetch(
    `http://${TEST_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as EmulatorSignIn & { error?: { message?: string } };
  if (!response.ok) throw new Error(`emulator ${endpoint} failed: ${json.error?.message ?? response.status}`);
  return json;
}

/** A new account in the Auth Emulator and its real ID token. */
/**
 * A new emulator account and an ID token from signing in to it. Not the sign-up's own token: the
 * emulator stamps the sign-in time before the revocation time (validSince), and when a second
 * ends between the two that token counts as revoked once the session watch looks the account up.
 */
export async function signUpAccount(email = `user-${randomUUID()}@test.food`, password = 'secret123') {
  const result = await emulatorCall('signUp', { email, password, returnSecureToken: true });
  const signedIn = await signInAccount(email, password);
  return { uid: result.localId, idToken: signedIn.idToken, email, password };
}

export async function signInAccount(email: string, password: string) {
  const result = await emulatorCall('signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: result.localId, idToken: result.idToken };
}

export type { Role };

export type TestUser = {
  id: number;
  uid: string;
  email: string;
  role: Role;
  token: string;
  headers: { authorization: string };
};

/** An emulator account plus its profile row with the given role (the role lives in our database). */
export async function createUser(db: Database, role: Role, name = role.toLowerCase()): Promise<TestUser> {
  const account = await signUpAccount(`${name}-${randomUUID()}@test.food`);
  const [row] = await db
    .insert(users)
    .values({ uid: account.uid, email: account.email, firstName: name, lastName: 'Tester', role })
    .returning();
  if (!row) throw new Error('user insert failed');
  return {
    id: row.id,
    uid: account.uid,
    email: account.email,
    role,
    token: account.idToken,
    headers: { authorization: `Bearer ${account.idToken}` },
  };
}

/** A syntactically valid but unsigned/foreign token the verifier must reject. */
export const BAD_TOKEN_HEADERS = {
  authorization:
    'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwiYXVkIjoib3RoZXItcHJvamVjdCIsImlzcyI6Imh0dHBzOi8vc2VjdXJldG9rZW4uZ29vZ2xlLmNvbS9vdGhlci1wcm9qZWN0In0.',
};
