import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { STAFF } from '@food-admin/api-client';
import { mockDb, overrides } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_COURIER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import type { LayoutSearch } from '@/shared/lists/list-layout';
import { RestaurantsScreen } from './restaurants-screen';
import { expectNotAllowed, expectRetryableError, openDialogWith, pickFacet } from '@/stories/expectations';

function RestaurantsPage({ initial }: { initial: LayoutSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <RestaurantsScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Restaurants',
  component: RestaurantsPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        validation: 'no form: restaurants are edited on their own page',
        'not-found': 'a list, not a page of one record',
      },
    },
  },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof RestaurantsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Trattoria Bella Vista' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { restaurants: overrides.loading('restaurants') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Restaurants', busy: true }),
    ).toBeVisible();
  },
};

/** The restaurants answer late (the mocks' slow override): the grid is busy, then the cards come. */
export const Slow: Story = {
  parameters: {
    msw: { handlers: { restaurants: overrides.slow('restaurants') } },
    matrix: { state: 'slow' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Restaurants', busy: true })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Trattoria Bella Vista' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A courier opens /admin/restaurants: the route's RoleGate answers "Not allowed". */
export const NotAllowedForCourier: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_COURIER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <RoleGate roles={STAFF}>
      <RestaurantsPage {...args} />
    </RoleGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'COURIER');
    await expect(within(canvasElement).queryByRole('list', { name: 'Restaurants' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { restaurants: overrides.empty('restaurants') } },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No restaurants yet')).toBeVisible();
  },
};

export const SearchWithoutResults: Story = { args: { initial: { search: 'no such place' } } };

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { restaurants: overrides.error('restaurants', 500, 'Database is down') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, 'Database is down'),
};

/** Sakura Sushi Bar's card's Delete button, looked up afresh (the card may re-render). */
const sakuraDelete = (canvasElement: HTMLElement) => () => {
  const card = within(canvasElement).getByRole('link', { name: 'Sakura Sushi Bar' }).closest('article');
  return within(card as HTMLElement).getByRole('button', { name: /Delete/ });
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Sakura Sushi Bar' });
    await openDialogWith(sakuraDelete(canvasElement), 'Confirm deletion', 'alertdialog');
  },
};

/** The toast after a delete offers Undo, which restores it from the trash (docs/requirements.md#req-trash). */
export const DeleteThenUndo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Sakura Sushi Bar' });
    const dialog = await openDialogWith(sakuraDelete(canvasElement), 'Confirm deletion', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Sakura Sushi Bar' })).toBeNull());
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toBeVisible());
    await userEvent.click(undo);
    await expect(await canvas.findByRole('link', { name: 'Sakura Sushi Bar' })).toBeVisible();
    await expect(mockDb.restaurants.find(2)?.name).toBe('Sakura Sushi Bar');
  },
};

/** Deleting: Confirm is busy until the server answers (here it never does). */
export const Deleting: Story = {
  parameters: {
    msw: { handlers: { deleteRestaurant: overrides.loading('deleteRestaurant') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Sakura Sushi Bar' });
    const dialog = await openDialogWith(sakuraDelete(canvasElement), 'Confirm deletion', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: { deleteRestaurant: overrides.error('deleteRestaurant', 409, 'Restaurant has open orders') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Sakura Sushi Bar' });
    const dialog = await openDialogWith(sakuraDelete(canvasElement), 'Confirm deletion', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByText('Restaurant has open orders')).toBeVisible();
  },
};

// The table layout (`?layout=table`).

/** The name column's texts, top to bottom (the first cell is the row's checkbox). */
const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');

const selectTwo = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('link', { name: 'Trattoria Bella Vista' });
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Trattoria Bella Vista' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Sakura Sushi Bar' }));
  return canvas.getByRole('region', { name: 'Bulk actions on restaurants' });
};

/** The Table toggle switches the grid to the table; the toggle says which layout is on. */
export const SwitchToTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Trattoria Bella Vista' });
    const toggle = () => canvas.getByRole('group', { name: 'Restaurants layout' });
    await expect(within(toggle()).getByRole('button', { name: 'Grid' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(toggle()).getByRole('button', { name: 'Table' }));
    // The table is another view with its own toggle; the focus follows to its pressed button.
    const table = within(toggle()).getByRole('button', { name: 'Table' });
    await expect(table).toHaveAttribute('aria-pressed', 'true');
    await expect(table).toHaveFocus();
    await expect(within(toggle()).getByRole('button', { name: 'Grid' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(await canvas.findByRole('table', { name: 'Restaurants' })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'Trattoria Bella Vista' })).toBeVisible();
  },
};

/** Ten rows a page: Name, Address, Active, with Edit and Delete per row. */
export const Table: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Trattoria Bella Vista' })).toBeVisible();
    await expect(canvas.getByText(/^Page 1 of 3$/)).toBeVisible();
    for (const header of ['Name', 'Address', 'Active', 'Actions']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Edit Trattoria Bella Vista' })).toHaveAttribute(
      'href',
      '/admin/restaurants/1/edit',
    );
  },
};

export const TableLoading: Story = {
  args: { initial: { layout: 'table' } },
  parameters: {
    msw: { handlers: { restaurants: overrides.loading('restaurants') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Restaurants', busy: true }),
    ).toBeVisible();
  },
};

/** Name, clicked twice: descending (aria-sort follows), and the rows with it. */
export const TableSortedByName: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Trattoria Bella Vista' });
    const sortButton = canvas.getByRole('button', { name: /^Name/ });
    await userEvent.click(sortButton);
    await userEvent.click(sortButton);
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(async () => {
      const shown = names(canvasElement);
      await expect(shown[0]).toBe('Trattoria Bella Vista');
      await expect(shown).toEqual([...shown].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? 1 : -1)));
    });
  },
};

/** Status: Inactive, with the counts per value; only inactive restaurants remain. */
export const TableFilteredInactive: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Trattoria Bella Vista' });
    await pickFacet(canvasElement, 'Status', 'Inactive');
    await expect(await canvas.findByText(/^Page 1 of 1$/)).toBeVisible();
    const badges = canvas
      .getAllByRole('cell')
      .filter((cell) => /^(Active|Inactive)$/.test(cell.textContent ?? ''));
    await expect(badges.length).toBeGreaterThan(0);
    await expect(badges.every((cell) => cell.textContent === 'Inactive')).toBe(true);
  },
};

/** Two rows selected: the bulk bar counts them and offers Activate, Deactivate and Delete. */
export const TableTwoSelected: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await expect(within(bar).getByText('2 selected')).toBeVisible();
    for (const action of ['Activate', 'Deactivate', 'Delete']) {
      await expect(within(bar).getByRole('button', { name: action })).toBeEnabled();
    }
  },
};

/** Deactivate asks first, then both rows are inactive: '2 changed'. */
export const TableBulkDeactivated: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await userEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate' });
    await expect(within(dialog).getByText('Deactivate 2 restaurants?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(bar).findByText('2 changed')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const row = within(canvasElement).getByRole('row', { name: /Sakura Sushi Bar/ });
    await expect(await within(row).findByText('Inactive')).toBeVisible();
  },
};

/** Every fixture restaurant has orders: a bulk delete refuses both rows, each with the reason. */
export const TableBulkDeleteRefused: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    await expect(
      within(dialog).getByText('Delete 2 restaurants with their menus and dishes? This cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(bar).findByText('0 changed, 2 refused')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const refused = within(bar).getByRole('list', { name: 'Refused' });
    await expect(within(refused).getByText('Trattoria Bella Vista')).toBeVisible();
    await expect(within(refused).getByText('Sakura Sushi Bar')).toBeVisible();
  },
};

export const TableEmpty: Story = {
  args: { initial: { layout: 'table' } },
  parameters: {
    msw: { handlers: { restaurants: overrides.empty('restaurants') } },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No restaurants yet')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Add Restaurant' }).length).toBe(2);
  },
};

/** A phone (390x844): one column of cards, nothing scrolling sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await canvas.findByRole('link', { name: 'Trattoria Bella Vista' });
    const cards = within(canvas.getByRole('list', { name: 'Restaurants' })).getAllByRole('article');
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    // One column: the second card sits under the first, at the same start edge.
    await expect(second!.left).toBe(first!.left);
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
