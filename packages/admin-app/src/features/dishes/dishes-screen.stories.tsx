import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TRASH_RETENTION_DAYS } from '@food-admin/api-client';
import { mockDb, overrides, seedMenus } from '@food-admin/mocks';
import { OwnerGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import {
  expectNotAllowed,
  expectPhoneLayout,
  expectRetryableError,
  openDialogWith,
  pickFacet,
} from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import { apiError, apiRefusal, containing, kit, startingWith, t } from '@/stories/texts';
import type { LayoutSearch } from '@/shared/lists/list-layout';
import { DishesScreen } from './dishes-screen';

function DishesPage({ menuId, initial }: { menuId: number; initial: LayoutSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <DishesScreen menuId={menuId} {...props} />} />;
}

const meta = {
  title: 'App/Pages/Dishes',
  component: DishesPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: { notApplicable: { validation: 'no form: dishes are edited on their own page' } },
  },
  beforeEach: resetMockApi,
  args: { menuId: 1, initial: {} },
} satisfies Meta<typeof DishesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dishCards = (canvasElement: HTMLElement, busy?: boolean) =>
  within(canvasElement).findByRole('list', {
    name: t('dishes.title'),
    ...(busy === undefined ? {} : { busy }),
  });

// A menu of restaurant 4, which the demo owner does not own (the mock data is the same at every reset).
const otherOwnersMenu = seedMenus().find((menu) => menu.restaurantId === 4);

export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: t('dishes.titleOfMenu', { menu: 'All day' }),
        level: 1,
      }),
    ).toBeVisible();
  },
};
export const Loading: Story = {
  parameters: {
    msw: { handlers: { menu: overrides.loading('menu'), menuDishes: overrides.loading('menuDishes') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('dishes.loading') })).toBeVisible();
    await expect(await dishCards(canvasElement, true)).toBeVisible();
  },
};
export const Empty: Story = {
  parameters: {
    msw: { handlers: { menuDishes: overrides.empty('menuDishes') } },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('dishes.empty'))).toBeVisible();
  },
};
export const LoadError: Story = {
  parameters: {
    msw: { handlers: { menuDishes: overrides.error('menuDishes', 500, 'Dishes are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, apiError(500, 'Dishes are unavailable')),
};

/** The dishes answer late (the mocks' slow override): the grid is busy, then the cards come. */
export const Slow: Story = {
  parameters: { msw: { handlers: { menuDishes: overrides.slow('menuDishes') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(await dishCards(canvasElement, true)).toBeVisible();
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: `${kit('delete')} Spaghetti Carbonara` },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A menu that does not exist: the message and the way back to the menus, no Retry. */
export const MenuNotFound: Story = {
  args: { menuId: 9999 },
  parameters: { matrix: { state: 'not-found' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('dishes.backToMenus') })).toBeVisible();
    // Said once: the dishes of a missing menu are not asked for, nor offered to add or search.
    await expect(canvas.getByText(apiError(404, 'Menu not found'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('dishes.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('layout.retry') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('dishes.add') })).toBeNull();
  },
};

/** The demo owner opens another restaurant's menu: the route's OwnerGate answers "Not allowed". */
export const OtherOwnersMenu: Story = {
  args: { menuId: otherOwnersMenu?.id ?? 0 },
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <OwnerGate menuId={args.menuId}>
      <DishesPage {...args} />
    </OwnerGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('list', { name: t('dishes.title') })).toBeNull();
  },
};

/** Deleting a dish: Confirm is busy until the server answers (here it never does). */
export const Deleting: Story = {
  parameters: {
    msw: { handlers: { deleteDish: overrides.loading('deleteDish') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: `${kit('delete')} Spaghetti Carbonara` });
    const dialog = await openDialogWith(
      () => canvas.getByRole('button', { name: `${kit('delete')} Spaghetti Carbonara` }),
      kit('confirmDeletion'),
      'alertdialog',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: kit('confirm') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A phone (390x844): one column of cards, nothing scrolling sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const cards = within(await dishCards(canvasElement));
    const [first, second] = (await cards.findAllByRole('article')).map((card) =>
      card.getBoundingClientRect(),
    );
    await expect(second!.left).toBe(first!.left);
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    await expectPhoneLayout(canvasElement);
  },
};
export const Searched: Story = { args: { initial: { search: 'pizza' } } };

// The table layout (`?layout=table`).

const table = { layout: 'table' } as const;

/** The texts of one column's cells, top to bottom (the first cell of a row is its checkbox). */
const column = (canvasElement: HTMLElement, index: number) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row.querySelectorAll('td')[index]?.textContent ?? '').replace(/\s+/g, ' ').trim());

const selectTwo = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('cell', { name: 'Spaghetti Carbonara' });
  await userEvent.click(canvas.getByRole('checkbox', { name: kit('selectRow', 'Spaghetti Carbonara') }));
  await userEvent.click(canvas.getByRole('checkbox', { name: kit('selectRow', 'Tagliatelle al Ragù') }));
  return canvas.getByRole('region', { name: t('dishes.bulkActions') });
};

/** Ten dishes a page: Name, Price, Availability, with Edit and Delete per row. */
export const Table: Story = {
  args: { initial: table },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Spaghetti Carbonara' })).toBeVisible();
    // The title comes from the menu's own query, which may arrive after the rows.
    await expect(
      await canvas.findByRole('heading', { name: t('dishes.titleOfMenu', { menu: 'All day' }), level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText(kit('pageOf', 1, 3))).toBeVisible();
    for (const header of [
      t('dishes.field.name'),
      t('dishes.field.price'),
      t('dishes.availability'),
      kit('actions'),
    ]) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(canvas.getByRole('group', { name: t('dishes.layout') })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('lists.row.edit', { name: 'Spaghetti Carbonara' }) }),
    ).toHaveAttribute('href', '/admin/menus/1/dishes/1/edit');
  },
};

/** Price, clicked once: the cheapest first (aria-sort follows), prices as the language writes them. */
export const TableSortedByPrice: Story = {
  args: { initial: table },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Spaghetti Carbonara' });
    await userEvent.click(canvas.getByRole('button', { name: startingWith(t('dishes.field.price')) }));
    await expect(
      canvas.getByRole('columnheader', { name: containing(t('dishes.field.price')) }),
    ).toHaveAttribute('aria-sort', 'ascending');
    const cheapest = mockDb.dishes
      .all()
      .filter((dish) => dish.menuId === 1)
      .map((dish) => dish.price)
      .sort((a, b) => a - b)
      .slice(0, 10);
    await expect(cheapest[0]).toBe(6.99);
    await waitFor(() =>
      expect(column(canvasElement, 2)).toEqual(cheapest.map((price) => kit('formatPrice', price))),
    );
  },
};

/** Availability: Unavailable, with the counts per value; only unavailable dishes remain. */
export const TableFilteredUnavailable: Story = {
  args: { initial: table },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Spaghetti Carbonara' });
    await pickFacet(canvasElement, t('dishes.availability'), t('dishes.unavailable'));
    await expect(await canvas.findByText(kit('pageOf', 1, 1))).toBeVisible();
    await waitFor(() =>
      expect(column(canvasElement, 3).every((text) => text === kit('unavailable'))).toBe(true),
    );
    await expect(canvas.queryByRole('cell', { name: 'Spaghetti Carbonara' })).toBeNull();
  },
};

/** Category: Dessert, with the counts per category; only desserts remain (docs/requirements.md#req-dish-category). */
export const TableFilteredByCategory: Story = {
  args: { initial: table },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Spaghetti Carbonara' });
    await pickFacet(canvasElement, t('dishes.field.category'), t('dishes.category.dessert'));
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Spaghetti Carbonara' })).toBeNull());
    const dessert = t('dishes.category.dessert');
    await waitFor(() => expect(column(canvasElement, 4)).toEqual([dessert, dessert, dessert]));
    await expect(canvas.getByRole('cell', { name: 'Tiramisu' })).toBeVisible();
  },
};

/** Two dishes selected: the bulk bar counts them and offers the availability changes and Delete. */
export const TableTwoSelected: Story = {
  args: { initial: table },
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await expect(within(bar).getByText(kit('selectedCount', 2))).toBeVisible();
    for (const action of [
      t('dishes.bulk.makeAvailable'),
      t('dishes.bulk.makeUnavailable'),
      t('dishes.bulk.delete'),
    ]) {
      await expect(within(bar).getByRole('button', { name: action })).toBeEnabled();
    }
  },
};

/**
 * Another admin deletes one of the two selected dishes before the bulk action runs: the server
 * changes the other and refuses the missing one, naming why.
 */
export const TableBulkPartlyRefused: Story = {
  args: { initial: table },
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    const tagliatelle = mockDb.dishes.all().find((dish) => dish.name === 'Tagliatelle al Ragù');
    mockDb.dishes.remove(tagliatelle!.id);
    await userEvent.click(within(bar).getByRole('button', { name: t('dishes.bulk.makeUnavailable') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('dishes.bulk.makeUnavailable') });
    await expect(
      within(dialog).getByText(t('dishes.bulk.makeUnavailableConfirm', { count: 2 })),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await expect(await within(bar).findByText(kit('bulkResult', 1, 1))).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Still named, though it has left the table.
    const refused = within(bar).getByRole('listitem');
    await expect(refused).toHaveTextContent(`Tagliatelle al Ragù: ${apiRefusal('NOT_FOUND')}`);
    const row = within(canvasElement).getByRole('row', { name: /Spaghetti Carbonara/ });
    await expect(await within(row).findByText(kit('unavailable'))).toBeVisible();
  },
};

/** Delete asks with the count, then both dishes are gone: '2 changed'. */
export const TableBulkDeleted: Story = {
  args: { initial: table },
  play: async ({ canvasElement }) => {
    const bar = await selectTwo(canvasElement);
    await userEvent.click(within(bar).getByRole('button', { name: t('dishes.bulk.delete') }));
    const dialog = await screen.findByRole('alertdialog', { name: kit('confirmDeletion') });
    await expect(
      within(dialog).getByText(t('dishes.bulk.deleteConfirm', { count: 2, days: TRASH_RETENTION_DAYS })),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await expect(await within(bar).findByText(kit('bulkResult', 2, 0))).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('cell', { name: 'Spaghetti Carbonara' })).toBeNull(),
    );
  },
};

export const TableEmpty: Story = {
  args: { initial: table },
  parameters: {
    msw: { handlers: { menuDishes: overrides.empty('menuDishes') } },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('dishes.empty'))).toBeVisible();
  },
};
