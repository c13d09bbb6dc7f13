import { Redis } from 'ioredis';
import { createMemoryStore } from './memory-store';
import type { RateLimitStore } from './store';

/** INCR and the window's expiry in one round trip, atomic for every instance. */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

const KEY_PREFIX = 'food-admin:rate-limit:';

type Warn = (message: string, error: unknown) => void;

/**
 * Counters in Redis, shared by every instance that points at it. When Redis cannot answer within
 * half a second the hit is counted in this instance's memory instead: limits get per-instance for
 * a while, but sign-ins keep working (availability over exact limits; the warning says so).
 */
export function createRedisStore(url: string, warn: Warn, now: () => number = Date.now): RateLimitStore {
  const redis = new Redis(url, {
    // Commands sent while (re)connecting wait for the connection, but never longer than commandTimeout.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
  });
  // ioredis reports connection trouble as events; without a listener they would crash the process.
  redis.on('error', () => undefined);
  const fallback = createMemoryStore(now);
  let lastWarning = 0;

  return {
    kind: 'redis',
    async hit(key, windowMs) {
      try {
        const [hits, ttl] = (await redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, windowMs)) as [number, number];
        return { count: Number(hits), resetAtMs: now() + Number(ttl) };
      } catch (error) {
        if (now() - lastWarning > 60_000) {
          lastWarning = now();
          warn('Redis did not answer: rate limits are counted per instance until it does', error);
        }
        return fallback.hit(key, windowMs);
      }
    },
    async close() {
      await fallback.close();
      redis.disconnect();
    },
  };
}
