import { test, expect, signIn } from './support/fixtures';
import { DEMO_ADMIN } from './support/env';

/*
 * A restaurant's operations on the real stack (docs/requirements.md#req-operations): an admin
 * pauses its orders for 30 minutes from its page; the page, the API and the activity agree, and
 * Resume ends the pause.
 */
test('an admin pauses a restaurant for 30 minutes from its page, then resumes it', async ({
  page,
  adminApi,
}) => {
  const restaurant = await adminApi.createRestaurant({
    name: `E2E Pause ${Date.now().toString(36)}`,
    address: '9 Quiet Street',
    isActive: true,
  });
  await adminApi.send('POST', `/api/restaurants/${restaurant.id}/menus`, {
    restaurantId: restaurant.id,
    name: 'Lunch',
    isActive: true,
  });
  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin/restaurants/${restaurant.id}`);
    const ordersNow = page.getByRole('region', { name: 'Orders now' });
    await expect(ordersNow.getByText('Takes orders around the clock')).toBeVisible();

    await ordersNow.getByRole('button', { name: 'Pause orders' }).click();
    const dialog = page.getByRole('dialog', { name: `Pause orders at ${restaurant.name}` });
    await dialog.getByLabel('Reason').selectOption({ label: 'Kitchen issue' });
    await expect(dialog.getByRole('radio', { name: '30 min' })).toBeChecked();
    const before = Date.now();
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(ordersNow.getByText('Paused', { exact: true })).toBeVisible();
    await expect(ordersNow.getByText(/Paused until .* \(Kitchen issue\) by Ada Admin/)).toBeVisible();

    // The server holds the same pause: about 30 minutes, by the admin.
    const operations = await adminApi.get<{
      availability: { state: string; pausedUntil: string };
      rules: { pause: { reason: string; pausedBy: { name: string } } };
    }>(`/api/restaurants/${restaurant.id}/operations`);
    expect(operations.availability.state).toBe('paused');
    expect(operations.rules.pause).toMatchObject({
      reason: 'kitchen-issue',
      pausedBy: { name: 'Ada Admin' },
    });
    const minutes = (Date.parse(operations.availability.pausedUntil) - before) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThan(31);

    await ordersNow.getByRole('button', { name: 'Resume orders' }).click();
    await expect(ordersNow.getByText('Takes orders around the clock')).toBeVisible();
  } finally {
    await adminApi.send('DELETE', `/api/restaurants/${restaurant.id}`);
  }
});
