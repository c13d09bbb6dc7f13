import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { resolveSnapshotPath, storyProjects } from './.storybook/vitest.config';

// One Vitest run over every part: each package owns its project config; the story tests (every
// story in Chromium, light then dark: `stories`; the page stories in Arabic: `stories-rtl`) are
// defined in .storybook/vitest.config.ts.
export default defineConfig({
  test: {
    // A worker per core. Vitest's default left one of CI's two cores idle: the unit step took
    // 327 s with one worker and 234 s with two (docs/performance.md, CI time).
    maxWorkers: availableParallelism(),
    resolveSnapshotPath,
    projects: [
      'packages/api-client/vitest.config.ts',
      'mocks/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'packages/admin-app/vitest.config.ts',
      'packages/admin-app/vitest.uploads.config.ts',
      'packages/api-server/vitest.config.ts',
      'scripts/vitest.config.ts',
      ...storyProjects,
    ],
  },
});
