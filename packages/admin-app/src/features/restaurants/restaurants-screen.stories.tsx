import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { STAFF, TRASH_RETENTION_DAYS } from '@food-admin/api-client';
import { mockDb, overrides } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_COURIER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import { apiError, containing, kit, startingWith, t } from '@/stories/texts';
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
      await within(canvasElement).findByRole('list', { name: t('restaurants.listLabel'), busy: true }),
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
    await expect(
      await canvas.findByRole('list', { name: t('restaurants.listLabel'), busy: true }),
    ).toBeVisible();
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
    await expect(within(canvasElement).queryByRole('list', { name: t('restaurants.listLabel') })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { restaurants: overrides.empty('restaurants') } },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('restaurants.empty'))).toBeVisible();
  },
};

export const SearchWithoutResults: Story = { args: { initial: { search: 'no such place' } } };

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { restaurants: overrides.error('restaurants', 500, 'Database is down') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, apiError(500, 'Database is down')),
};

/** Sakura Sushi Bar's card's Delete button, looked up afresh (the card may re-render). */
const sakuraDelete = (canvasElement: HTMLElement) => () => {
  const card = within(canvasElement).getByRole('link', { name: 'Sakura Sushi Bar' }).closest('article');
  return within(card as HTMLElement).getByRole('button', { name: startingWith(kit('delete')) });
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Sakura Sushi Bar' });
    await openDialogWith(sakuraDelete(canvasElement), kit('confirmDeletion'), 'alertdialog');
  },
};

/** The toast after a delete offers Undo, which restores it from the trash (docs/requirements.md#req-trash). */
export const DeleteThenUndo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Sakura Sushi Bar' });
    const dialog = await openDialogWith(sakuraDelete(canvasElement), kit('confirmDeletion'), 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Sakura Sushi Bar' })).toBeNull());
    const undo = await screen.findByRole('button', { name: t('trash.undo') });
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
    const dialog = await openDialogWith(sakuraDelete(canvasElement), kit('confirmDeletion'), 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: kit('confirm') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
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
    const dialog = await openDialogWith(sakuraDelete(canvasElement), kit('confirmDeletion'), 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await expect(await within(dialog).findByText(apiError(409, 'Restaurant has open orders'))).toBeVisible();
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
  await userEvent.click(canvas.getByRole('checkbox', { name: kit('selectRow', 'Trattoria Bella Vista') }));
  await userEvent.click(canvas.getByRole('checkbox', { name: kit('selectRow', 'Sakura Sushi Bar') }));
  return canvas.getByRole('region', { name: t('restaurants.bulkLabel') });
};

/** The Table toggle switches the grid to the table; the toggle says which layout is on. */
export const SwitchToTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Trattoria Bella Vista' });
    const toggle = () => canvas.getByRole('group', { name: t('restaurants.layoutLabel') });
    await expect(within(toggle()).getByRole('button', { name: t('lists.layout.grid') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(toggle()).getByRole('button', { name: t('lists.layout.table') }));
    // The table is another view with its own toggle; the focus follows to its pressed button.
    const table = within(toggle()).getByRole('button', { name: t('lists.layout.table') });
    await expect(table).toHaveAttribute('aria-pressed', 'true');
    await expect(table).toHaveFocus();
    await expect(within(toggle()).getByRole('button', { name: t('lists.layout.grid') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(await canvas.findByRole('table', { name: t('restaurants.listLabel') })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'Trattoria Bella Vista' })).toBeVisible();
  },
};

/** Ten rows a page: Name, Address, Active, with Edit and Delete per row. */
export const Table: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Trattoria Bella Vista' })).toBeVisible();
    await expect(canvas.getByText(kit('pageOf', 1, 3))).toBeVisible();
    for (const header of [
      t('restaurants.name'),
      t('restaurants.address'),
      t('restaurants.active'),
      kit('actions'),
    ]) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(
      canvas.getByRole('link', { name: t('lists.row.edit', { name: 'Trattoria Bella Vista' }) }),
    ).toHaveAttribute('href', '/admin/restaurants/1/edit');
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
      await within(canvasElement).findByRole('table', { name: t('restaurants.listLabel'), busy: true }),
    ).toBeVisible();
  },
};

/** Name, clicked twice: descending (aria-sort follows), and the rows with it. */
export const TableSortedByName: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Trattoria Bella Vista' });
    const sortButton = canvas.getByRole('button', { name: startingWith(t('restaurants.name')) });
    await userEvent.click(sortButton);
    await userEvent.click(sortButton);
    await expect(
      canvas.getByRole('columnheader', { name: containing(t('restaurants.name')) }),
    ).toHaveAttribute('aria-sort', 'descending');
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
    await pickFacet(canvasElement, t('lists.facet.status'), t('lists.facet.inactive'));
    await expect(await canvas.findByText(kit('pageOf', 1, 1))).toBeVisible();
    const badges = canvas
      .getAllByRole('cell')
      .filter((cell) => [kit('active'), kit('inactive')].includes(cell.textContent ?? ''));
    await expect(badges.length).toBeGreaterThan(0);
    await expect(badges.every((cell) => cell.textContent === kit('inactive'))).toBe(true);
  },
};

/** Two rows selected: the bulk bar counts them and offers Activate, Deactivate and Delete. */
export const TableTwoSelected: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await expect(within(bar).getByText(kit('selectedCount', 2))).toBeVisible();
    for (const action of [
      t('restaurants.bulk.activate'),
      t('restaurants.bulk.deactivate'),
      t('restaurants.bulk.delete'),
    ]) {
      await expect(within(bar).getByRole('button', { name: action })).toBeEnabled();
    }
  },
};

/** Deactivate asks first, then both rows are inactive: '2 changed'. */
export const TableBulkDeactivated: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await userEvent.click(within(bar).getByRole('button', { name: t('restaurants.bulk.deactivate') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('restaurants.bulk.deactivate') });
    await expect(
      within(dialog).getByText(t('restaurants.bulk.deactivateConfirm', { count: 2 })),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await expect(await within(bar).findByText(kit('bulkResult', 2, 0))).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const row = within(canvasElement).getByRole('row', { name: /Sakura Sushi Bar/ });
    await expect(await within(row).findByText(kit('inactive'))).toBeVisible();
  },
};

/** Every fixture restaurant has orders: a bulk delete refuses both rows, each with the reason. */
export const TableBulkDeleteRefused: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await userEvent.click(within(bar).getByRole('button', { name: t('restaurants.bulk.delete') }));
    const dialog = await screen.findByRole('alertdialog', { name: kit('confirmDeletion') });
    await expect(
      within(dialog).getByText(t('restaurants.bulk.deleteConfirm', { count: 2, days: TRASH_RETENTION_DAYS })),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await expect(await within(bar).findByText(kit('bulkResult', 0, 2))).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const refused = within(bar).getByRole('list', { name: kit('refused') });
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
    await expect(await canvas.findByText(t('restaurants.empty'))).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t('restaurants.add') }).length).toBe(2);
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
    const cards = within(canvas.getByRole('list', { name: t('restaurants.listLabel') })).getAllByRole(
      'article',
    );
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    // One column: the second card sits under the first, at the same start edge.
    await expect(second!.left).toBe(first!.left);
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
