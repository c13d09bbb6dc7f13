import { test, expect, signIn } from './support/fixtures';
import { DEMO_ADMIN, DEMO_COURIER } from './support/env';

/*
 * The couriers screen and the dashboard's trends on the real stack (docs/requirements.md#req-couriers,
 * docs/requirements.md#req-dashboard-trends).
 */

test('couriers: an admin switches the demo courier off and on, and it stays so after a reload', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Couriers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Couriers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Couriers' });
  const toggle = table.getByRole('switch', { name: `${DEMO_COURIER.name}: Available` });
  await expect(toggle).toBeChecked();
  // The seed gives the demo courier deliveries in progress; the count opens their orders.
  const active = table.getByRole('link', { name: new RegExp(`active deliveries of ${DEMO_COURIER.name}$`) });
  await expect(active).not.toHaveText('0');

  await toggle.click();
  await expect(page.getByText(`${DEMO_COURIER.name} is unavailable`)).toBeVisible();
  await page.reload();
  await expect(table.getByRole('switch', { name: `${DEMO_COURIER.name}: Available` })).not.toBeChecked();
  await table.getByRole('switch', { name: `${DEMO_COURIER.name}: Available` }).click();
  await expect(page.getByText(`${DEMO_COURIER.name} is available`)).toBeVisible();

  await active.click();
  await expect(page).toHaveURL(/\/admin\/orders\?courierId=/);
  await expect(page.getByRole('button', { name: /^Remove filter: Courier #/ })).toBeVisible();
});

test('dashboard: the range changes the cards and charts and stays in the URL, and Needs attention leads to the pending reviews', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  const trends = page.getByRole('region', { name: 'Trends' });
  const ordersChart = trends.getByRole('img', { name: /orders from .* busiest day/ });
  // Orders, revenue, net of refunds and rating, each against the period before.
  await expect(trends.getByText(/previous 30 days$/)).toHaveCount(4);
  await expect(trends.getByText('Net of refunds')).toBeVisible();
  const thirtyDays = await ordersChart.getAttribute('aria-label');
  await trends.getByRole('radiogroup', { name: 'Range' }).getByRole('radio', { name: '7 days' }).check();
  await expect(page).toHaveURL(/\/admin\?range=7d$/);
  await expect(trends.getByText(/previous 7 days$/)).toHaveCount(4);
  await expect(ordersChart).not.toHaveAttribute('aria-label', thirtyDays ?? '');
  await expect(ordersChart.locator('rect')).toHaveCount(7);

  // The data behind a chart, as a table.
  await trends.getByRole('button', { name: 'Show data: Orders per day' }).click();
  await expect(trends.getByRole('table', { name: 'Orders per day' }).getByRole('row')).toHaveCount(8);

  // Custom dates start as the range shown and come back with a reload.
  await trends.getByRole('radio', { name: 'Custom' }).check();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await page.reload();
  await expect(trends.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect(trends.getByText(/previous 7 days$/)).toHaveCount(4);

  const attention = page.getByRole('region', { name: 'Needs attention' });
  await attention.getByRole('link', { name: /reviews? awaiting moderation$/ }).click();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(
    page.getByRole('tablist', { name: 'Review status' }).getByRole('tab', { name: /^Pending/ }),
  ).toHaveAttribute('aria-selected', 'true');
});
