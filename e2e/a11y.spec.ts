import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import type { Page as ApiPage } from './support/api';
import { DEMO_ADMIN } from './support/env';

type Menu = { id: number; restaurantId: number; name: string };
type Dish = { id: number; menuId: number; name: string };

/** Opens a screen and waits until its content (not its skeleton) is there. */
async function open(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(url);
  await ready(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const heading = (name: string | RegExp) => (page: Page) =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible();

test('public screens have no serious accessibility violations', async ({ page }) => {
  await open(page, '/login', heading('Sign in'));
  await expectNoSeriousA11yViolations(page, '/login');
  // The error state too: the banner must be announced and readable.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/login with validation errors');
  await open(page, '/register', heading('Create an account'));
  await expectNoSeriousA11yViolations(page, '/register');
});

type Screen = [url: string, ready: (page: Page) => Promise<void>];

/** Checks each screen once its content is there, one step each. */
async function checkScreens(page: Page, screens: Screen[]): Promise<void> {
  for (const [url, ready] of screens) {
    await test.step(url, async () => {
      await open(page, url, ready);
      await expectNoSeriousA11yViolations(page, url);
    });
  }
}

// The admin screens in two tests, each with its own time: twenty screens and their axe passes in
// one test outran its limit on a machine shared with the server suites.
test('admin screens have no serious accessibility violations: shell, board and people', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN);
  await checkScreens(page, [
    ['/welcome', (p) => expect(p.getByRole('button', { name: DEMO_ADMIN.name })).toBeVisible()],
    ['/profile', heading(/./)],
    ['/settings', heading(/./)],
    ['/api-tokens', heading('API tokens')],
    ['/admin', heading('Recent Activity')],
    ['/admin/integrations', heading('Integrations')],
    ['/admin/board', heading('Open orders')],
    ['/admin/users', (p) => expect(p.getByRole('table', { name: 'Users' })).toBeVisible()],
    ['/admin/staff', heading('Pending invitations')],
  ]);

  await test.step('the user modal and the account menu', async () => {
    await open(page, '/admin/users', (p) => expect(p.getByRole('table', { name: 'Users' })).toBeVisible());
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'user modal (edit)');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: DEMO_ADMIN.name }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'account menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
  });
});

test('admin screens have no serious accessibility violations: restaurants, menus and dishes', async ({
  page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const menus = await adminApi.get<ApiPage<Menu>>('/api/menus', { page: 0, size: 10 });
  const menu = menus.content[0];
  if (!menu) throw new Error('the demo seed has no menu');
  const dishes = await adminApi.get<ApiPage<Dish>>(`/api/menus/${menu.id}/dishes`, { page: 0, size: 10 });
  const dish = dishes.content[0];
  if (!dish) throw new Error(`the demo seed has no dish in menu ${menu.id}`);

  await signIn(page, DEMO_ADMIN);
  await checkScreens(page, [
    ['/admin/restaurants', heading('Restaurants')],
    ['/admin/restaurants/new', heading(/restaurant/i)],
    [`/admin/restaurants/${menu.restaurantId}`, heading('Recent orders')],
    [`/admin/restaurants/${menu.restaurantId}/edit`, heading(/restaurant/i)],
    [`/admin/restaurants/${menu.restaurantId}/menu`, heading(/^Menu of /)],
    [`/admin/restaurants/${menu.restaurantId}/team`, heading('Pending invitations')],
    ['/admin/menus', heading('Menus')],
    [`/admin/menus/${menu.id}/edit`, heading(/menu/i)],
    [`/admin/menus/${menu.id}/dishes`, heading(`Dishes of ${menu.name}`)],
    [`/admin/menus/${menu.id}/dishes/new`, heading(/dish/i)],
    [`/admin/menus/${menu.id}/dishes/${dish.id}/edit`, heading(/dish/i)],
  ]);
});
