import type { Page } from '@playwright/test';
import { test, expect, signIn, signOut } from './support/fixtures';
import { DEMO_ADMIN } from './support/env';

/** The app's entry script: held back or stopped, the page stays as boot.js leaves it. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * What a phone shows before the app's code has run (docs/performance.md#start-up): index.html
 * holds the page's frame, and boot.js (src/boot/boot-script.ts) marks <html> with the stored theme and session. The
 * app's entry script is held back here, so the page stays at that first paint.
 */
async function openWithoutTheApp(page: Page, path: string, storage: Record<string, string>) {
  await page.addInitScript((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto(path);
}

/** The frame in English: index.html holds one per language, app.css shows the one of <html lang>. */
const FRAME = '.boot-frame-locale[data-locale="en"] .boot-frame';

/** Records the paths the page asks for: `wasAsked(file)` says whether one matched `file` so far. */
function watchRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return (file: RegExp) => asked.some((path) => file.test(path));
}

/** Records the paths of the documents the tab loads (a hand-over in place loads none). */
function watchDocuments(page: Page) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

test('before the app runs, the frame is in the stored language, and in Arabic right to left', async ({
  page,
}) => {
  await openWithoutTheApp(page, '/login', { 'food-admin.locale': 'fr' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('status')).toHaveText('Chargement');
  await expect(page.locator(FRAME)).toBeHidden();
  await expect(page.getByText('Food Admin. Tous droits réservés.', { exact: false })).toBeVisible();

  await openWithoutTheApp(page, '/login', { 'food-admin.locale': 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('status')).toHaveText('جارٍ التحميل');
  await expect(page.locator(FRAME)).toBeHidden();
});

test('before the app runs, a returning user sees the frame in their theme, with room for the sidebar', async ({
  page,
}) => {
  await openWithoutTheApp(page, '/admin', { theme: 'dark', profile: '{"stored":"by an earlier sign-in"}' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('data-session', '');
  await expect(page.locator(FRAME)).toBeVisible();
  await expect(page.locator(`${FRAME} .fa-sidebar`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Food Admin' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  // Their header will hold the account menu: the signed-out links keep its room, unseen.
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
  await expect(page.getByText('© 2025 Food Admin. All rights reserved.')).toBeAttached();
});

test('before the app runs, a visitor sees the signed-out frame: no sidebar, Login and Register', async ({
  page,
}) => {
  const wasAsked = watchRequests(page);
  await openWithoutTheApp(page, '/login', {});
  await expect(page.locator('html')).not.toHaveAttribute('data-session');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await expect(page.locator(FRAME)).toBeVisible();
  await expect(page.locator(`${FRAME} .fa-sidebar`)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  // The signed-in frame's code is for a stored session only.
  expect(wasAsked(/^\/assets\/signed-in-chrome-[\w-]+\.js$/)).toBe(false);
});

test('the app replaces the frame, and the sign-in page asks nothing of Google until its button is used', async ({
  page,
}) => {
  const google: string[] = [];
  page.on('request', (request) => {
    if (/google\.com|gstatic\.com/.test(new URL(request.url()).hostname)) google.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('.boot-frame')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  expect(google).toEqual([]);
});

test('a click on the account menu made before its code arrived opens it when the code does', async ({
  page,
}) => {
  // The dropdown's code loads on its own (docs/performance.md#bundle); here it is held back.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/AccountMenu-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await signIn(page, DEMO_ADMIN);
  const trigger = page.getByRole('button', { name: DEMO_ADMIN.name });
  await trigger.click();
  await expect.poll(() => asked).toBe(true);
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(trigger).toHaveCount(0);
});

test("before the app runs, the page's route code and the signed-in frame's are already on their way", async ({
  page,
}) => {
  const wasAsked = watchRequests(page);
  // The users list's table and the sidebar's chunk are in no chunk the entry loads: only boot.js's
  // map can ask for them.
  await openWithoutTheApp(page, '/admin/users', { profile: '{"stored":"by an earlier sign-in"}' });
  await expect.poll(() => wasAsked(/^\/assets\/DataTable-[\w-]+\.js$/)).toBe(true);
  await expect.poll(() => wasAsked(/^\/assets\/signed-in-chrome-[\w-]+\.js$/)).toBe(true);
  // Another page's code is not.
  expect(wasAsked(/^\/assets\/trend-charts-[\w-]+\.js$/)).toBe(false);
});

test("a signed-in page loads its language's Intl data in a worker before the app runs; the sign-in page does not", async ({
  page,
}) => {
  // The worker's formatters load ICU's data for the whole renderer, so the app's first formatter
  // does not pay for it on the main thread (/intl-warm.js, src/boot/intl-warm.ts).
  // It ends once its formatters are built, possibly before a test step could start listening: the
  // listener is attached as the worker is reported.
  const ended = new Promise<string>((resolve) => {
    page.on('worker', (worker) => worker.on('close', () => resolve(new URL(worker.url()).pathname)));
  });
  await openWithoutTheApp(page, '/admin', {
    profile: '{"stored":"by an earlier sign-in"}',
    'food-admin.locale': 'fr',
  });
  expect(await ended).toBe('/intl-warm.js');

  // A visitor: no stored profile (the context's storage is shared with the page above).
  const visitor = await page.context().newPage();
  await visitor.addInitScript(() => localStorage.clear());
  const wasAsked = watchRequests(visitor);
  await visitor.goto('/login');
  await expect(visitor.locator('input[type="email"]')).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  expect(wasAsked(/^\/intl-warm\.js$/)).toBe(false);
});

for (const rememberMe of [true, false]) {
  test(`a restored session shows the page's data before the identity provider has confirmed the account (${rememberMe ? 'Remember me' : 'this tab only'})`, async ({
    page,
  }) => {
    // Firebase asks the provider about its stored user (accounts:lookup) before reporting it: the
    // app reads Firebase's stored session instead of waiting (src/boot/persisted-session.ts).
    await signIn(page, DEMO_ADMIN, { rememberMe });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lookups = 0;
    await page.route(/\/accounts:lookup/, async (route) => {
      lookups += 1;
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    const usersCard = page.locator('main a.fa-stat[href="/admin/users"]');
    await expect(usersCard).toContainText(/Users\s*[\d,]+/);
    // Firebase, loaded once the data show, asks the provider about the account.
    await expect.poll(() => lookups).toBeGreaterThan(0);
    // Firebase's answer confirms the session: the page stays, nothing signs out.
    const confirmed = page.waitForResponse(/\/accounts:lookup/);
    release();
    await confirmed;
    await expect(page).toHaveURL(/\/admin$/);
    await expect(usersCard).toBeVisible();
    await page.reload();
    await expect(usersCard).toContainText(/Users\s*[\d,]+/);
  });
}

test("a restored session loads Firebase's code only once the page's data show; a visitor's page at once", async ({
  page,
}) => {
  // Firebase's chunk (src/features/auth/firebase-provider.ts) and the provider's lookup would
  // otherwise compete with the page's own code and calls (src/features/auth/firebase-auth-backend.ts).
  const FIREBASE_CHUNK = /\/assets\/firebase-provider-[\w-]+\.js$/;
  const asked = watchRequests(page);
  await page.goto('/login');
  await expect.poll(() => asked(FIREBASE_CHUNK)).toBe(true);

  await signIn(page, DEMO_ADMIN, { rememberMe: true });
  const usersCard = page.locator('main a.fa-stat[href="/admin/users"]');
  const shownWhenAsked: string[] = [];
  await page.route(FIREBASE_CHUNK, async (route) => {
    shownWhenAsked.push((await usersCard.textContent({ timeout: 1_000 }).catch(() => null)) ?? '');
    await route.continue();
  });
  await page.goto('/admin');
  await expect(usersCard).toContainText(/Users\s*[\d,]+/);
  await expect.poll(() => shownWhenAsked.length).toBe(1);
  expect(shownWhenAsked[0]).toMatch(/Users\s*[\d,]+/);
  // Then Firebase takes over the session: a sign-out from the account menu still signs out.
  await signOut(page, DEMO_ADMIN.name);
});

test("a signed-in page downloads each stylesheet once: boot.js's preloads are the ones the app uses", async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, { rememberMe: true });
  const stylesheets: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.css')) stylesheets.push(url.pathname);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  // The restaurants list has a stylesheet of its own, which boot.js preloads from the route map.
  await page.goto('/admin/restaurants');
  await expect(page.getByRole('heading', { name: 'Restaurants', level: 1 })).toBeVisible();
  // The route's stylesheet is asked for with its code, before the heading shows; a second request
  // for it would follow at once.
  await page.waitForTimeout(500);
  expect(stylesheets.length).toBeGreaterThan(1);
  expect(stylesheets.filter((path, index) => stylesheets.indexOf(path) !== index)).toEqual([]);
  expect(warnings).toEqual([]);
});

test('a signed-in start-up never reads document.cookie (a synchronous trip to the browser process)', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  // Count reads from the next load on: Firebase reads the cookie for its defaults unless the
  // app tells it there are none (src/boot/start.tsx).
  await page.addInitScript(() => {
    const getter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!getter?.get) return;
    const read = getter.get;
    Object.defineProperty(Document.prototype, 'cookie', {
      ...getter,
      get(this: Document) {
        const reads = Number(sessionStorage.getItem('cookie-reads') ?? 0) + 1;
        sessionStorage.setItem('cookie-reads', String(reads));
        return read.call(this);
      },
    });
  });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cookie-reads'))).toBeNull();
});

/** The API's endpoint table (its own chunk: api-client's contract/load.ts). */
const ENDPOINT_TABLE = /^\/assets\/contract-[\w-]+\.js$/;

for (const locale of ['en', 'fr', 'ar']) {
  test(`the sign-in page loads the API's endpoint table only once its form is used (${locale})`, async ({
    page,
  }) => {
    // French and Arabic read the API's error codes with their texts: the codes must not bring the
    // table's schemas with them.
    await page.addInitScript((chosen) => localStorage.setItem('food-admin.locale', chosen), locale);
    const wasAsked = watchRequests(page);
    const askedForTable = () => wasAsked(ENDPOINT_TABLE);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const email = page.locator('input[type="email"]');
    await expect(email).toBeVisible();
    // Its schemas are a good part of the start-up's work: the page shows without them.
    await page.waitForLoadState('networkidle');
    expect(askedForTable()).toBe(false);
    await email.focus();
    await expect.poll(askedForTable).toBe(true);
  });
}

test("a signed-in start asks for the API's endpoint table before the app runs", async ({ page }) => {
  const wasAsked = watchRequests(page);
  const askedForTable = () => wasAsked(ENDPOINT_TABLE);
  // boot.js's preload, from the stored session: every call of the page waits for the table.
  await openWithoutTheApp(page, '/admin', { profile: '{"stored":"by an earlier sign-in"}' });
  await expect.poll(askedForTable).toBe(true);
});

/** The routed app's chunk (router, query cache, route tree: src/boot/start-app.tsx). */
const ROUTED_APP = /^\/assets\/app-[\w-]+\.js$/;

test('the sign-in page runs without the routed app, loads it once the form is used, and signing in hands over to /welcome', async ({
  page,
}) => {
  const wasAsked = watchRequests(page);
  const askedForApp = () => wasAsked(ROUTED_APP);
  const documents = watchDocuments(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(askedForApp()).toBe(false);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await expect.poll(askedForApp).toBe(true);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  // The same document all along, and /welcome replaced /login in the history (the guard's way).
  expect(documents).toEqual(['/login']);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('a Ctrl+K pressed between signing in and the routed app being there opens the palette once it is', async ({
  page,
}) => {
  // The routed app's code (and with it the palette) is held back after the form has signed in.
  let releaseApp = () => {};
  const released = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('profile') !== null)).toBe(true);
  await page.keyboard.press('Control+k');
  releaseApp();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
});

test("the sign-in page's links open the routed app's pages in the same tab, and Back returns to the form", async ({
  page,
}) => {
  const documents = watchDocuments(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
  expect(documents).toEqual(['/']);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // The router runs now: the header's Register link is the router's.
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(documents).toEqual(['/']);
});
