import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each test file in a VM context of a long-lived worker instead of a process of its own: 28 ->
    // 12 s on a 2 vCPU, 24 GB machine of the slow tier (packages/admin-app/vitest.config.ts says why).
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
  },
});
