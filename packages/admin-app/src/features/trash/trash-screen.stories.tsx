import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { deleteRestaurantCascade, mockDb, moveToTrash, overrides } from '@food-admin/mocks';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { expectRetryableError, openDialogWith } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { TrashScreen } from './trash-screen';

/*
 * "Recently deleted" (docs/requirements.md#req-trash). The mocks keep a trash like the server's: the
 * stories delete rows first, as an admin would have.
 */
const meta = {
  title: 'App/Pages/Recently deleted',
  component: TrashScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
} satisfies Meta<typeof TrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Recently deleted' }));

/** A restaurant (with its menus, dishes and reviews), one dish of another and a customer. */
function deleteSome() {
  deleteRestaurantCascade(2);
  const dish = mockDb.dishes.all().find((row) => row.menuId === 1);
  if (dish) moveToTrash('dish', [dish.id]);
  const customer = mockDb.users.all().find((user) => user.email === 'customer@demo.food');
  if (customer) moveToTrash('user', [customer.id]);
}

/** Nothing deleted: the page says so. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing was deleted in the last 30 days.'),
    ).toBeVisible();
  },
};

/** What was deleted on its own, newest first: the restaurant's menus came back with it, so are not listed. */
export const Some: Story = {
  beforeEach: deleteSome,
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('Sakura Sushi Bar')).toBeVisible();
    await expect(rows.getAllByRole('button', { name: /^Restore / })).toHaveLength(3);
    await expect(rows.getByText(/customer@demo\.food/)).toBeVisible();
    await expect(rows.getAllByText('Ada Admin').length).toBeGreaterThan(0);
  },
};

/** Restore brings Sakura back with its menus; the row leaves the page and a toast says so. */
export const RestoreOne: Story = {
  beforeEach: deleteSome,
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const menusBefore = mockDb.menus.all().length;
    await userEvent.click(await rows.findByRole('button', { name: 'Restore Sakura Sushi Bar' }));
    // Toasts fade in: wait until shown.
    const toast = await screen.findByText('Restaurant restored');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(rows.queryByText('Sakura Sushi Bar')).toBeNull());
    await expect(mockDb.restaurants.find(2)?.name).toBe('Sakura Sushi Bar');
    await expect(mockDb.menus.all().length).toBeGreaterThan(menusBefore);
  },
};

/** Delete forever asks first, then the row is gone for good. */
export const DeleteForever: Story = {
  beforeEach: deleteSome,
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await rows.findByText('Sakura Sushi Bar');
    const dialog = await openDialogWith(
      () => rows.getByRole('button', { name: 'Delete forever: Sakura Sushi Bar' }),
      'Delete forever?',
      'alertdialog',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(rows.queryByText('Sakura Sushi Bar')).toBeNull());
    await expect(mockDb.restaurants.deleted().some((entry) => entry.row.id === 2)).toBe(false);
  },
};

/** The server refuses the restore: a toast says why and the row stays. */
export const RestoreError: Story = {
  beforeEach: deleteSome,
  parameters: {
    msw: {
      handlers: {
        restoreRestaurant: overrides.error('restoreRestaurant', 409, 'Another restaurant took its place.'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'Restore Sakura Sushi Bar' }));
    const toast = await screen.findByText('Could not restore the restaurant');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(screen.getByText('Another restaurant took its place.')).toBeVisible();
    await expect(rows.getByText('Sakura Sushi Bar')).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { trash: overrides.loading('trash') } } } };

export const LoadError: Story = {
  parameters: { msw: { handlers: { trash: overrides.error('trash', 503, 'The trash is unavailable') } } },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, 'The trash is unavailable'),
};
