import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.config';
import { APP_PORT, APP_URL, AUTH_EMULATOR_PORT } from './e2e/support/env';

const reuseServer = process.env.E2E_REUSE_SERVER === '1';
// One throwaway data dir per run: the stack creates it and deletes it when it stops. The config is
// evaluated again in every worker process; they inherit this variable from the main process, so
// all of them agree on the name.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(
  tmpdir(),
  `food-admin-e2e-${Date.now().toString(36)}-${process.pid}`,
));

export default defineConfig({
  testDir: 'e2e',
  // The restart journey runs a stack of its own, after this run (e2e/restart/playwright.config.ts).
  testIgnore: 'restart/**',
  outputDir: 'test-results/e2e',
  // The journeys share one server and database; a single worker keeps counts and lists predictable.
  // Two workers were no faster on two cores (each journey took twice as long: the browser and the
  // stack keep both busy) and one journey then ran past its time limit.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: APP_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // Debian's chromium; Playwright never downloads a browser here.
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium' },
    // What a phone's screen (390x844) changes, on the real stack: tables as cards with their own
    // sort and filters, the navigation sheet, full-height dialogs, the header's account menu
    // (docs/requirements.md#req-navigation). Session keeping, revocation, the routing guards and
    // saved views behave the same at any width and run once, above; every screen's layout at
    // 390 px, forms included, is held by the story checks (docs/storybook.md#checks).
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 } },
      testMatch: ['auth.spec.ts', 'admin-users.spec.ts'],
      grepInvert: /Remember me|a session that ends|routing guards|save a view/,
    },
  ],
  webServer: {
    // The npm start stack itself, on a fresh data dir that it deletes after a clean stop.
    command: 'node scripts/start.mjs --ephemeral',
    url: `${APP_URL}/api/health`,
    env: {
      PORT: String(APP_PORT),
      AUTH_EMULATOR_PORT: String(AUTH_EMULATOR_PORT),
      DATA_DIR: dataDir,
      // Warnings and errors only, so the test output stays readable.
      LOG_LEVEL: 'warn',
      // Every test signs in; keep the auth rate limit on, but above what one run needs.
      RATE_LIMIT_AUTH_MAX: '1000',
      // A session revoked at the identity provider is refused within 2.5 s instead of a minute
      // (docs/operations.md#revocation), so a journey can meet a revocation without waiting.
      ACCOUNT_LOOKUP_INTERVAL_MS: '2000',
      SESSION_CHECK_INTERVAL_MS: '500',
      // The webhooks journey's receiver is a small server on loopback (docs/operations.md#webhooks).
      WEBHOOK_ALLOW_LOOPBACK: '1',
    },
    // A cold start includes building the admin app.
    timeout: 240_000,
    // E2E_REUSE_SERVER=1 runs against a stack you started yourself on E2E_PORT (for iterating on tests).
    reuseExistingServer: reuseServer,
    stdout: 'pipe',
    stderr: 'pipe',
    // Without this Playwright SIGKILLs the stack, and the emulator and server would be orphaned.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 40_000 },
  },
});
