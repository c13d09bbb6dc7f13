import type { Locator } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures';
import type { ServerApi } from './support/api';
import { DEMO_ADMIN } from './support/env';

const STAT_CARDS = [
  { label: 'Restaurants', key: 'restaurants', href: '/admin/restaurants' },
  { label: 'Users', key: 'users', href: '/admin/users' },
  { label: 'Orders', key: 'orders', href: '/admin/orders' },
  { label: 'Reviews', key: 'reviews', href: '/admin/reviews' },
] as const;

const numberFormat = new Intl.NumberFormat('en-US');

test('the dashboard counts match the server', async ({ page, adminApi }) => {
  await signIn(page, DEMO_ADMIN);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const stats = await adminApi.dashboardStats();
  for (const card of STAT_CARDS) {
    // The count cards, not "Needs attention"'s links to the same lists ("12 reviews awaiting ...").
    const link = page.locator(`main a.fa-stat[href="${card.href}"]`).filter({ hasText: card.label });
    await expect(link).toContainText(numberFormat.format(stats[card.key]));
  }
  // Each card leads to its list.
  await page.locator('main a.fa-stat[href="/admin/users"]').filter({ hasText: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
});

test('the activity feed filters by category, level and text', async ({ page, adminApi }) => {
  const token = `feed${Date.now().toString(36)}`;
  const entries = [
    { category: 'RESTAURANT', level: 'WARN', actionType: 'UPDATE', action: `${token} restaurant warning` },
    { category: 'USER', level: 'INFO', actionType: 'CREATE', action: `${token} user info` },
    { category: 'GENERAL', level: 'ERROR', actionType: 'DELETE', action: `${token} general error` },
  ];
  for (const entry of entries) await adminApi.send('POST', '/api/activity-log', entry);

  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  const feed = page.getByRole('region', { name: 'Recent Activity' });
  const items = feed.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');

  await feed.getByRole('searchbox', { name: 'Search activity' }).fill(token);
  await expect(items).toHaveCount(3);
  // Newest first, shown as [actionType] action by username.
  await expect(items.first()).toContainText(`[DELETE] ${token} general error`);
  await expect(items.first()).toContainText('by ');

  await chooseOption(feed.getByRole('combobox', { name: 'Category' }), 'Restaurant');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${token} restaurant warning`);

  await chooseOption(feed.getByRole('combobox', { name: 'Category' }), 'All');
  await chooseOption(feed.getByRole('combobox', { name: 'Level' }), 'Error');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${token} general error`);

  await chooseOption(feed.getByRole('combobox', { name: 'Level' }), 'Warning');
  await chooseOption(feed.getByRole('combobox', { name: 'Category' }), 'User');
  await expect(feed.getByText('No activity matches these filters.')).toBeVisible();
});

test('infinite scroll on restaurants loads the next page, by position', async ({ page, adminApi }) => {
  const created = await ensureRestaurants(adminApi, 21);
  try {
    await signIn(page, DEMO_ADMIN);
    const nextPage = page.waitForRequest((request) => /\/api\/restaurants\?.*page=1/.test(request.url()));
    await page.goto('/admin/restaurants');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(10);
    await page.mouse.move(640, 400);
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      expect(await cards.count()).toBeGreaterThan(10);
    }).toPass({ timeout: 10_000 });
    // The grid asks for the rows after the first page's last one (docs/api.md#keyset-paging).
    expect(new URL((await nextPage).url()).searchParams.get('after')).toMatch(/^[\w-]+$/);
  } finally {
    for (const id of created) await adminApi.deleteRestaurant(id);
  }
});

/** Tops the restaurants up to `count` so there is more than one page; returns what it created. */
async function ensureRestaurants(api: ServerApi, count: number): Promise<number[]> {
  const { totalElements } = await api.restaurants();
  const created: number[] = [];
  for (let index = totalElements; index < count; index += 1) {
    const restaurant = await api.createRestaurant({
      name: `Scroll Test ${index + 1}`,
      address: `${index + 1} Scroll Street`,
      description: 'Made so the grid has a second page.',
      logoUrl: null,
      isActive: true,
    });
    created.push(restaurant.id);
  }
  return created;
}

/** The feed's filters are the browser's own selects (the kit's NativeSelect). */
async function chooseOption(select: Locator, option: string): Promise<void> {
  await select.selectOption({ label: option });
}
