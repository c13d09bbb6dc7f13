import { readFileSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { ServerApi } from './api';
import { DEMO_ADMIN } from './env';

const fakeGapi = readFileSync(new URL('./fake-gapi.js', import.meta.url), 'utf8');

type Fixtures = {
  /** The api-server as the demo admin (the tests' own calls, for arranging data and reading the truth). */
  adminApi: ServerApi;
};

/**
 * Nothing leaves the machine: third-party requests (the emulator popup's web fonts and stylesheets)
 * fail fast instead of waiting for a network that is not there, and Google's gapi loader is
 * replaced by the stand-in described in fake-gapi.js.
 */
export async function isolateFromInternet(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) =>
      route.request().url().startsWith('https://apis.google.com/js/api.js')
        ? route.fulfill({ contentType: 'text/javascript', body: fakeGapi })
        : route.abort('internetdisconnected'),
  );
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await isolateFromInternet(context);
    await use(context);
  },
  adminApi: async ({ request }, use) => {
    await use(await ServerApi.as(request, DEMO_ADMIN));
  },
});

export { expect };

/** Signs in through the login screen and waits for the landing page. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  // The address changes when the sign-in page hands over to the routed app, before that app has
  // rendered (src/boot/start.tsx), and the form stays on screen until it has (a transition): the page
  // is ready, as a user sees it, when the form is gone and the greeting shows (in the profile's
  // language, which may not be English).
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Logs out through the account dropdown in the header. */
export async function signOut(page: Page, fullName: string): Promise<void> {
  const trigger = page.getByRole('button', { name: fullName });
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  // Just after a sign-up the header can render once more (the new profile settling), which closes
  // a menu opened a moment before: open it again until Logout can be pressed.
  await expect(async () => {
    if (!(await logout.isVisible())) await trigger.click();
    await logout.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(trigger).toHaveCount(0);
}
