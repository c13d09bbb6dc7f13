/** Hits counted so far in the current window of a key, and when that window ends. */
export type WindowCount = { count: number; resetAtMs: number };

/**
 * Fixed-window hit counters. Every instance that shares a store shares the budgets kept in it:
 * Redis or PostgreSQL for several instances, memory for one (docs/operations.md#rate-limits).
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'database' | 'redis';
  /** Counts one hit on `key`, opening a window of `windowMs` when none is open. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}
