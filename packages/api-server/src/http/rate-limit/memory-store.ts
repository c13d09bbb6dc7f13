import type { RateLimitStore, WindowCount } from './store';

/** Counters in this process: right for one instance (PGlite allows only one per data directory). */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, WindowCount>();
  // Expired windows are dropped now and then, so a flood of distinct keys cannot grow the map forever.
  const prune = setInterval(() => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAtMs <= time) windows.delete(key);
  }, 60_000);
  prune.unref();

  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const time = now();
      const current = windows.get(key);
      if (current === undefined || current.resetAtMs <= time) {
        const opened = { count: 1, resetAtMs: time + windowMs };
        windows.set(key, opened);
        return { ...opened };
      }
      current.count += 1;
      return { ...current };
    },
    async close() {
      clearInterval(prune);
      windows.clear();
    },
  };
}
