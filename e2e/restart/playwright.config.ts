import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../chromium.config';
import { APP_URL } from '../support/env';

// The journey that stops and starts the npm start stack under an open tab. It runs its own stack
// (restart.spec.ts), so it cannot share the main run's: it runs after it (npm test's last stage),
// on the same ports, so the app built for the main run is reused.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e-restart',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Two starts of the stack and one stop (the emulator writes its export on the way out).
  timeout: 300_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: APP_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
