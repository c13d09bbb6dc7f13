import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { createDatabaseStore } from './database-store';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import type { RateLimitStore } from './store';

/**
 * Redis when REDIS_URL is set; otherwise PostgreSQL when the API runs on it (several instances
 * may share it); otherwise memory (PGlite: one instance per data directory).
 */
export function createRateLimitStore(
  config: ServerConfig,
  db: Database,
  log: FastifyBaseLogger,
): RateLimitStore {
  if (config.redisUrl !== undefined) {
    return createRedisStore(config.redisUrl, (message, error) => log.warn({ err: error }, message));
  }
  if (config.databaseUrl !== undefined) return createDatabaseStore(db);
  return createMemoryStore();
}
