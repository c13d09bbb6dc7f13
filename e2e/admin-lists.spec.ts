import { test, expect, signIn } from './support/fixtures';
import type { Page, Restaurant } from './support/api';
import { DEMO_ADMIN } from './support/env';

test('restaurants table: bulk-deactivate two selected rows, then sort by Name descending', async ({
  page,
  adminApi,
}) => {
  // Two restaurants of this run only, so the bulk action leaves the seed (and other tests) alone.
  const token = Date.now().toString(36);
  const alpha = await adminApi.createRestaurant({
    name: `E2E Lists Alpha ${token}`,
    address: '1 Table Street',
    isActive: true,
  });
  const beta = await adminApi.createRestaurant({
    name: `E2E Lists Beta ${token}`,
    address: '2 Table Street',
    isActive: true,
  });

  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin/restaurants?layout=table');
    const layout = page.getByRole('group', { name: 'Restaurants layout' });
    await expect(layout.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const table = page.getByRole('table', { name: 'Restaurants' });
    await expect(table.getByRole('row')).not.toHaveCount(1);

    await test.step('select the two rows and deactivate them in bulk', async () => {
      await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(token);
      await expect(table.getByRole('row')).toHaveCount(3); // header + 2
      await table.getByRole('checkbox', { name: `Select ${alpha.name}` }).click();
      await table.getByRole('checkbox', { name: `Select ${beta.name}` }).click();
      const bar = page.getByRole('region', { name: 'Bulk actions on restaurants' });
      await expect(bar.getByText('2 selected')).toBeVisible();
      await bar.getByRole('button', { name: 'Deactivate' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByText('Deactivate 2 restaurants?')).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(bar.getByText('2 changed', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      for (const restaurant of [alpha, beta]) {
        await expect(table.getByRole('row', { name: new RegExp(restaurant.name) })).toContainText('Inactive');
      }
    });

    await test.step('the server has both inactive', async () => {
      for (const restaurant of [alpha, beta]) {
        const stored = await adminApi.get<Restaurant>(`/api/restaurants/${restaurant.id}`);
        expect(stored).toMatchObject({ name: restaurant.name, isActive: false });
      }
    });

    await test.step('sort by Name descending: the URL says so and the rows follow', async () => {
      const nameHeader = table.getByRole('columnheader', { name: /Name/ });
      await nameHeader.getByRole('button').click();
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      await nameHeader.getByRole('button').click();
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(page).toHaveURL(/sort=.*name%2Cdesc/);
      await expect(page).toHaveURL(/layout=table/);
      // The Name cell of each row (the first cell holds the row's checkbox).
      const names = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
      // The two of this run: Beta before Alpha.
      await expect.poll(names).toEqual([beta.name, alpha.name]);

      // Without the search, the first page is the server's first page in that order.
      await page.getByRole('searchbox', { name: 'Search restaurants' }).fill('');
      await expect(page).not.toHaveURL(/search=/);
      const expected = await adminApi.get<Page<Restaurant>>('/api/restaurants', {
        page: 0,
        size: 10,
        sort: 'name,desc',
      });
      await expect.poll(names).toEqual(expected.content.map((restaurant) => restaurant.name));
      // Descending whatever the database's collation does with spaces and accents: by first letter.
      const initials = (await names()).map((name) => name.charAt(0).toLowerCase());
      expect(initials).toEqual([...initials].sort().reverse());
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    });
  } finally {
    await adminApi.deleteRestaurant(alpha.id);
    await adminApi.deleteRestaurant(beta.id);
  }
});
