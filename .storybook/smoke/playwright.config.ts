import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../chromium.config';

const PORT = Number(process.env.STORYBOOK_SMOKE_PORT ?? 6107);

// The built Storybook's smoke pass (docs/storybook.md#built-storybook): every story of
// storybook-static, served as designers open it, renders without an error and shows something.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/storybook-smoke',
  // Each worker opens the preview once and shows story after story in it (built-storybook.spec.ts).
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['dot']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // A plain static server of the build, as any host serves it.
    command: `npx vite preview --outDir storybook-static --host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
