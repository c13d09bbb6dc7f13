import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen, waitFor } from 'storybook/test';
import { ROLES } from '@food-admin/api-client';
import { isolatedText, ltrText } from '@food-admin/ui';
import { mockDb, overrides } from '@food-admin/mocks';
import { PermissionGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import { apiError, containing, kit, roleName, startingWith, t } from '@/stories/texts';
import type { ListSearch } from '@/shared/lists/list-search';
import { UsersScreen } from './users-screen';
import { expectNotAllowed, expectRetryableError, openDialogWith, pickFacet } from '@/stories/expectations';

function UsersPage({ initial }: { initial: ListSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <UsersScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Users',
  component: UsersPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        validation: 'no form: a role is picked from a list',
        'not-found': 'a list, not a page of one record',
      },
    },
  },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof UsersPage>;

const usersTable = (canvasElement: HTMLElement, busy?: boolean) =>
  within(canvasElement).findByRole('table', {
    name: t('users.tableLabel'),
    ...(busy === undefined ? {} : { busy }),
  });

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'admin@demo.food' })).toBeVisible();
    await expect(canvas.getByText(kit('pageOf', 1, 4))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { users: overrides.loading('users') } }, matrix: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await usersTable(canvasElement, true)).toBeVisible();
    await expect(within(canvasElement).queryByRole('cell', { name: 'admin@demo.food' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { users: overrides.empty('users') } }, matrix: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('users.empty'))).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { users: overrides.error('users', 503, 'User directory is unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) =>
    expectRetryableError(canvasElement, apiError(503, 'User directory is unavailable')),
};

/** The users answer late (the mocks' slow override): the table is busy, then the rows come. */
export const Slow: Story = {
  parameters: { msw: { handlers: { users: overrides.slow('users') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(await usersTable(canvasElement, true)).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('cell', { name: 'admin@demo.food' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A restaurant owner opens /admin/users: the route's RoleGate answers "Not allowed". */
export const NotAllowedForOwner: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <PermissionGate permission="users.manage">
      <UsersPage {...args} />
    </PermissionGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('table', { name: t('users.tableLabel') })).toBeNull();
  },
};

/** Saving a new role: the dialog's Save is busy until the server answers (here it never does). */
export const SavingRole: Story = {
  parameters: {
    msw: { handlers: { updateUser: overrides.loading('updateUser') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: t('users.edit', { email: 'customer@demo.food' }) });
    const dialog = await openDialogWith(
      () => canvas.getByRole('button', { name: t('users.edit', { email: 'customer@demo.food' }) }),
      kit('editUser'),
    );
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: kit('roleLabel', 'COURIER') }));
    await userEvent.click(within(dialog).getByRole('button', { name: kit('save') }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: kit('save') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const LastPage: Story = {
  args: { initial: { page: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(kit('pageOf', 4, 4))).toBeVisible();
    await expect(canvas.getByRole('button', { name: kit('next') })).toBeDisabled();
  },
};

export const SearchWithoutResults: Story = { args: { initial: { search: 'nobody-has-this-email' } } };

export const EditRoleSaveError: Story = {
  parameters: {
    msw: { handlers: { updateUser: overrides.error('updateUser', 403, 'You cannot change your own role') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: t('users.edit', { email: 'admin@demo.food' }) });
    const dialog = await openDialogWith(
      () => canvas.getByRole('button', { name: t('users.edit', { email: 'admin@demo.food' }) }),
      kit('editUser'),
    );
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: kit('roleLabel', 'CUSTOMER') }));
    await userEvent.click(within(dialog).getByRole('button', { name: kit('save') }));
    await expect(
      await within(dialog).findByText(apiError(403, 'You cannot change your own role')),
    ).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: t('users.delete', { email: 'customer@demo.food' }) });
    await openDialogWith(
      () => canvas.getByRole('button', { name: t('users.delete', { email: 'customer@demo.food' }) }),
      kit('confirmDeletion'),
      'alertdialog',
    );
  },
};

/** A click on the Email header sorts by email; a second click reverses it (aria-sort follows). */
export const SortedByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    const sortButton = canvas.getByRole('button', { name: startingWith(t('users.email')) });
    await userEvent.click(sortButton);
    await expect(canvas.getByRole('columnheader', { name: containing(t('users.email')) })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(sortButton);
    await expect(canvas.getByRole('columnheader', { name: containing(t('users.email')) })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The rows follow once the sorted page has arrived.
    await waitFor(async () => {
      const emails = canvas
        .getAllByRole('cell', { name: /@/ })
        .map((cell) => cell.textContent ?? '')
        .filter((text) => text.includes('@'));
      await expect(emails).toEqual([...emails].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? 1 : -1)));
    });
  },
};

/** The role filter lists every role with its count; choosing ADMIN leaves only admins (their badges). */
export const FilteredByRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    await pickFacet(canvasElement, t('users.role'), roleName('ADMIN'));
    await expect(await canvas.findByText(kit('pageOf', 1, 1))).toBeVisible();
    const roles = ROLES.map(roleName);
    const badges = canvas.getAllByRole('cell').filter((cell) => roles.includes(cell.textContent ?? ''));
    await expect(badges.length).toBeGreaterThan(0);
    await expect(badges.every((cell) => cell.textContent === roleName('ADMIN'))).toBe(true);
  },
};

/** Hidden columns come from the URL (`?hide=["phone"]`). */
export const PhoneColumnHidden: Story = {
  args: { initial: { hide: ['phone'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    await expect(canvas.queryByRole('columnheader', { name: t('users.phone') })).toBeNull();
  },
};

/** Two users selected: the bulk bar offers the role changes and Delete; a role change asks first. */
export const BulkRoleChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    await userEvent.click(canvas.getByRole('checkbox', { name: kit('selectRow', 'customer@demo.food') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: kit('selectRow', 'owner@demo.food') }));
    const bar = canvas.getByRole('region', { name: t('users.bulkLabel') });
    await expect(within(bar).getByText(kit('selectedCount', 2))).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: t('users.bulk.makeCourier') }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(
      within(dialog).getByText(t('users.bulk.setRoleConfirm', { count: 2, role: roleName('COURIER') })),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await expect(await within(bar).findByText(kit('bulkResult', 2, 0))).toBeVisible();
  },
};

/**
 * A bulk role change offers Undo on its toast: each user gets back the role they had, unless
 * someone changed them since (If-Match per user): that one is left as it is and counted as refused.
 */
export const BulkRoleChangeUndone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const byEmail = (email: string) => mockDb.users.all().find((user) => user.email === email);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    for (const email of ['customer@demo.food', 'owner@demo.food', 'courier@demo.food'])
      await userEvent.click(canvas.getByRole('checkbox', { name: kit('selectRow', email) }));
    const bar = canvas.getByRole('region', { name: t('users.bulkLabel') });
    await userEvent.click(within(bar).getByRole('button', { name: t('users.bulk.makeAdmin') }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await expect(await within(bar).findByText(kit('bulkResult', 3, 0))).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Someone else changes the courier meanwhile.
    const courier = byEmail('courier@demo.food');
    if (courier) mockDb.users.update(courier.id, { role: 'CUSTOMER' });

    const undo = await screen.findByRole('button', { name: t('lists.bulk.undo') });
    await waitFor(() => expect(undo).toBeVisible());
    await userEvent.click(undo);
    await expect(await screen.findByText(t('lists.bulk.undone', { changed: 2 }))).toBeVisible();
    await expect(byEmail('customer@demo.food')?.role).toBe('CUSTOMER');
    await expect(byEmail('owner@demo.food')?.role).toBe('RESTAURANT');
    await expect(byEmail('courier@demo.food')?.role).toBe('CUSTOMER');
  },
};

/** No saved views yet: the dialog says so and offers to save the current one. */
export const NoSavedViews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    await userEvent.click(canvas.getByRole('button', { name: t('lists.views.button') }));
    const dialog = await screen.findByRole('dialog', { name: t('lists.views.title') });
    await expect(await within(dialog).findByText(t('lists.views.empty'))).toBeVisible();
  },
};

/** Saving the current view (sorted by email) lists it; opening it restores the sort. */
export const SaveAView: Story = {
  args: { initial: { sort: ['email,desc'], role: ['CUSTOMER'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('cell', { name: /@/ });
    await userEvent.click(canvas.getByRole('button', { name: t('lists.views.button') }));
    const dialog = await screen.findByRole('dialog', { name: t('lists.views.title') });
    await userEvent.type(within(dialog).getByLabelText(t('lists.views.name')), 'Customers Z-A');
    await userEvent.click(within(dialog).getByRole('button', { name: t('lists.views.save') }));
    await expect(await within(dialog).findByRole('button', { name: 'Customers Z-A' })).toBeVisible();
  },
};

/**
 * A phone (390x844): rows are cards with each value after its column's name, an email on one
 * line, the actions visible, nothing scrolling sideways; the sidebar gives way to the menu button.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const email = await canvas.findByRole('cell', { name: 'admin@demo.food' });
    await expect(email).toBeVisible();
    // The column's name is shown before the value (the cell's ::before reads data-label).
    await expect(email).toHaveAttribute('data-label', t('users.email'));
    await expect(getComputedStyle(email, '::before').content).toBe(JSON.stringify(t('users.email')));
    await expect(email.getBoundingClientRect().height).toBeLessThan(48);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(await canvas.findByRole('button', { name: kit('openNavigation') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: kit('mainNavigation') })).not.toBeInTheDocument();
    // Finger-sized targets that do not overlap (WCAG 2.5.8): the select-all box and the first sort button.
    const selectAll = canvas.getByRole('checkbox', { name: kit('selectAllOnPage') }).getBoundingClientRect();
    const firstSort = canvasElement.querySelector('thead .fa-table__sort')?.getBoundingClientRect();
    await expect(selectAll.width).toBeGreaterThanOrEqual(24);
    await expect(firstSort).toBeDefined();
    // Side by side in the reading direction: the box first, at the right in Arabic.
    if (document.dir === 'rtl') await expect(selectAll.left).toBeGreaterThanOrEqual(firstSort?.right ?? 0);
    else await expect(selectAll.right).toBeLessThanOrEqual(firstSort?.left ?? 0);
  },
};

/** A user has no page: their History opens from the row (docs/requirements.md#req-history). */
export const UserHistory: Story = {
  beforeEach: () => {
    const customer = mockDb.users.all().find((user) => user.email === 'customer@demo.food');
    if (customer) mockDb.users.update(customer.id, { role: 'COURIER' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: t('users.history', { email: 'customer@demo.food' }) });
    const dialog = within(
      await openDialogWith(
        () => canvas.getByRole('button', { name: t('users.history', { email: 'customer@demo.food' }) }),
        t('history.of', { name: ltrText('customer@demo.food') }),
      ),
    );
    await expect(await dialog.findByText(containing(t('history.changed')))).toBeVisible();
    const row = dialog.getByRole('row', { name: containing(t('users.role')) });
    await expect(row).toHaveTextContent(roleName('CUSTOMER'));
    await expect(row).toHaveTextContent(roleName('COURIER'));
  },
};

/** Opens "What they can do" from the details of `email`'s row, titled with `name`. */
const openAccessOf = async (canvasElement: HTMLElement, email: string, name: string) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('users.view', { email }) });
  const details = await openDialogWith(
    () => canvas.getByRole('button', { name: t('users.view', { email }) }),
    kit('userDetails'),
  );
  return openDialogWith(
    () => within(details).getByRole('button', { name: t('users.access') }),
    t('permissionSets.access.title', { name: isolatedText(name) }),
  );
};

/** What a member of the platform's staff can do: their set, platform-wide, and its permissions. */
export const WhatTheyCanDo: Story = {
  args: { initial: { search: 'amelia' } },
  play: async ({ canvasElement }) => {
    const dialog = await openAccessOf(canvasElement, 'amelia.kowalski@example.com', 'Amelia Kowalski');
    const support = await within(dialog).findByRole('region', {
      name: t('permissionSets.access.platformWide', { set: t('team.set.Support') }),
    });
    await expect(within(support).getByText(t('permissionSets.perm.reviewsModerate'))).toBeVisible();
  },
};

/** An owner: their restaurants by name, and the Owner set's permissions on them. */
export const WhatAnOwnerCanDo: Story = {
  args: { initial: { search: 'owner@demo.food' } },
  play: async ({ canvasElement }) => {
    const dialog = await openAccessOf(canvasElement, 'owner@demo.food', 'Oscar Owner');
    await expect(
      await within(dialog).findByText(t('permissionSets.perm.staffManage'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The answer on its way: the dialog says so to screen readers, skeletons for the eye. */
export const WhatTheyCanDoLoading: Story = {
  args: { initial: { search: 'amelia' } },
  parameters: { msw: { handlers: { userAccess: overrides.loading('userAccess') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAccessOf(canvasElement, 'amelia.kowalski@example.com', 'Amelia Kowalski');
    await expect(
      within(dialog).getByRole('status', { name: t('permissionSets.access.loading') }),
    ).toBeVisible();
  },
};

/** The answer failed: the server's message, with Retry. */
export const WhatTheyCanDoError: Story = {
  args: { initial: { search: 'amelia' } },
  parameters: {
    msw: { handlers: { userAccess: overrides.error('userAccess', 503, 'Staff directory is unavailable') } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAccessOf(canvasElement, 'amelia.kowalski@example.com', 'Amelia Kowalski');
    await expect(
      await within(dialog).findByText(apiError(503, 'Staff directory is unavailable')),
    ).toBeVisible();
  },
};
