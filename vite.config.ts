import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run over every part: each package owns its project config;
// the `stories` project (Storybook story tests in Chromium) is defined by .storybook/vitest.config.ts.
export default defineConfig({
  test: {
    // A worker per core. Vitest's default left one of CI's two cores idle: the unit step took
    // 327 s with one worker and 234 s with two (docs/performance.md, CI time).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/api-client/vitest.config.ts',
      'mocks/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'packages/admin-app/vitest.config.ts',
      'packages/admin-app/vitest.uploads.config.ts',
      'packages/api-server/vitest.config.ts',
      '.storybook/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
