import { test, expect, signIn, signOut } from './support/fixtures';
import { freshAccount } from './support/api';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './support/env';
import { revokeSessions, signInWithPassword, uniqueEmail } from './support/identity';

test.describe('signing up and in', () => {
  test('a new account registers and lands on /welcome', async ({ page, adminApi }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
    // The backend has the profile, as a customer.
    const users = await adminApi.users({ search: email });
    expect(users.content).toEqual([
      expect.objectContaining({ email, firstName: 'Ada', lastName: 'Lovelace', role: 'CUSTOMER' }),
    ]);
  });

  test('a wrong password shows the credentials message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(
      page.getByText('Login failed. Please check your credentials.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Remember me keeps the session across a reload and a new tab', async ({ page, context }) => {
    await signIn(page, DEMO_CUSTOMER, { rememberMe: true });
    await page.reload();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('button', { name: DEMO_CUSTOMER.name })).toBeVisible();

    // Local persistence is shared by every tab of the browser profile.
    const secondTab = await context.newPage();
    await secondTab.goto('/welcome');
    await expect(secondTab).toHaveURL(/\/welcome$/);
  });

  test('Remember me: a second tab opened right after signing in leaves the first one signed in', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO_CUSTOMER, { rememberMe: true });
    const secondTab = await context.newPage();
    // The second tab's Firebase has read the stored session once it asks the provider about it.
    const restored = secondTab.waitForResponse(/\/accounts:lookup/);
    await secondTab.goto('/welcome');
    await restored;
    await expect(secondTab.getByRole('button', { name: DEMO_CUSTOMER.name })).toBeVisible();
    // The first tab heard of the second's start through a storage event, if at all: give it time.
    await page.waitForTimeout(1_500);

    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('button', { name: DEMO_CUSTOMER.name })).toBeVisible();
  });

  test('without Remember me the session stays in its tab', async ({ page, context }) => {
    await signIn(page, DEMO_CUSTOMER);
    await page.reload();
    await expect(page).toHaveURL(/\/welcome$/);

    const secondTab = await context.newPage();
    await secondTab.goto('/welcome');
    // Signed out there: the sign-in page, keeping the page asked for.
    await expect(secondTab).toHaveURL(/\/login\?redirect=%2Fwelcome$/);
  });

  test('logout returns to a logged-out header and protects the app again', async ({ page }) => {
    await signIn(page, DEMO_CUSTOMER);
    await signOut(page, DEMO_CUSTOMER.name);

    await expect(
      page.getByRole('link', { name: 'Login' }).or(page.getByRole('button', { name: 'Login' })),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('profile'))).toBeNull();
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwelcome$/);
  });
});

test.describe('a session that ends', () => {
  test('revoked mid-edit: the next save leads to sign-in, then back to the form with the changes restored', async ({
    page,
    request,
  }) => {
    // Two sign-ins and the server's notice of the revocation (up to 2.5 s on this stack).
    test.slow();
    const person = await freshAccount(request, 'revoked');
    // A session of the same account, opened before the revocation and already served once (the
    // server trusts a verified token for a while, as it does the page's): once the server refuses
    // it, its session watch has recorded the revocation, and it refuses the page's too.
    const earlier = await signInWithPassword(person.email, person.password);
    const asEarlier = () =>
      request.get('/api/restaurants?size=1', { headers: { authorization: `Bearer ${earlier.idToken}` } });
    expect((await asEarlier()).status()).toBe(200);
    const signInHere = async () => {
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password').fill(person.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
    };
    await page.goto('/profile');
    await signInHere();
    const signedInHereAt = Date.now();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('form', { name: 'Edit profile' }).getByLabel('Last name').fill('Kept');

    // Firebase compares sign-in and revocation times in whole seconds: a revocation within the
    // second of the page's sign-in would leave the page's session valid.
    const nextSecond = (Math.floor(signedInHereAt / 1000) + 1) * 1000 + 100;
    await page.waitForTimeout(Math.max(0, nextSecond - Date.now()));
    await revokeSessions(earlier.localId);
    await expect.poll(async () => (await asEarlier()).status(), { timeout: 15_000 }).toBe(401);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await signInHere();

    await expect(page.getByText(/Your unsaved changes were restored/)).toBeVisible();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('Last name')).toHaveValue('Kept');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Rhea Kept' })).toBeVisible();
  });
});

test.describe('routing guards', () => {
  test('an unknown path redirects to /, saying which page was not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    // The address is an isolated left-to-right run (U+2066 ... U+2069) in the sentence.
    await expect(page.getByRole('alert')).toContainText('Page not found: \u2066/no/such/page\u2069');
  });

  test('a logged-in user visiting /login or /register lands on /welcome', async ({ page }) => {
    await signIn(page, DEMO_CUSTOMER);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('a logged-out visit to the admin area goes to /login, and signing in leads back to it', async ({
    page,
  }) => {
    await page.goto('/admin/users?search=ada');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers%3Fsearch%3Dada$/);
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users\?search=ada$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  test('a non-admin is kept out of /admin', async ({ page }) => {
    await signIn(page, DEMO_CUSTOMER);
    await expect(
      page.getByRole('link', { name: 'Admin Panel' }).or(page.getByRole('button', { name: 'Admin Panel' })),
    ).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByText('You are not allowed to open this page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toHaveCount(0);
  });
});
