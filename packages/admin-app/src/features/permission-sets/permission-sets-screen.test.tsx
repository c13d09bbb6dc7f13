import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, type Permission, type PermissionSet } from '@food-admin/api-client';
import { mockDb, overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, mockServer, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// The Permission sets page (docs/api.md#permission-sets): the matrix of the catalogue's permissions
// by set, the built-in sets read-only, and the admins' own written through the dialog. The fixtures
// hold one admin-made set, Night shift (orders.view, orders.handle).

/** A text as the screen writes it, without the direction marks around a name (U+2066 to U+2069). */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const findMessage = (text: string) => screen.findByText((content) => plain(content) === text);

const setNamed = (name: string) =>
  mockDb.permissionSets.all().find((set) => set.name === name) as PermissionSet;
const matrix = async () => within(await screen.findByRole('table', { name: 'Permissions of each set' }));

/** Whether the matrix says the set in column `column` (0 = the first set) has the permission of row `label`. */
async function cellOf(label: string, setName: string): Promise<string> {
  const table = await matrix();
  const headers = table.getAllByRole('columnheader').map((header) => header.textContent ?? '');
  const column = headers.findIndex((header) => header.startsWith(setName));
  const row = table.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;
  return within(row).getAllByRole('cell')[column - 1]!.textContent ?? '';
}

/** A restaurant account holding, platform-wide, a set of `permissions` (users.manage among them). */
function platformHolder(permissions: Permission[]) {
  const user = mockDb.users.insert({
    uid: 'sets-rita',
    firstName: 'Rita',
    lastName: 'Sets',
    email: 'rita@sets.test',
    role: 'RESTAURANT',
  });
  const set = mockDb.permissionSets.insert({ name: 'People desk', permissions, builtIn: false });
  mockDb.memberships.insert({
    userId: user.id,
    restaurantId: null,
    permissionSetId: set.id,
    createdAt: new Date().toISOString(),
  });
  mockDb.actor = user.email;
  return { uid: user.uid, email: user.email, displayName: 'Rita Sets' };
}

describe('the Permission sets page, for an admin', () => {
  beforeEach(() => {
    mockDb.actor = DEMO_ADMIN.email;
  });

  it('shows the built-in sets read-only and the own set with its actions', async () => {
    await renderApp('/admin/permission-sets', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Permission sets' })).toBeVisible();
    const table = await matrix();
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Permission',
      'Administrator Built-in',
      'Owner Built-in',
      'Manager Built-in',
      'Kitchen Built-in',
      'Menu editor Built-in',
      'Support Built-in',
      'Finance Built-in',
      'Night shift',
    ]);
    expect(table.getByRole('rowheader', { name: /^Restaurant permissions/ })).toBeVisible();
    expect(table.getByRole('rowheader', { name: /^Platform permissions/ })).toBeVisible();
    expect(await cellOf('View orders', 'Night shift')).toBe('Yes');
    expect(await cellOf('Edit menus', 'Night shift')).toBe('–No');
    expect(await cellOf('Approve refunds', 'Finance')).toBe('Yes');
    expect(table.getByRole('button', { name: 'Edit Night shift' })).toBeVisible();
    expect(table.getByRole('button', { name: 'Delete Night shift' })).toBeVisible();
    expect(table.queryByRole('button', { name: 'Edit Kitchen' })).toBeNull();
    expect(screen.queryByText(/No sets of your own yet/)).toBeNull();
  });

  it('creates a set, its permissions in the catalogue order', async () => {
    const { user } = await renderApp('/admin/permission-sets', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'New set' }));
    const dialog = await screen.findByRole('dialog', { name: 'New permission set' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Weekend desk');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Moderate reviews' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'View orders' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create set' }));

    expect(await findMessage('Permission set Weekend desk created')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setNamed('Weekend desk')).toMatchObject({
      permissions: ['orders.view', 'reviews.moderate'],
      builtIn: false,
    });
    const table = await matrix();
    expect(await table.findByRole('columnheader', { name: 'Weekend desk' })).toBeVisible();
    expect(await cellOf('Moderate reviews', 'Weekend desk')).toBe('Yes');
  });

  it("shows the server's refusal of a taken name on the name field", async () => {
    const { user } = await renderApp('/admin/permission-sets', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'New set' }));
    const dialog = await screen.findByRole('dialog', { name: 'New permission set' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'night SHIFT');
    await user.click(within(dialog).getByRole('checkbox', { name: 'View orders' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create set' }));

    expect(await within(dialog).findByText(FIELD_MESSAGES.PERMISSION_SET_NAME_TAKEN)).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'New permission set' })).toBeVisible();
    expect(mockDb.permissionSets.all().filter((set) => !set.builtIn)).toHaveLength(1);
  });

  it('stays open while its save is on its way, Escape included', async () => {
    mockServer.use(overrides.loading('createPermissionSet'));
    const { user } = await renderApp('/admin/permission-sets', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'New set' }));
    const dialog = await screen.findByRole('dialog', { name: 'New permission set' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Weekend desk');
    await user.click(within(dialog).getByRole('checkbox', { name: 'View orders' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create set' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Create set' })).toHaveAttribute('aria-busy', 'true'),
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'New permission set' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('asks for a permission before sending anything', async () => {
    const { user } = await renderApp('/admin/permission-sets', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'New set' }));
    const dialog = await screen.findByRole('dialog', { name: 'New permission set' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Empty');
    await user.click(within(dialog).getByRole('button', { name: 'Create set' }));
    expect(await within(dialog).findByText('Choose at least one permission')).toBeVisible();
    expect(setNamed('Empty')).toBeUndefined();
  });

  it('edits the own set with its version, and starts again from a newer one', async () => {
    const { user } = await renderApp('/admin/permission-sets', { signedInAs: DEMO_ADMIN });
    await user.click(await (await matrix()).findByRole('button', { name: 'Edit Night shift' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit the permission set Night shift' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Night shift');
    expect(within(dialog).getByRole('checkbox', { name: 'Handle orders' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Handle orders' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pause orders' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findMessage('Permission set Night shift saved')).toBeVisible();
    expect(setNamed('Night shift')).toMatchObject({
      version: 2,
      permissions: ['restaurants.pause', 'orders.view'],
    });
    expect(await cellOf('Handle orders', 'Night shift')).toBe('–No');

    // Someone else changes it while the dialog is open: Save answers 412, the form shows their version.
    await user.click((await matrix()).getByRole('button', { name: 'Edit Night shift' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit the permission set Night shift' });
    mockDb.permissionSets.update(setNamed('Night shift').id, {
      permissions: ['orders.view', 'reviews.reply'],
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Edit menus' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/Someone else changed this set since you opened it/),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: 'Reply to reviews' })).toBeChecked(),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Edit menus' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Edit menus' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setNamed('Night shift')).toMatchObject({
      version: 4,
      permissions: ['menus.edit', 'orders.view', 'reviews.reply'],
    });
  });

  it('deletes a set after confirming; one in use stays, and a toast says why', async () => {
    const nightShift = setNamed('Night shift');
    mockDb.memberships.insert({
      userId: 6,
      restaurantId: 1,
      permissionSetId: nightShift.id,
      createdAt: new Date().toISOString(),
    });
    const { user } = await renderApp('/admin/permission-sets', { signedInAs: DEMO_ADMIN });
    await user.click(await (await matrix()).findByRole('button', { name: 'Delete Night shift' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete the permission set' });
    expect(plain(dialog.textContent ?? '')).toContain('Delete the permission set Night shift?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findMessage('Night shift was not deleted')).toBeVisible();
    expect(
      await screen.findByText('People hold this set or are invited with it: give them another set first'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mockDb.permissionSets.find(nightShift.id)).toBeDefined();

    // Nobody holds it any more: it goes.
    mockDb.memberships.load(
      mockDb.memberships.all().filter((membership) => membership.permissionSetId !== nightShift.id),
    );
    await user.click((await matrix()).getByRole('button', { name: 'Delete Night shift' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete the permission set' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findMessage('Permission set Night shift deleted')).toBeVisible();
    expect(mockDb.permissionSets.find(nightShift.id)).toBeUndefined();
    expect(await screen.findByText(/No sets of your own yet/)).toBeVisible();
  });
});

describe('the way to the Permission sets page', () => {
  it("is a link in the Staff page's header", async () => {
    mockDb.actor = DEMO_ADMIN.email;
    const { user, history } = await renderApp('/admin/staff', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('link', { name: 'Permission sets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Permission sets' })).toBeVisible();
    expect(history.location.pathname).toBe('/admin/permission-sets');
  });
});

describe('the Permission sets page, for a restaurant account holding users.manage platform-wide', () => {
  it('offers only the permissions they hold, and no Edit for a set holding more', async () => {
    const signIn = platformHolder(['orders.view', 'users.manage']);
    const { user } = await renderApp('/admin/permission-sets', { signedInAs: signIn });
    const table = await matrix();
    expect(await table.findByRole('button', { name: 'Edit People desk' })).toBeVisible();
    // Night shift holds orders.handle, which they do not hold: the server would refuse the change.
    expect(table.queryByRole('button', { name: 'Edit Night shift' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New set' }));
    const dialog = await screen.findByRole('dialog', { name: 'New permission set' });
    expect(within(dialog).getByRole('checkbox', { name: 'View orders' })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Manage people' })).toBeEnabled();
    const refunds = within(dialog).getByRole('checkbox', { name: 'Approve refunds' });
    expect(refunds).toBeDisabled();
    expect(refunds).toHaveAccessibleDescription(/You do not hold it platform-wide/);
    expect(within(dialog).getByRole('checkbox', { name: 'Handle orders' })).toBeDisabled();
  });
});

describe('the Permission sets page, for whoever lacks users.manage platform-wide', () => {
  it('is not allowed for a restaurant owner', async () => {
    mockDb.actor = DEMO_OWNER.email;
    await renderApp('/admin/permission-sets', { signedInAs: DEMO_OWNER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
