import { test, expect, signIn } from './support/fixtures';
import type { Page as ListPage, Restaurant, User } from './support/api';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_OWNER } from './support/env';

type OwnedRestaurant = Restaurant & { ownerId: number | null };

const PAGES_FIELD = { name: 'Search pages, actions and records' } as const;
/** A hit's name is its label then its second line (an address): match the label from the start. */
const hitNamed = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);

test('palette: an admin opens a seeded restaurant found by part of its name, by keyboard', async ({
  page,
  adminApi,
}) => {
  // A seeded restaurant whose name (less its last two letters) few others share, so its hit is
  // among the five the palette shows.
  const { content } = await adminApi.get<ListPage<Restaurant>>('/api/restaurants', { page: 0, size: 100 });
  const typed = (restaurant: Restaurant) => restaurant.name.slice(0, -2);
  const target = content.find(
    (restaurant) =>
      !restaurant.name.startsWith('E2E') &&
      content.filter((other) => other.name.toLowerCase().includes(typed(restaurant).toLowerCase())).length <=
        3,
  );
  if (!target) throw new Error('the seed has no restaurant with a distinctive name');

  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  const field = dialog.getByRole('combobox', PAGES_FIELD);
  await expect(field).toBeFocused();
  await expect(dialog.getByRole('option', { name: 'Users', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the command palette');

  await field.pressSequentially(typed(target));
  const option = dialog
    .getByRole('group', { name: 'Restaurants' })
    .getByRole('option', { name: hitNamed(target.name) });
  await expect(option).toBeVisible();
  // Down the list until the restaurant is the active option, then Enter.
  for (let step = 0; step < 20 && (await option.getAttribute('aria-selected')) !== 'true'; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  // A restaurant result opens the restaurant's page.
  await expect(page).toHaveURL(new RegExp(`/admin/restaurants/${target.id}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(target.name);
});

test('palette: an owner is offered their own pages and records, never Users or others', async ({
  page,
  adminApi,
}) => {
  const [owner] = (await adminApi.users({ search: DEMO_OWNER.email })).content as User[];
  const { content } = await adminApi.get<ListPage<OwnedRestaurant>>('/api/restaurants', {
    page: 0,
    size: 100,
  });
  const own = content.find((restaurant) => restaurant.ownerId === owner?.id);
  const others = content.find(
    (restaurant) =>
      restaurant.ownerId !== owner?.id &&
      !content.some((r) => r.ownerId === owner?.id && r.name === restaurant.name),
  );
  if (!own || !others) throw new Error('the seed gives the demo owner restaurants, and others theirs');

  await signIn(page, DEMO_OWNER);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  const field = dialog.getByRole('combobox', PAGES_FIELD);
  await expect(field).toBeFocused();
  const pages = dialog.getByRole('group', { name: 'Pages' });
  await expect(pages.getByRole('option', { name: 'My Restaurants' })).toBeVisible();
  await expect(pages.getByRole('option', { name: 'Menus' })).toBeVisible();
  await expect(pages.getByRole('option', { name: 'Reviews' })).toBeVisible();
  // Their restaurants' orders, to work them (docs/requirements.md#req-orders-screens).
  await expect(pages.getByRole('option', { name: 'Orders', exact: true })).toBeVisible();
  for (const name of ['Users', 'Couriers', 'Dashboard']) {
    await expect(dialog.getByRole('option', { name, exact: true })).toHaveCount(0);
  }

  await field.fill(others.name);
  await expect(dialog.getByText(`No results for “${others.name}”`)).toBeVisible();
  await field.fill(own.name);
  await expect(
    dialog.getByRole('group', { name: 'Restaurants' }).getByRole('option', { name: hitNamed(own.name) }),
  ).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Users' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('"/" focuses the list\'s search box', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  const search = page.getByRole('searchbox', { name: 'Search users by email' });
  await expect(search).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
});
