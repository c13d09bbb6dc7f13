import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen, waitFor } from 'storybook/test';
import { ADMIN_ONLY } from '@food-admin/api-client';
import { mockDb, overrides } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
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
  within(canvasElement).findByRole('table', { name: 'Users', ...(busy === undefined ? {} : { busy }) });

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'admin@demo.food' })).toBeVisible();
    await expect(canvas.getByText(/^Page 1 of/)).toBeVisible();
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
    await expect(await within(canvasElement).findByText('No users yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { users: overrides.error('users', 503, 'User directory is unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, 'User directory is unavailable'),
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
    <RoleGate roles={ADMIN_ONLY}>
      <UsersPage {...args} />
    </RoleGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('table', { name: 'Users' })).toBeNull();
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
    await canvas.findByRole('button', { name: 'Edit customer@demo.food' });
    const dialog = await openDialogWith(
      () => canvas.getByRole('button', { name: 'Edit customer@demo.food' }),
      'Edit user',
    );
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Courier' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const LastPage: Story = {
  args: { initial: { page: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 4 of 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const SearchWithoutResults: Story = { args: { initial: { search: 'nobody-has-this-email' } } };

export const EditRoleSaveError: Story = {
  parameters: {
    msw: { handlers: { updateUser: overrides.error('updateUser', 403, 'You cannot change your own role') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Edit admin@demo.food' });
    const dialog = await openDialogWith(
      () => canvas.getByRole('button', { name: 'Edit admin@demo.food' }),
      'Edit user',
    );
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Customer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('You cannot change your own role')).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Delete customer@demo.food' });
    await openDialogWith(
      () => canvas.getByRole('button', { name: 'Delete customer@demo.food' }),
      'Confirm deletion',
      'alertdialog',
    );
  },
};

/** A click on the Email header sorts by email; a second click reverses it (aria-sort follows). */
export const SortedByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    const sortButton = canvas.getByRole('button', { name: /^Email/ });
    await userEvent.click(sortButton);
    await expect(canvas.getByRole('columnheader', { name: /Email/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(sortButton);
    await expect(canvas.getByRole('columnheader', { name: /Email/ })).toHaveAttribute(
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

/** The role filter lists every role with its count; choosing ADMIN leaves only admins. */
export const FilteredByRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    await pickFacet(canvasElement, 'Role', 'ADMIN');
    await expect(await canvas.findByText(/^Page 1 of 1$/)).toBeVisible();
    const badges = canvas
      .getAllByRole('cell')
      .filter((cell) => /^(CUSTOMER|RESTAURANT|COURIER|ADMIN)$/.test(cell.textContent ?? ''));
    await expect(badges.every((cell) => cell.textContent === 'ADMIN')).toBe(true);
  },
};

/** Hidden columns come from the URL (`?hide=["phone"]`). */
export const PhoneColumnHidden: Story = {
  args: { initial: { hide: ['phone'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    await expect(canvas.queryByRole('columnheader', { name: 'Phone' })).toBeNull();
  },
};

/** Two users selected: the bulk bar offers the role changes and Delete; a role change asks first. */
export const BulkRoleChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select customer@demo.food' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select owner@demo.food' }));
    const bar = canvas.getByRole('region', { name: 'Bulk actions on users' });
    await expect(within(bar).getByText('2 selected')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Make courier' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByText('Give 2 users the role COURIER?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(bar).findByText('2 changed')).toBeVisible();
  },
};

/** No saved views yet: the dialog says so and offers to save the current one. */
export const NoSavedViews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'admin@demo.food' });
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved views' });
    await expect(await within(dialog).findByText('No saved views yet.')).toBeVisible();
  },
};

/** Saving the current view (sorted by email) lists it; opening it restores the sort. */
export const SaveAView: Story = {
  args: { initial: { sort: ['email,desc'], role: ['CUSTOMER'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('cell', { name: /@/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved views' });
    await userEvent.type(within(dialog).getByLabelText('Name of this view'), 'Customers Z-A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save current view' }));
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
    await expect(email).toHaveAttribute('data-label', 'Email');
    await expect(getComputedStyle(email, '::before').content).toBe('"Email"');
    await expect(email.getBoundingClientRect().height).toBeLessThan(48);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(await canvas.findByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // Finger-sized targets that do not overlap (WCAG 2.5.8): the select-all box and the first sort button.
    const selectAll = canvas.getByRole('checkbox', { name: /select all/i }).getBoundingClientRect();
    const firstSort = canvasElement.querySelector('thead .fa-table__sort')?.getBoundingClientRect();
    await expect(selectAll.width).toBeGreaterThanOrEqual(24);
    await expect(firstSort).toBeDefined();
    await expect(selectAll.right).toBeLessThanOrEqual(firstSort?.left ?? 0);
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
    await canvas.findByRole('button', { name: 'History of customer@demo.food' });
    const dialog = within(
      await openDialogWith(
        () => canvas.getByRole('button', { name: 'History of customer@demo.food' }),
        'History of customer@demo.food',
      ),
    );
    await expect(await dialog.findByText(/changed it/)).toBeVisible();
    const row = dialog.getByRole('row', { name: /Role/ });
    await expect(row).toHaveTextContent('CUSTOMER');
    await expect(row).toHaveTextContent('COURIER');
  },
};
