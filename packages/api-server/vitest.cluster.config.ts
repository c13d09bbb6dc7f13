import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: two API processes on one PostgreSQL database and Redis, behind a proxy
// (test-cluster/two-instances.test.ts). Its own config: the instances are real processes on real
// services, so it is not part of the in-process server suite (vitest.config.ts).
export default defineConfig({
  test: {
    name: 'api-server-cluster',
    environment: 'node',
    include: ['test-cluster/**/*.test.ts'],
    // The Auth Emulator (shared with the server suite), then the cluster's own database and Redis db.
    globalSetup: ['./test/global-setup.ts', './test-cluster/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
