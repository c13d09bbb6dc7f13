import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { syncBuiltInPermissionSets } from '../auth/permission-sets';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { pgliteListen, postgresListen, type Listen } from './notifications';
import { PgliteWorkerClient, type PgliteQueryable } from './pglite-client';
import * as schema from './schema';
import { DatabaseConnectionError, describeConnectionError } from './connection-errors';
import { LOCK_KEYS } from './lock-keys';

/** Runs one SQL text (one statement with `$n` values, or several without) on the database. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type OpenedDatabase = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** LISTEN for NOTIFYs (live updates, db/notifications.ts). */
  listen: Listen;
  /** Raw SQL on the same database, for pg-boss (jobs/job-queue.ts): one statement with values, or several without. */
  executeSql: ExecuteSql;
  close: () => Promise<void>;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or ':memory:' for an in-memory database. */
  pgliteDataDir?: string;
  /** Apply the SQL migrations (default true). */
  migrate?: boolean;
  migrationsFolder?: string;
};

/**
 * The drizzle/ folder sits next to the bundle (dist/drizzle) in production
 * and at the package root when running from source.
 */
export function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'drizzle'),
    path.join(here, '../drizzle'),
    path.join(here, '../../drizzle'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (found === undefined)
    throw new Error(`Drizzle migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * ExecuteSql on PGlite. Several statements (pg-boss's `BEGIN; ...; COMMIT;`) run inside a
 * transaction of their own: on PGlite's one connection a statement failing between BEGIN and
 * COMMIT would otherwise leave every later query of the app in an aborted transaction. (The inner
 * BEGIN and COMMIT only draw warnings; an error rolls the whole text back.)
 */
export function pgliteExecuteSql(
  client: PgliteQueryable & { transaction: <T>(callback: (tx: PgliteQueryable) => Promise<T>) => Promise<T> },
): ExecuteSql {
  return async (text, values) => {
    if (values !== undefined && values.length > 0) return client.query(text, values);
    const results = await client.transaction((tx) => tx.exec(text));
    return results.at(-1) ?? { rows: [] };
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl !== undefined) {
    return openPostgres(options.databaseUrl, shouldMigrate, migrationsFolder);
  }
  return openPglite(options.pgliteDataDir ?? ':memory:', shouldMigrate, migrationsFolder);
}

async function openPglite(
  dataDir: string,
  shouldMigrate: boolean,
  migrationsFolder: string,
): Promise<OpenedDatabase> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // One process per data directory: a second one would lose acknowledged writes (docs/operations.md).
  const lock = dataDir === ':memory:' ? undefined : lockDataDir(dataDir);
  let client: PgliteWorkerClient;
  try {
    // PGlite gets a worker thread of its own: on the main thread every query would stall every
    // other request for as long as Postgres works (see docs/performance.md).
    client = await PgliteWorkerClient.start(dataDir === ':memory:' ? undefined : dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  // The worker client offers what Drizzle's PGlite driver calls (query, exec, transaction).
  const db = drizzle({ client: client as unknown as PGlite, schema });
  const close = async () => {
    try {
      await client.close();
    } finally {
      lock?.release();
    }
  };
  try {
    if (shouldMigrate) {
      await migrate(db, { migrationsFolder });
      await syncBuiltInPermissionSets(db as unknown as Database);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    listen: pgliteListen(client),
    executeSql: pgliteExecuteSql(client),
    close,
  };
}

async function openPostgres(
  url: string,
  shouldMigrate: boolean,
  migrationsFolder: string,
): Promise<OpenedDatabase> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  // Connect once before serving, so a wrong DATABASE_URL is one line at start-up, not a stack
  // trace (or a 500 on the first request).
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => undefined);
    const line = describeConnectionError(error, url);
    throw line === undefined ? error : new DatabaseConnectionError(line, { cause: error });
  });
  try {
    if (shouldMigrate) {
      await client.query('select pg_advisory_lock($1)', [LOCK_KEYS.migrations]);
      try {
        const migrating = drizzle({ client, schema });
        await migrate(migrating, { migrationsFolder });
        await syncBuiltInPermissionSets(migrating as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [LOCK_KEYS.migrations]).catch(() => undefined);
      }
    }
  } finally {
    client.release();
  }
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    listen: postgresListen(pg.Client, url),
    // A connection whose query failed is dropped by pg-pool (release(err)), so a failed block of
    // statements cannot leave an aborted transaction in the pool (test/job-queue.test.ts).
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}
