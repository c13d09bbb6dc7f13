import { test, expect, isolateFromInternet, signIn } from './support/fixtures';
import { ServerApi, type Restaurant } from './support/api';
import { DEMO_ADMIN } from './support/env';
import { uniqueEmail } from './support/identity';

/*
 * Two admins edit the same restaurant (docs/requirements.md#req-versions and #req-live-updates):
 * A is typing when B saves; A's form says so at once, keeps what A typed, and A's save opens the
 * conflict dialog instead of overwriting B, where A keeps B's name and A's own address. Two browser
 * contexts are two separate sign-ins of two accounts.
 */
test("two admins save the same restaurant: A hears of B's save and merges instead of overwriting", async ({
  page: pageA,
  browser,
  request,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const token = Date.now().toString(36);
  const adminB = {
    email: uniqueEmail('admin-b'),
    password: 'second-admin',
    firstName: 'Bea',
    lastName: `Second ${token}`,
  };
  await ServerApi.registerAdmin(request, adminApi, adminB);
  const created = await adminApi.createRestaurant({
    name: `Conflict Cafe ${token}`,
    address: '1 Old Road',
    description: null,
    logoUrl: null,
    isActive: true,
  });
  const contextB = await browser.newContext();
  await isolateFromInternet(contextB);
  const pageB = await contextB.newPage();
  try {
    const editUrl = `/admin/restaurants/${created.id}/edit`;
    await signIn(pageA, DEMO_ADMIN);
    await signIn(pageB, adminB);
    await pageA.goto(editUrl);
    await pageB.goto(editUrl);
    await expect(pageA.getByLabel('Name')).toHaveValue(created.name);
    await expect(pageB.getByLabel('Name')).toHaveValue(created.name);

    await test.step('A starts changing the address; B renames it and saves', async () => {
      await pageA.getByLabel('Address').fill('2 New Road');
      await pageB.getByLabel('Name').fill(`Renamed by B ${token}`);
      await pageB.getByRole('button', { name: 'Save' }).click();
      await expect(pageB).toHaveURL(/\/admin\/restaurants(\?.*)?$/);
    });

    await test.step("A's form says who saved, without a reload, and keeps what A typed", async () => {
      await expect(
        pageA.getByRole('status').filter({
          hasText: `Updated by Bea Second ${token} just now. Your changes are kept: saving will show both versions.`,
        }),
      ).toBeVisible();
      await expect(pageA.getByLabel('Address')).toHaveValue('2 New Road');
      await expect(pageA.getByLabel('Name')).toHaveValue(created.name);
    });

    await test.step("A saves: the dialog shows B's name against A's; A merges", async () => {
      await pageA.getByRole('button', { name: 'Save' }).click();
      const dialog = pageA.getByRole('dialog', { name: 'Someone else saved changes' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('group', { name: 'Name' })).toBeVisible();
      await expect(dialog.getByRole('group', { name: 'Address' })).toBeVisible();
      await dialog.getByRole('radio', { name: `Theirs: Renamed by B ${token}` }).check();
      await dialog.getByRole('button', { name: 'Merge' }).click();
      await expect(pageA).toHaveURL(/\/admin\/restaurants(\?.*)?$/);
    });

    await test.step("the server has B's name and A's address, two versions on", async () => {
      const saved = await adminApi.get<Restaurant & { version: number }>(`/api/restaurants/${created.id}`);
      expect(saved).toMatchObject({ name: `Renamed by B ${token}`, address: '2 New Road', version: 3 });
    });
  } finally {
    await contextB.close();
    await adminApi.deleteRestaurant(created.id);
  }
});

test("A's restaurant list shows the restaurant B creates, without a reload, even before A's stream has opened", async ({
  page,
  request,
  adminApi,
}) => {
  const token = Date.now().toString(36);
  const adminB = {
    email: uniqueEmail('admin-b'),
    password: 'second-admin',
    firstName: 'Bea',
    lastName: `Live ${token}`,
  };
  await ServerApi.registerAdmin(request, adminApi, adminB);
  const apiB = await ServerApi.as(request, adminB);
  await signIn(page, DEMO_ADMIN);
  const name = `Live Noodles ${token}`;
  // B creates in the moment between A's first read and A's stream of changes opening: A's stream
  // starts from its reads' mark (docs/api.md#read-marks), so the server replays B's create to it.
  // The stream's request is held until B has created.
  let streamAsked = () => {};
  const asked = new Promise<void>((resolve) => (streamAsked = resolve));
  let releaseStream = () => {};
  const released = new Promise<void>((resolve) => (releaseStream = resolve));
  await page.route('**/api/events', async (route) => {
    streamAsked();
    await released;
    await route.continue();
  });
  await page.goto(`/admin/restaurants?search=${encodeURIComponent(name)}`);
  await expect(page.getByText('No restaurants found')).toBeVisible();
  await asked;
  const created = await apiB.createRestaurant({
    name,
    address: '3 Stream Street',
    description: null,
    logoUrl: null,
    isActive: true,
  });
  releaseStream();
  try {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  } finally {
    await adminApi.deleteRestaurant(created.id);
  }
});
