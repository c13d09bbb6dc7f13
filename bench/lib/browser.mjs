// @ts-check
// The benches' Chromium (the tests' own, chromium.config.ts, trusting the HTTP/2 front's
// certificate) and their sign-in through the real login form.
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumExecutablePath } from '../../chromium.config.ts';

export const CHROMIUM = chromiumExecutablePath;
export const CHROMIUM_ARGS = [
  ...chromiumArgs,
  // The HTTP/2 front's certificate is self-signed (bench/lib/h2-proxy.mjs).
  '--ignore-certificate-errors',
];

/**
 * Signs in through the real login form and waits for the app to leave /login.
 * @param {import('playwright-core').Page} page
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} account
 */
export async function signInThroughUi(page, baseUrl, account) {
  /** @type {string[]} */
  const trail = [];
  page.on('console', (message) => trail.push(`console.${message.type()}: ${message.text()}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      trail.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  // Remember me keeps the session in IndexedDB: new contexts (storageState) and Lighthouse's own
  // tab see it; without it Firebase keeps the session in this tab's sessionStorage only.
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 })
    .catch(async (error) => {
      const shot = path.join(os.tmpdir(), 'food-admin-bench-signin.png');
      await page.screenshot({ path: shot });
      throw new Error(
        `sign-in as ${account.email} did not leave /login (screenshot: ${shot})\n${trail.join('\n')}`,
        { cause: error },
      );
    });
}
