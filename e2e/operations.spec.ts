import { test, expect, signIn } from './support/fixtures';
import { ServerApi } from './support/api';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './support/env';
import { NEAR_PARIS, PARIS, deliveringFrom } from './support/delivery-zone.mjs';

/*
 * A restaurant's operations on the real stack (docs/requirements.md#req-operations): an admin
 * pauses its orders for 30 minutes from its page; the page and the API agree, the restaurants
 * table's Availability filter lists it as paused, and Resume ends the pause.
 */
test('an admin pauses a restaurant for 30 minutes, finds it under the Paused filter, then resumes it', async ({
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

    // Its History names the pause's fields as the dialog does, the reason in words.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: /History/ });
    await expect(history.getByText('Kitchen issue').first()).toBeVisible();
    await expect(history.getByText('Reason', { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // The restaurants table's Availability filter lists it (its name searched, among the paused ones).
    await page.goto(`/admin/restaurants?layout=table&search=${encodeURIComponent(restaurant.name)}`);
    await page.getByRole('button', { name: /Filter by Availability/ }).click();
    const pausedOption = page.getByRole('menuitemcheckbox', { name: /^Paused/ });
    await expect(pausedOption).toContainText('1');
    await pausedOption.click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/availability=%5B%22paused%22%5D/);
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: restaurant.name })).toHaveCount(
      1,
    );
    await page.goto(`/admin/restaurants/${restaurant.id}`);

    await ordersNow.getByRole('button', { name: 'Resume orders' }).click();
    await expect(ordersNow.getByText('Takes orders around the clock')).toBeVisible();
  } finally {
    await adminApi.send('DELETE', `/api/restaurants/${restaurant.id}`);
  }
});

/*
 * An admin sets a restaurant's week from its page: lunch and dinner on Monday, copied to every day,
 * then a night into Sunday morning on Saturday. The server holds exactly that, and the page's
 * "Orders now" says what the server says.
 */
test('an admin sets split and overnight hours, an exception and a closure, and the server keeps them', async ({
  page,
  adminApi,
}) => {
  const restaurant = await adminApi.createRestaurant({
    name: `E2E Hours ${Date.now().toString(36)}`,
    address: '4 Clock Lane',
    isActive: true,
  });
  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin/restaurants/${restaurant.id}`);
    await page
      .getByRole('region', { name: 'Orders now' })
      .getByRole('link', { name: 'Opening hours' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Opening hours' })).toBeVisible();

    // Open around the clock until set: each day one interval, 00:00-00:00.
    const monday = page.getByRole('group', { name: 'Monday' });
    await monday.getByRole('textbox', { name: 'Monday, interval 1: opens' }).fill('11:30');
    await monday.getByRole('textbox', { name: 'Monday, interval 1: closes' }).fill('14:30');
    await monday.getByRole('button', { name: 'Add hours' }).click();
    await expect(monday.getByRole('textbox', { name: 'Monday, interval 2: opens' })).toHaveValue('14:30');
    await monday.getByRole('textbox', { name: 'Monday, interval 2: opens' }).fill('18:30');
    await monday.getByRole('textbox', { name: 'Monday, interval 2: closes' }).fill('23:00');
    await monday.getByRole('button', { name: 'Copy to every day' }).click();

    const saturday = page.getByRole('group', { name: 'Saturday' });
    await saturday.getByRole('button', { name: 'Remove Saturday 18:30-23:00' }).click();
    await saturday.getByRole('button', { name: 'Add hours' }).click();
    await saturday.getByRole('textbox', { name: 'Saturday, interval 2: opens' }).fill('19:00');
    await saturday.getByRole('textbox', { name: 'Saturday, interval 2: closes' }).fill('02:00');
    await expect(saturday.getByText('next day')).toBeVisible();
    await page.getByLabel('Time zone').selectOption('Europe/Paris');

    // Christmas Eve closes early; the restaurant closes for two weeks in summer.
    await page.getByRole('button', { name: 'Add an exception' }).click();
    const eve = page.getByRole('group', { name: 'Exception 1' });
    await eve.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-12-24');
    await eve.getByRole('button', { name: 'Add hours' }).click();
    await eve.getByRole('textbox', { name: '2026-12-24, interval 1: closes' }).fill('15:00');
    await page.getByRole('button', { name: 'Add a closure' }).click();
    const summer = page.getByRole('group', { name: 'Closure 1' });
    await summer.getByRole('textbox', { name: 'From', exact: true }).fill('2027-08-01');
    await summer.getByRole('textbox', { name: 'To', exact: true }).fill('2027-08-15');
    await summer.getByRole('textbox', { name: 'Reason', exact: true }).fill('Summer holidays');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/restaurants/${restaurant.id}$`));
    const operations = await adminApi.get<{
      rules: {
        timeZone: string;
        week: { opens: string; closes: string }[][];
        exceptions: unknown[];
        closures: unknown[];
      };
      availability: { state: string };
    }>(`/api/restaurants/${restaurant.id}/operations`);
    const lunchAndDinner = [
      { opens: '11:30', closes: '14:30' },
      { opens: '18:30', closes: '23:00' },
    ];
    expect(operations.rules.timeZone).toBe('Europe/Paris');
    expect(operations.rules.week).toEqual([
      ...Array.from({ length: 5 }, () => lunchAndDinner),
      [lunchAndDinner[0], { opens: '19:00', closes: '02:00' }],
      lunchAndDinner,
    ]);
    expect(operations.rules.exceptions).toEqual([
      { date: '2026-12-24', yearly: false, intervals: [{ opens: '09:00', closes: '15:00' }], note: '' },
    ]);
    expect(operations.rules.closures).toEqual([
      { from: '2027-08-01', to: '2027-08-15', reason: 'Summer holidays' },
    ]);
    // No menu yet: whatever the hour, the page says what the server says.
    expect(operations.availability.state).toBe('no-menu');
    await expect(
      page.getByRole('region', { name: 'Orders now' }).getByText('No menu', { exact: true }),
    ).toBeVisible();
  } finally {
    await adminApi.send('DELETE', `/api/restaurants/${restaurant.id}`);
  }
});

/*
 * The acceptance timeout on the real stack (docs/api.md#operations): a customer places an order at
 * a restaurant that rejects what it has not accepted within a minute; nobody answers it, and the
 * platform rejects it on time, through its own job: the order's page shows it live, with the
 * reason in the timeline.
 */
test('a PENDING order nobody accepts in time is rejected by the platform, its reason in the timeline', async ({
  page,
  adminApi,
  request,
}) => {
  // The timeout is a minute; the job answers within seconds of it.
  test.setTimeout(150_000);
  const restaurant = await adminApi.createRestaurant({
    name: `E2E Timeout ${Date.now().toString(36)}`,
    address: '1 Slow Lane',
    isActive: true,
  });
  try {
    const menu = (await adminApi.send<{ id: number }>('POST', `/api/restaurants/${restaurant.id}/menus`, {
      restaurantId: restaurant.id,
      name: 'Lunch',
      isActive: true,
    })) as { id: number };
    const dish = (await adminApi.send<{ id: number }>('POST', `/api/menus/${menu.id}/dishes`, {
      name: 'Slow Soup',
      price: 7.5,
    })) as { id: number };
    const { rules } = await adminApi.get<{ rules: Record<string, unknown> }>(
      `/api/restaurants/${restaurant.id}/operations`,
    );
    await adminApi.send(
      'PUT',
      `/api/restaurants/${restaurant.id}/operations`,
      deliveringFrom(rules, PARIS, { acceptanceTimeoutMinutes: 1, acceptanceTimeoutAction: 'reject' }),
    );
    const customer = await ServerApi.as(request, DEMO_CUSTOMER);
    const order = (await customer.send<{ id: number; status: string }>('POST', '/api/orders', {
      restaurantId: restaurant.id,
      items: [{ dishId: dish.id, quantity: 2 }],
      ...NEAR_PARIS,
    })) as { id: number; status: string };
    expect(order.status).toBe('PENDING');

    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin/orders/${order.id}`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Placed' })).toBeVisible();
    // Nobody accepts it: a minute after its placement the platform rejects it, and the page hears it.
    const rejected = timeline.getByRole('listitem').filter({ hasText: 'Rejected' });
    await expect(rejected).toContainText('Reason: Not accepted in time', { timeout: 90_000 });
    const detail = await adminApi.get<{ status: string; history: { to: string; actorId: number | null }[] }>(
      `/admin/orders/${order.id}`,
    );
    expect(detail.status).toBe('REJECTED');
    expect(detail.history.at(-1)).toMatchObject({ to: 'REJECTED', actorId: null });
  } finally {
    // A restaurant with orders stays (it cannot be deleted): switched off, it takes no more.
    await adminApi.send('PUT', `/api/restaurants/${restaurant.id}`, {
      name: restaurant.name,
      address: restaurant.address,
      isActive: false,
    });
  }
});
