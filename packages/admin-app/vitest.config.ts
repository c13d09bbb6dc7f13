import { defaultClientConditions } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appAlias } from './alias';

/**
 * Tests that upload a file: Vitest's jsdom environment cannot read a jsdom File held in FormData
 * from inside a VM context ("Cannot read properties of undefined (reading '_buffer')"), so these run
 * in forked processes, as project `admin-app-uploads` (vitest.uploads.config.ts).
 */
export const UPLOAD_TESTS = [
  'src/features/dishes/dish-image-upload.test.tsx',
  'src/features/restaurants/restaurant-logo-upload.test.tsx',
];

/** The app's test project; `uploads` is the one for UPLOAD_TESTS. */
export function appTestProject(uploads: boolean) {
  return defineProject({
    plugins: [react()],
    resolve: {
      alias: appAlias,
      // The kit's TypeScript sources (packages/ui/package.json exports), not its built dist/.
      conditions: ['@food-admin/source', ...defaultClientConditions],
    },
    test: {
      name: uploads ? 'admin-app-uploads' : 'admin-app',
      environment: 'jsdom',
      include: uploads ? UPLOAD_TESTS : ['src/**/*.test.{ts,tsx}'],
      exclude: uploads ? configDefaults.exclude : [...configDefaults.exclude, ...UPLOAD_TESTS],
      // Each test file in a VM context of a long-lived worker instead of a process of its own: the
      // app's imports (React, the router, the kit, MSW) then load in less than half the time
      // (239 -> 109 s on a 2 vCPU, 24 GB machine of the slow tier, 2026-11-29, the same tests passing).
      pool: uploads ? 'forks' : 'vmThreads',
      setupFiles: ['./src/test/setup.ts'],
      // Integration tests drive the whole app through several screens.
      testTimeout: 20_000,
    },
  });
}

export default appTestProject(false);
