import { defineProject } from 'vitest/config';

// On PostgreSQL (TEST_DATABASE_URL) every file resets the one test database, so files run one at a time;
// on PGlite each file has its own in-memory database and files run in parallel.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: 'api-server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    fileParallelism: !onPostgres,
    // Files in one worker share one PGlite instance (see test/support/server.ts) instead of each
    // booting its own; every file still starts from a freshly reset and migrated schema.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
