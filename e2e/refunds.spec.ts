import { test, expect, signIn, signOut } from './support/fixtures';
import { ServerApi, type Page } from './support/api';
import { DEMO_ADMIN, DEMO_COURIER, DEMO_CUSTOMER, DEMO_OWNER } from './support/env';
import { NEAR_PARIS, PARIS, deliveringFrom } from './support/delivery-zone.mjs';

type Refund = {
  id: number;
  orderId: number;
  status: string;
  amountMinor: number;
  reason: string;
  bearer: string;
};

/*
 * Refunds on the real stack (docs/requirements.md#req-refunds): the demo owner refunds one item of
 * a delivered order of their restaurant from its page (a double click makes one refund), and the
 * admin finds it on the order, in the Refunds list and in that list's export.
 */
test('an owner refunds one item of a delivered order; the admin sees it on the order, in Refunds and its export', async ({
  page,
  request,
  adminApi,
}) => {
  test.slow();
  const [owner, courier, customer] = await Promise.all([
    ServerApi.as(request, DEMO_OWNER),
    ServerApi.as(request, DEMO_COURIER),
    ServerApi.as(request, DEMO_CUSTOMER),
  ]);
  const idOf = async (email: string) => (await adminApi.users({ search: email })).content[0]!.id;
  const restaurant = await adminApi.createRestaurant({
    name: `E2E Refunds ${Date.now().toString(36)}`,
    address: '3 Ledger Lane',
    isActive: true,
    ...{ ownerId: await idOf(DEMO_OWNER.email) },
  });
  let orderId = 0;

  await test.step('a customer orders two soups and a bread, and it is delivered', async () => {
    const menu = (await adminApi.send<{ id: number }>('POST', `/api/restaurants/${restaurant.id}/menus`, {
      restaurantId: restaurant.id,
      name: 'Lunch',
      isActive: true,
    }))!;
    const dish = async (name: string, price: number) =>
      (await adminApi.send<{ id: number }>('POST', `/api/menus/${menu.id}/dishes`, { name, price }))!.id;
    const [soup, bread] = [await dish('Ledger Soup', 8.25), await dish('Ledger Bread', 2.5)];
    const { rules } = await adminApi.get<{ rules: Record<string, unknown> }>(
      `/api/restaurants/${restaurant.id}/operations`,
    );
    await adminApi.send(
      'PUT',
      `/api/restaurants/${restaurant.id}/operations`,
      deliveringFrom(rules, PARIS, {}, { feeMinor: 300 }),
    );
    orderId = (await customer.send<{ id: number }>('POST', '/api/orders', {
      restaurantId: restaurant.id,
      items: [
        { dishId: soup, quantity: 2 },
        { dishId: bread, quantity: 1 },
      ],
      ...NEAR_PARIS,
    }))!.id;
    const move = (api: ServerApi, to: string) =>
      api.send('POST', `/admin/orders/${orderId}/transitions`, { to });
    for (const to of ['ACCEPTED', 'PREPARING', 'READY']) await move(owner, to);
    await adminApi.send('PUT', `/admin/orders/${orderId}/courier`, {
      courierId: await idOf(DEMO_COURIER.email),
    });
    for (const to of ['PICKED_UP', 'DELIVERED']) await move(courier, to);
  });

  await test.step('the owner refunds one soup from the order page, double-clicking Refund', async () => {
    await signIn(page, DEMO_OWNER);
    await page.goto(`/admin/orders/${orderId}`);
    const payments = page.getByRole('region', { name: 'Payments and refunds' });
    await payments.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order #${orderId}` });
    await dialog.getByRole('button', { name: 'One more Ledger Soup' }).click();
    await expect(dialog.getByText('Refund $8.25 of $22.00 refundable')).toBeVisible();
    await dialog.getByLabel('Reason').selectOption({ label: 'Missing item' });
    // An owner refunds at the restaurant's cost: nothing to choose.
    await expect(dialog.getByText("Restaurant's cost")).toBeVisible();
    await dialog.getByRole('button', { name: 'Refund $8.25' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Refunded $8.25').first()).toBeVisible();

    const { refunds } = await owner.get<{ refunds: Refund[] }>(`/admin/orders/${orderId}/refunds`);
    expect(refunds).toEqual([
      expect.objectContaining({
        amountMinor: 825,
        status: 'SUCCEEDED',
        reason: 'MISSING_ITEM',
        bearer: 'RESTAURANT',
      }),
    ]);
    await signOut(page, DEMO_OWNER.name);
  });

  await test.step('the admin sees it on the order, in the Refunds list and in its export', async () => {
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin/orders/${orderId}`);
    const payments = page.getByRole('region', { name: 'Payments and refunds' });
    // The name is isolated for right-to-left text: the entry contains it, between marks.
    await expect(payments.getByRole('listitem')).toHaveCount(1);
    await expect(payments.getByRole('listitem')).toContainText('Missing item');
    await expect(payments.getByRole('listitem')).toContainText(DEMO_OWNER.name);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Refunds' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search refunds' }).fill(restaurant.name);
    const table = page.getByRole('table', { name: 'Refunds' });
    await expect(table.getByRole('link', { name: `Open order #${orderId}` })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const text = await (
      await file.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const rows = text.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(String(orderId));
    expect(rows[0]).toContain('8.25');

    const listed = await adminApi.get<Page<Refund>>('/admin/refunds', { search: restaurant.name });
    expect(listed.content.map((refund) => refund.orderId)).toEqual([orderId]);
  });

  // A restaurant with orders stays (it cannot be deleted): switched off, it takes no more.
  await adminApi.send('PUT', `/api/restaurants/${restaurant.id}`, {
    name: restaurant.name,
    address: restaurant.address,
    isActive: false,
  });
});
