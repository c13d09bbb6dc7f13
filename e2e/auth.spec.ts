import { test, expect, signIn, signOut } from './support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './support/env';
import { uniqueEmail } from './support/identity';

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

test.describe('routing guards', () => {
  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
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
