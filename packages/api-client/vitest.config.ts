import { defineConfig } from 'vitest/config';

// Coverage options take effect when this file is the root config, i.e. `npm test` in this package
// (`vitest run --coverage`); as a project of the root workspace only `test.name/include` matter.
export default defineConfig({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'test/**'],
      reporter: ['text', 'text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
