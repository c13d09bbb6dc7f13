import { test, expect, signIn } from './support/fixtures';
import { DEMO_ADMIN } from './support/env';

/*
 * A restaurant's operations on the real stack (docs/requirements.md#req-operations): an admin
 * pauses its orders for 30 minutes from its page; the page and the API agree, the restaurants
 * table's Pause filter lists it, and Resume ends the pause.
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

    // The restaurants table's Pause filter lists it (its name searched, among the paused ones).
    await page.goto(`/admin/restaurants?layout=table&search=${encodeURIComponent(restaurant.name)}`);
    await page.getByRole('button', { name: /Filter by Pause/ }).click();
    const pausedOption = page.getByRole('menuitemcheckbox', { name: /^Paused/ });
    await expect(pausedOption).toContainText('1');
    await pausedOption.click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/paused=%5Btrue%5D/);
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
