import type { Page } from '@playwright/test';
import type { Page as ApiPage, Restaurant } from './support/api';
import { test, expect, signIn } from './support/fixtures';
import { DEMO_ADMIN, DEMO_OWNER } from './support/env';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the sidebar reaches every section of an admin and marks the current one', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  const sections = [
    ['Dashboard', '/admin', 'Dashboard'],
    ['Users', '/admin/users', 'Users'],
    ['Restaurants', '/admin/restaurants', 'Restaurants'],
    ['Menus', '/admin/menus', 'Menus'],
    ['Orders', '/admin/orders', 'Orders'],
    ['Couriers', '/admin/couriers', 'Couriers'],
    ['Reviews', '/admin/reviews', 'Reviews'],
    ['Recently deleted', '/admin/trash', 'Recently deleted'],
  ] as const;
  for (const [link, path, heading] of sections) {
    await sidebar(page).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
});

test('save a restaurant: toast, then a dirty form asks before leaving and a clean one does not', async ({
  page,
  adminApi,
}) => {
  const token = Date.now().toString(36);
  const restaurant = await adminApi.createRestaurant({
    name: `E2E Shell ${token}`,
    address: '3 Frame Street',
    isActive: true,
  });
  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin/restaurants/${restaurant.id}/edit`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: restaurant.name })).toBeVisible();
    const name = page.getByLabel(/^Name/);
    await expect(name).toHaveValue(restaurant.name);

    await test.step('save shows the toast with View', async () => {
      await name.fill(`${restaurant.name} saved`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/restaurants$/);
      const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Restaurant saved');
      await expect(toast).toBeVisible();
      await expect(page.getByRole('button', { name: 'View' })).toBeVisible();
    });

    await test.step('a dirty form asks; Stay keeps the text', async () => {
      await page.goto(`/admin/restaurants/${restaurant.id}/edit`);
      await page.getByLabel(/^Address/).fill('4 Unsaved Street');
      await sidebar(page).getByRole('link', { name: 'Users' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/restaurants/${restaurant.id}/edit$`));
      await expect(page.getByLabel(/^Address/)).toHaveValue('4 Unsaved Street');
    });

    await test.step('a clean form leaves without asking', async () => {
      await page.goto(`/admin/restaurants/${restaurant.id}/edit`);
      await expect(page.getByLabel(/^Name/)).toHaveValue(`${restaurant.name} saved`);
      await sidebar(page).getByRole('link', { name: 'Users' }).click();
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  } finally {
    await adminApi.deleteRestaurant(restaurant.id);
  }
});

test("an owner opening another owner's restaurant gets 'Not allowed', not the form", async ({
  page,
  adminApi,
}) => {
  const restaurant = await adminApi.createRestaurant({
    name: `E2E Not Yours ${Date.now().toString(36)}`,
    address: '5 Other Street',
    isActive: true,
  });
  try {
    await signIn(page, DEMO_OWNER);
    await expect(sidebar(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto(`/admin/restaurants/${restaurant.id}/edit`);
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveCount(0);
  } finally {
    await adminApi.deleteRestaurant(restaurant.id);
  }
});

test("an owner's restaurant list equals their own restaurants", async ({ page, adminApi }) => {
  // The truth, as an admin reads it: the restaurants whose owner is the demo owner.
  const [owner] = (await adminApi.users({ search: DEMO_OWNER.email })).content;
  const own = await adminApi.get<ApiPage<Restaurant>>('/api/restaurants', { ownerId: owner!.id, size: 100 });
  expect(own.content.length).toBeGreaterThan(0);

  await signIn(page, DEMO_OWNER);
  await sidebar(page).getByRole('link', { name: 'My Restaurants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Restaurants' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Restaurants' }).getByRole('article');
  await expect(cards).toHaveCount(own.content.length);
  const shown = await cards.getByRole('heading').allTextContents();
  expect(shown.sort()).toEqual(own.content.map((restaurant) => restaurant.name).sort());
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Users stacks as cards, nothing scrolls sideways, and the menu button opens the navigation', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    // On phones each cell is labelled by its column's name before the value.
    const email = table.getByRole('cell', { name: 'Email admin@demo.food', exact: true });
    await expect(email).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // An email stays on one line (its cell is one line tall).
    const emailBox = await email.boundingBox();
    expect(emailBox!.height).toBeLessThan(48);
    // The row's actions are visible, not cut off.
    await expect(table.getByRole('row').nth(1).getByRole('button').last()).toBeInViewport();

    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await sheet.getByRole('link', { name: 'Restaurants' }).click();
    await expect(page).toHaveURL(/\/admin\/restaurants$/);
    await expect(sheet).toBeHidden();
  });
});
