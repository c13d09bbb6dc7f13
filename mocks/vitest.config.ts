import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mocks',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A few tests fill the mock database with 10,001 rows (the bulk actions' cap): 5.3 s on a slow
    // CI machine with the rest of the unit tests beside them, past Vitest's default of 5 s.
    testTimeout: 20_000,
  },
});
