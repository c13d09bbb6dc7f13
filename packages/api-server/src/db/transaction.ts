import type { Database, Transaction } from './database';
import { pgErrorOf } from './pg-error';

/** SQLSTATEs a transaction may simply be run again after: serialisation failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 4;

/**
 * Runs `work` in a transaction, again (a few times, with a short jittered pause) when PostgreSQL
 * aborted it as a deadlock victim or for a serialisation failure: the other transaction won, and
 * ours can usually just go again. What still fails reaches the error handler, which answers 409
 * (http/errors.ts), never 500.
 */
export async function runTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = pgErrorOf(error)?.code;
      if (attempt >= ATTEMPTS || state === undefined || !RETRYABLE.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
