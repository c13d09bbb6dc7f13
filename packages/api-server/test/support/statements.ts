import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database';

/**
 * The database, recording the SQL of every statement run through `execute` (the counts and the
 * estimates; builders' own queries run through their session): a test then checks which queries a
 * list made, not only what it answered.
 */
export function recordStatements(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const dialect = new PgDialect();
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return (query: SQLWrapper) => {
        statements.push(dialect.sqlToQuery(query.getSQL()).sql);
        return target.execute(query);
      };
    },
  });
  return { db: recording, statements };
}
