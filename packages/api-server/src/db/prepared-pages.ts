import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * The page query of a list opened without a search or filter, built once and prepared once per
 * connection (docs/performance.md#prepared-pages). Drizzle builds a query's SQL anew on every call,
 * ~60 µs of CPU for a list's select (a quarter of what a list request cost the server beside its
 * system calls); such a page differs from the next only in its limit and offset, which become the
 * statement's parameters. Pages with a search, a filter or a scope build their query as before.
 */
export type PreparedPage = { execute: (values: { limit: number; offset: number }) => Promise<unknown[]> };

/**
 * The names in use are the lists' ids and their validated sorts, so they are few; the cap only
 * bounds what a mistake could grow (each name is a statement on every connection).
 */
export const MAX_PREPARED_PAGES = 200;

const pagesByDatabase = new WeakMap<Database, Map<string, PreparedPage>>();

/**
 * The prepared page for `name`, which must stand for exactly one SQL text: `build` selects the
 * list's rows in its order, with no where clause. Undefined once MAX_PREPARED_PAGES are kept.
 */
export function preparedPage(db: Database, name: string, build: () => PgSelect): PreparedPage | undefined {
  let pages = pagesByDatabase.get(db);
  if (pages === undefined) pagesByDatabase.set(db, (pages = new Map()));
  const kept = pages.get(name);
  if (kept !== undefined || pages.size >= MAX_PREPARED_PAGES) return kept;
  const statement = `list_${createHash('sha256').update(name).digest('hex').slice(0, 24)}`;
  const prepared = build()
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(statement) as unknown as PreparedPage;
  pages.set(name, prepared);
  return prepared;
}
