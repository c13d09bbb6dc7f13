import { test, expect, signIn, signOut } from './support/fixtures';
import { ServerApi, type Page } from './support/api';
import { DEMO_ADMIN, DEMO_OWNER } from './support/env';
import { signInWithPassword, uniqueEmail, verifyEmail } from './support/identity';

type Order = { id: number; status: string; restaurantId: number };

/*
 * A restaurant's team on the real stack (docs/requirements.md#req-permissions, docs/api.md#team):
 * the owner invites a new person to one restaurant's kitchen; they sign in with the verified account
 * of that email, accept, move that restaurant's order, and are refused its menu editor and another
 * restaurant's order.
 */
test('team: an owner invites a kitchen member, who moves their order and nothing else', async ({
  page,
  request,
}) => {
  test.slow();
  // A pending order of one of the demo owner's restaurants (each run takes the next one), and an
  // order of a restaurant that is not theirs.
  const owner = await ServerApi.as(request, DEMO_OWNER);
  const pending = await owner.get<Page<Order>>('/admin/orders', { status: 'PENDING', size: 1 });
  const order = pending.content[0];
  test.skip(order === undefined, 'the seed has no pending order of the demo owner left');
  const restaurantId = order!.restaurantId;
  const admin = await ServerApi.as(request, DEMO_ADMIN);
  const everyOrder = await admin.get<Page<Order>>('/admin/orders', { size: 100 });
  const ownerRestaurants = new Set(
    (
      await owner.get<Page<{ id: number }>>('/api/restaurants', { owner: 'me', page: 0, size: 100 })
    ).content.map((restaurant) => restaurant.id),
  );
  const elsewhere = everyOrder.content.find((candidate) => !ownerRestaurants.has(candidate.restaurantId));
  expect(elsewhere, 'an order of another owner').toBeDefined();

  // The person invited: a new account whose email the identity provider has verified.
  const cook = { email: uniqueEmail('cook'), password: 'kitchen-secret', firstName: 'Kit', lastName: 'Cook' };
  await ServerApi.register(request, cook);
  await verifyEmail((await signInWithPassword(cook.email, cook.password)).localId);

  await test.step('the owner invites them to the kitchen of the restaurant', async () => {
    await signIn(page, DEMO_OWNER);
    await page.goto(`/admin/restaurants/${restaurantId}`);
    await page.getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Team of / })).toBeVisible();
    await page.getByLabel('Email').fill(cook.email);
    await page.getByLabel('Permission set', { exact: true }).selectOption({ label: 'Kitchen' });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${cook.email}`)).toBeVisible();
    const pendingInvitations = page.getByRole('region', { name: 'Pending invitations' });
    await expect(pendingInvitations.getByText(cook.email)).toBeVisible();
    await signOut(page, DEMO_OWNER.name);
  });

  await test.step('the cook signs in and accepts', async () => {
    await signIn(page, cook);
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('button', { name: /^Accept the invitation of / }).click();
    await expect(page.getByText(/^You joined the team of /)).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Menus' })).toHaveCount(0);
  });

  await test.step("the cook accepts the restaurant's order", async () => {
    await page.goto(`/admin/orders/${order!.id}`);
    const actions = page.getByRole('group', { name: 'Order actions' });
    await actions.getByRole('button', { name: 'Accept' }).click();
    await expect(actions.getByRole('button', { name: 'Start preparing' })).toBeVisible();
    const now = await owner.get<Order>(`/admin/orders/${order!.id}`);
    expect(now.status).toBe('ACCEPTED');
  });

  await test.step("the menu editor and another restaurant's order stay closed to them", async () => {
    await page.goto(`/admin/restaurants/${restaurantId}/menu`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await page.goto(`/admin/orders/${elsewhere!.id}`);
    await expect(page.getByText('You can only work orders of your own restaurants')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Order actions' })).toHaveCount(0);
  });
});
