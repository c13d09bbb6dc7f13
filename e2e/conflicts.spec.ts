import { test, expect, isolateFromInternet, signIn } from './support/fixtures';
import { DEMO_ADMIN } from './support/env';
import type { Restaurant } from './support/api';

/*
 * Two admins edit the same restaurant (docs/requirements.md#req-versions): the later save does not
 * silently overwrite the earlier one; it opens the conflict dialog, where A keeps B's name and A's
 * own address. Two browser contexts are two separate sign-ins.
 */
test('two admins save the same restaurant: the second merges instead of overwriting', async ({
  page: pageA,
  browser,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const token = Date.now().toString(36);
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
    await signIn(pageB, DEMO_ADMIN);
    await pageA.goto(editUrl);
    await pageB.goto(editUrl);
    await expect(pageA.getByLabel('Name')).toHaveValue(created.name);
    await expect(pageB.getByLabel('Name')).toHaveValue(created.name);

    await test.step('B renames it and saves', async () => {
      await pageB.getByLabel('Name').fill(`Renamed by B ${token}`);
      await pageB.getByRole('button', { name: 'Save' }).click();
      await expect(pageB).toHaveURL(/\/admin\/restaurants(\?.*)?$/);
    });

    await test.step("A changes the address and saves: the dialog shows B's name against A's", async () => {
      await pageA.getByLabel('Address').fill('2 New Road');
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
