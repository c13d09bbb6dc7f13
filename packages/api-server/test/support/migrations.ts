import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { findMigrationsFolder } from '../../src/db/open';

/*
 * For the tests of a migration's backfill: open a database migrated up to the migration before it,
 * write rows as they were then, then migrate the rest of the way and read what became of them.
 */

/** A copy of the migrations folder as it was up to migration `lastIdx`: its SQL files and journal. */
export function migrationsFolderUpTo(lastIdx: number): string {
  const full = findMigrationsFolder();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(full, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(path.join(full, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}

/** The test database, emptied (PostgreSQL), or undefined for a fresh in-memory PGlite. */
export async function emptyDatabaseUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  if (url === undefined) return undefined;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of [
      'drop schema if exists drizzle cascade',
      'drop schema if exists public cascade',
      'create schema public',
    ])
      await client.query(statement);
  } finally {
    await client.end();
  }
  return url;
}

/** Applies every migration not yet applied (the rest of the way after migrationsFolderUpTo). */
export async function migrateFully(db: Database, driver: 'pglite' | 'postgres'): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, { migrationsFolder });
  }
}
