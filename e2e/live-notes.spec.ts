import { test, expect, isolateFromInternet, signIn } from './support/fixtures';
import { ServerApi, type Page } from './support/api';
import { DEMO_ADMIN, DEMO_OWNER } from './support/env';

/*
 * Every change of an order reaches the other pages open on it live (docs/requirements.md#req-live-updates),
 * staff notes included: a note is a row of its own, which leaves the order's version as it was, so
 * it travels as its own change (`orderNote`). An admin has the order open; the restaurant's owner,
 * in another browser, writes a note; the admin's timeline shows it without a reload.
 */
test("a staff note written in one browser appears on the order's page open in another", async ({
  page: adminPage,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await ServerApi.as(request, DEMO_OWNER);
  // A delivered order: the other journeys move pending ones, and a note is welcome on any order.
  const [order] = (await owner.get<Page<{ id: number }>>('/admin/orders', { status: 'DELIVERED', size: 1 }))
    .content;
  test.skip(order === undefined, 'the demo owner has no delivered order');
  const orderUrl = `/admin/orders/${order!.id}`;
  const note = `Live note ${Date.now().toString(36)}: extra napkins`;

  const ownerContext = await browser.newContext();
  await isolateFromInternet(ownerContext);
  const ownerPage = await ownerContext.newPage();
  try {
    await signIn(adminPage, DEMO_ADMIN);
    await adminPage.goto(orderUrl);
    const adminTimeline = adminPage.getByRole('region', { name: 'Timeline' });
    await expect(adminTimeline).toBeVisible();
    await expect(adminTimeline.getByText(note)).toHaveCount(0);

    await signIn(ownerPage, DEMO_OWNER);
    await ownerPage.goto(orderUrl);
    await ownerPage.getByRole('textbox', { name: 'Staff note' }).fill(note);
    await ownerPage.getByRole('button', { name: 'Add note' }).click();
    await expect(ownerPage.getByRole('region', { name: 'Timeline' }).getByText(note)).toBeVisible();

    // No reload on the admin's side: the live update brings it.
    await expect(adminTimeline.getByText(note)).toBeVisible({ timeout: 10_000 });
  } finally {
    await ownerContext.close();
  }
});
