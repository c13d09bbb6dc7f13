import { CLUSTER_DATABASE_URL, CLUSTER_REDIS_URL } from './support/constants';
import { dropDatabase, flushRedisDatabase, recreateDatabase } from './support/services';

/**
 * Runs after test/global-setup.ts (listed first in vitest.cluster.config.ts), which starts or
 * reuses the Auth Emulator. Here: an empty PostgreSQL database and an empty Redis database for
 * this run; the instances migrate the database themselves when they start.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await recreateDatabase(CLUSTER_DATABASE_URL);
  await flushRedisDatabase(CLUSTER_REDIS_URL);
  return async () => {
    await dropDatabase(CLUSTER_DATABASE_URL);
    await flushRedisDatabase(CLUSTER_REDIS_URL);
  };
}
