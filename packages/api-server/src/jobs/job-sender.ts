import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../db/database';
import type { ExecuteSql } from '../db/open';
import { rowsOf } from '../db/rows';

/*
 * Sends a job in the caller's transaction (pg-boss's `db` option): it exists exactly when what asked
 * for it was committed, never for a rolled-back order. Before the queue has started, and in apps
 * built without one (as most tests build them), nothing is sent: work sent this way is also done by
 * a periodic sweep (docs/architecture.md#jobs), so a job never sent is late, not lost.
 */
export class JobSender {
  private boss: PgBoss | undefined;

  /** Called once the queue has started (server.ts). */
  attach(boss: PgBoss): void {
    this.boss = boss;
  }

  /** Sends `data` to the queue `name`, to run at `startAfter`; false when no queue is attached. */
  async sendIn(tx: Executor, name: string, data: object, startAfter: Date): Promise<boolean> {
    if (this.boss === undefined) return false;
    await this.boss.send(name, data, { startAfter, db: { executeSql: executeSqlIn(tx) } });
    return true;
  }
}

/**
 * pg-boss's statements (text with $1, $2... and their values) run through a Drizzle transaction,
 * on either driver: each $n becomes a bound parameter; objects travel as JSON text.
 */
export function executeSqlIn(tx: Executor): ExecuteSql {
  return async (text, values = []) => {
    const chunks = text.split(/\$(\d+)/);
    const query = sql.join(
      chunks.map((chunk, index) => {
        if (index % 2 === 0) return sql.raw(chunk);
        const value = values[Number(chunk) - 1];
        const bound =
          value !== null && typeof value === 'object' && !(value instanceof Date)
            ? JSON.stringify(value)
            : value;
        return sql`${bound ?? null}`;
      }),
    );
    return { rows: rowsOf(await tx.execute(query)) };
  };
}
