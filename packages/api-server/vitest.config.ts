import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
