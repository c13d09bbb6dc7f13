import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appAlias } from './alias';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: appAlias,
    // The kit's TypeScript sources (packages/ui/package.json exports), not its built dist/.
    conditions: ['@food-admin/source', ...defaultClientConditions],
  },
  test: {
    name: 'admin-app',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Integration tests drive the whole app through several screens.
    testTimeout: 20_000,
  },
});
