import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, signIn } from './support/fixtures';
import { DEMO_ADMIN } from './support/env';

const dishImage = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/dish.png');

test('catalog: a restaurant, its menu and a dish with an uploaded image, from creation to deletion', async ({
  page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const token = Date.now().toString(36);
  const restaurantName = `E2E Bistro ${token}`;
  const editedName = `E2E Brasserie ${token}`;
  const dishName = `Truffle Pasta ${token}`;
  const editedDishName = `Truffle Risotto ${token}`;

  await signIn(page, DEMO_ADMIN);

  await test.step('create a restaurant and find it in the grid', async () => {
    await page.goto('/admin/restaurants');
    await page.getByRole('link', { name: 'Add Restaurant' }).first().click();
    await expect(page).toHaveURL(/\/admin\/restaurants\/new$/);
    await page.getByLabel('Name').fill(restaurantName);
    await page.getByLabel('Address').fill('1 Test Street, Testville');
    await page.getByLabel('Description').fill('Created by the end-to-end tests.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/restaurants(\?.*)?$/);
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(token);
    await expect(page.getByRole('article').filter({ hasText: restaurantName })).toBeVisible();
  });

  await test.step('edit it', async () => {
    await page.getByRole('button', { name: `Edit ${restaurantName}` }).click();
    await expect(page).toHaveURL(/\/admin\/restaurants\/\d+\/edit$/);
    await expect(page.getByLabel('Name')).toHaveValue(restaurantName);
    await page.getByLabel('Name').fill(editedName);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/restaurants(\?.*)?$/);
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(token);
    await expect(page.getByRole('article').filter({ hasText: editedName })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: restaurantName })).toHaveCount(0);
  });

  await test.step("hand it over to the demo owner: its page, opened from the table's name, names them", async () => {
    await page.getByRole('button', { name: `Edit ${editedName}` }).click();
    const owner = page.getByRole('combobox', { name: 'Owner' });
    await owner.fill('owner@demo');
    await page.getByRole('option', { name: /^Oscar Owner/ }).click();
    await expect(owner).toHaveValue('Oscar Owner');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/restaurants(\?.*)?$/);
    await page.goto(`/admin/restaurants?layout=table&search=${token}`);
    await page.getByRole('table').getByRole('link', { name: editedName, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/restaurants\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(editedName) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Oscar Owner');
    await page.goto(`/admin/restaurants?search=${token}`);
  });

  await test.step('open its menu page: no menu yet, so Add Menu', async () => {
    await page.getByRole('link', { name: editedName }).click();
    await expect(page).toHaveURL(/\/admin\/restaurants\/\d+\/menu/);
    await expect(page.getByRole('heading', { name: `Menu of ${editedName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Dish' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Add Menu' }).click();
  });

  await test.step('create the menu; saving returns to the restaurant menu page', async () => {
    await expect(page).toHaveURL(/\/admin\/menus\/new\?restaurantId=\d+/);
    await page.getByLabel('Name').fill('Dinner');
    await page.getByLabel('Description').fill('Evening menu');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/restaurants\/\d+\/menu/);
    await expect(page.getByRole('heading', { name: `Menu of ${editedName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Menu' })).toBeVisible();
  });

  await test.step('add a dish with an uploaded image and the price 12.5', async () => {
    await page.getByRole('link', { name: 'Add Dish' }).first().click();
    await expect(page).toHaveURL(/\/admin\/menus\/\d+\/dishes\/new/);
    await page.getByLabel('Name').fill(dishName);
    await page.getByLabel('Price').fill('12.5');
    await page.locator('input[type="file"]').setInputFiles(dishImage);
    const preview = page.locator('img[alt$="preview"]');
    await expect(preview).toHaveAttribute('src', /\/api\/uploads\/[\w-]+\.png$/);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/admin\/restaurants\/\d+\/menu/);
    const card = page.getByRole('article').filter({ hasText: dishName });
    await expect(card).toContainText('$12.50');
    await expect(card).toContainText('Available');
    // The uploaded file is served back and decodes as an image.
    const image = card.locator('img');
    await expect(image).toHaveAttribute('src', /\/api\/uploads\//);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  });

  await test.step('edit the dish', async () => {
    await page.getByRole('button', { name: `Edit ${dishName}` }).click();
    await expect(page).toHaveURL(/\/admin\/menus\/\d+\/dishes\/\d+\/edit/);
    await expect(page.getByLabel('Name')).toHaveValue(dishName);
    await page.getByLabel('Name').fill(editedDishName);
    await page.getByLabel('Price').fill('13');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/restaurants\/\d+\/menu/);
    await expect(page.getByRole('article').filter({ hasText: editedDishName })).toContainText('$13.00');
  });

  await test.step('delete the dish after confirming', async () => {
    await page.getByRole('button', { name: `Delete ${editedDishName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm deletion' });
    await expect(dialog).toBeVisible();
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('article').filter({ hasText: editedDishName })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${editedDishName}` }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article').filter({ hasText: editedDishName })).toHaveCount(0);
  });

  await test.step('the activity feed shows what was just done', async () => {
    await page.goto('/admin');
    const feed = page.getByRole('region', { name: 'Recent Activity' });
    await feed.getByRole('searchbox', { name: 'Search activity' }).fill(token);
    const entries = feed.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');
    await expect(entries.filter({ hasText: editedName }).first()).toBeVisible();
    await expect(entries.filter({ hasText: dishName }).first()).toBeVisible();
    await expect(entries.first()).toContainText('by ');
  });

  await test.step('delete the restaurant after confirming', async () => {
    await page.goto('/admin/restaurants');
    await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(token);
    await page.getByRole('button', { name: `Delete ${editedName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm deletion' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article').filter({ hasText: editedName })).toHaveCount(0);
    const remaining = await adminApi.restaurants({ search: token });
    expect(remaining.totalElements).toBe(0);
  });
});
