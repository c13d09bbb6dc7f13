import { test, expect, signIn } from './support/fixtures';
import { DEMO_ADMIN } from './support/env';

/*
 * A delete can be undone (docs/requirements.md#req-trash): the dish waits in the trash, so after a
 * reload (the toast and its Undo are gone) "Recently deleted" still brings it back, with its id.
 */
test('delete a dish, reload, and restore it from Recently deleted', async ({ page, adminApi }) => {
  test.setTimeout(90_000);
  const token = Date.now().toString(36);
  const restaurant = await adminApi.createRestaurant({
    name: `E2E Trash ${token}`,
    address: '5 Bin Lane',
    isActive: true,
  });
  const menu = (await adminApi.send<{ id: number }>('POST', `/api/restaurants/${restaurant.id}/menus`, {
    restaurantId: restaurant.id,
    name: 'Lunch',
  })) as { id: number };
  const dishName = `Binned Soup ${token}`;
  const dish = (await adminApi.send<{ id: number }>('POST', `/api/menus/${menu.id}/dishes`, {
    name: dishName,
    price: 7.5,
  })) as { id: number };
  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin/restaurants/${restaurant.id}/menu`);

    await test.step('delete the dish: the toast offers Undo', async () => {
      await page.getByRole('button', { name: `Delete ${dishName}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Confirm deletion' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expect(page.getByRole('article').filter({ hasText: dishName })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    });

    await test.step('after a reload, Recently deleted lists it with who deleted it', async () => {
      await page.reload();
      await expect(page.getByRole('article').filter({ hasText: dishName })).toHaveCount(0);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Recently deleted' })
        .click();
      const row = page.getByRole('row').filter({ hasText: dishName });
      await expect(row).toBeVisible();
      await expect(row).toContainText('Lunch');
      await expect(row).toContainText(DEMO_ADMIN.name);
      await row.getByRole('button', { name: `Restore ${dishName}` }).click();
      await expect(page.getByText('Dish restored')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: dishName })).toHaveCount(0);
    });

    await test.step('the dish is back, with the same id', async () => {
      const back = await adminApi.get<{ id: number; name: string }>(`/api/dishes/${dish.id}`);
      expect(back).toMatchObject({ id: dish.id, name: dishName });
      await page.goto(`/admin/restaurants/${restaurant.id}/menu`);
      await expect(page.getByRole('article').filter({ hasText: dishName })).toBeVisible();
    });
  } finally {
    await adminApi.deleteRestaurant(restaurant.id);
  }
});
