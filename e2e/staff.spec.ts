import { test, expect, signIn, signOut } from './support/fixtures';
import { ServerApi, type Page } from './support/api';
import { DEMO_ADMIN } from './support/env';
import { signInWithPassword, uniqueEmail, verifyEmail } from './support/identity';

type Order = { id: number; restaurantId: number };

/*
 * The platform's staff on the real stack (docs/api.md#staff): an admin invites a new person to the
 * staff as Finance from the Staff page; they sign in with the verified account of that email,
 * accept, and read every restaurant's orders and refunds, but not the users; the admin then reads
 * what they can do in their details on the Users page.
 */
test('staff: an admin invites a Finance member, who reads every restaurant and not the users', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await ServerApi.as(request, DEMO_ADMIN);
  const orders = await admin.get<Page<Order>>('/admin/orders', { size: 50 });
  const restaurants = new Set(orders.content.map((order) => order.restaurantId));
  expect(restaurants.size, 'orders of several restaurants').toBeGreaterThan(1);

  const person = {
    email: uniqueEmail('finance'),
    password: 'finance-secret',
    firstName: 'Fin',
    lastName: 'Ance',
  };
  await ServerApi.register(request, person);
  await verifyEmail((await signInWithPassword(person.email, person.password)).localId);

  await test.step('the admin invites them from the Staff page', async () => {
    await signIn(page, DEMO_ADMIN);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Sam Support' })).toBeVisible();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Permission set', { exact: true }).selectOption({ label: 'Finance' });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${person.email}`)).toBeVisible();
    await signOut(page, DEMO_ADMIN.name);
  });

  await test.step('they accept and read every restaurant, not the users', async () => {
    await signIn(page, person);
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('button', { name: "Accept the invitation to the platform's staff" }).click();
    await expect(page.getByText("You joined the platform's staff")).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Refunds' })).toBeVisible();
    const mine = await ServerApi.as(request, person);
    const seen = await mine.get<Page<Order>>('/admin/orders', { size: 50 });
    expect(new Set(seen.content.map((order) => order.restaurantId)).size).toBeGreaterThan(1);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await signOut(page, `${person.firstName} ${person.lastName}`);
  });

  await test.step("the admin reads what they can do from the user's details", async () => {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users by email' }).fill(person.email);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: `View ${person.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'What they can do' }).click();
    const access = page.getByRole('dialog', { name: /What .*Fin Ance.* can do/ });
    const holding = access.getByRole('region', { name: 'Finance, platform-wide' });
    await expect(holding.getByText('Approve refunds')).toBeVisible();
    await expect(access.getByText(/^Owner of/)).toHaveCount(0);
  });
});
