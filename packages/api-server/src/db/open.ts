import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';
import * as schema from './schema';

export type OpenedDatabase = {
  db: Database;
  driver: 'pglite' | 'postgres';
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

// Arbitrary constant: serialises migrations when several instances start at once on one PostgreSQL.
const MIGRATION_LOCK_KEY = 724_113_001;

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
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir !== ':memory:') fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === ':memory:' ? undefined : dataDir, {
    extensions: { pg_trgm },
  });
  const db = drizzle({ client, schema });
  if (shouldMigrate) await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    close: () => client.close(),
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
  if (shouldMigrate) {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  }
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    close: () => pool.end(),
  };
}
