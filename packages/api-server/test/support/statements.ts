import type { Database } from '../../src/db/database';

type Session = { prepareQuery: (query: { sql: string }, ...rest: unknown[]) => unknown };

/**
 * The database, recording the SQL of every statement it prepares (builders' queries, `execute`
 * and prepared statements alike, through Drizzle's session): a test then checks which queries a
 * list made, not only what it answered.
 */
export function recordStatements(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const real = (db as unknown as { session: Session }).session;
  const session = new Proxy(real, {
    get(target, property, receiver) {
      if (property !== 'prepareQuery') return Reflect.get(target, property, receiver) as unknown;
      return (query: { sql: string }, ...rest: unknown[]) => {
        statements.push(query.sql);
        return target.prepareQuery(query, ...rest);
      };
    },
  });
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      return property === 'session' ? session : (Reflect.get(target, property, receiver) as unknown);
    },
  });
  return { db: recording, statements };
}

/**
 * The rows each capped count of `statements` counts: `select count(*) as n from (<these>) as capped`,
 * or the prepared form Drizzle writes, `select count(*) from (<these>) "capped"`.
 */
export const countedSelects = (statements: readonly string[]): string[] =>
  statements.flatMap((statement) =>
    [...statement.matchAll(/select count\(\*\)(?: as n)? from \((.*?)\) (?:as capped|"capped")/g)].map(
      (match) => match[1] ?? '',
    ),
  );
