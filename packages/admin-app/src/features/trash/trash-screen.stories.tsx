import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_ONLY, TRASH_RETENTION_DAYS } from '@food-admin/api-client';
import { deleteRestaurantCascade, mockDb, moveToTrash, overrides } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import {
  expectNotAllowed,
  expectPhoneLayout,
  expectRetryableError,
  openDialogWith,
} from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { ANY, apiError, like, t } from '@/stories/texts';
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
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        validation: 'no form: Restore and Delete forever only ask to confirm',
        'not-found': 'a list, not a page of one record',
      },
    },
  },
  beforeEach: resetMockApi,
} satisfies Meta<typeof TrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: t('trash.title') }));

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
  parameters: { matrix: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('trash.empty', { days: TRASH_RETENTION_DAYS })),
    ).toBeVisible();
  },
};

/** What was deleted on its own, newest first: the restaurant's menus came back with it, so are not listed. */
export const Some: Story = {
  beforeEach: deleteSome,
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('Sakura Sushi Bar')).toBeVisible();
    await expect(
      rows.getAllByRole('button', { name: like(t('trash.restoreName', { name: ANY })) }),
    ).toHaveLength(3);
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
    await userEvent.click(
      await rows.findByRole('button', { name: t('trash.restoreName', { name: 'Sakura Sushi Bar' }) }),
    );
    // Toasts fade in: wait until shown.
    const toast = await screen.findByText(t('trash.restored', { kind: 'restaurant' }));
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
      () => rows.getByRole('button', { name: t('trash.purgeName', { name: 'Sakura Sushi Bar' }) }),
      t('trash.purgeTitle'),
      'alertdialog',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('trash.purge') }));
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
    await userEvent.click(
      await rows.findByRole('button', { name: t('trash.restoreName', { name: 'Sakura Sushi Bar' }) }),
    );
    const toast = await screen.findByText(t('trash.restoreFailed', { kind: 'restaurant' }));
    await waitFor(() => expect(toast).toBeVisible());
    await expect(screen.getByText(apiError(409, 'Another restaurant took its place.'))).toBeVisible();
    await expect(rows.getByText('Sakura Sushi Bar')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { trash: overrides.loading('trash') } }, matrix: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: t('trash.title'), busy: true }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { trash: overrides.error('trash', 503, 'The trash is unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, apiError(503, 'The trash is unavailable')),
};

/** The trash answers late (the mocks' slow override): the table is busy, then the rows come. */
export const Slow: Story = {
  beforeEach: deleteSome,
  parameters: { msw: { handlers: { trash: overrides.slow('trash') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: t('trash.title'), busy: true }),
    ).toBeVisible();
    const rows = await table(canvasElement);
    await expect(await rows.findByText('Sakura Sushi Bar', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A restaurant owner opens /admin/trash: the route's RoleGate answers "Not allowed". */
export const NotAllowedForOwner: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: () => (
    <RoleGate roles={ADMIN_ONLY}>
      <TrashScreen />
    </RoleGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('table', { name: t('trash.title') })).toBeNull();
  },
};

/** Restoring: the row's buttons wait until the server answers (here it never does). */
export const Restoring: Story = {
  beforeEach: deleteSome,
  parameters: {
    msw: { handlers: { restoreRestaurant: overrides.loading('restoreRestaurant') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(
      await rows.findByRole('button', { name: t('trash.restoreName', { name: 'Sakura Sushi Bar' }) }),
    );
    await waitFor(() =>
      expect(
        rows.getByRole('button', { name: t('trash.restoreName', { name: 'Sakura Sushi Bar' }) }),
      ).toBeDisabled(),
    );
    await expect(
      rows.getByRole('button', { name: t('trash.purgeName', { name: 'Sakura Sushi Bar' }) }),
    ).toBeDisabled();
    await expect(rows.getByText('Sakura Sushi Bar')).toBeVisible();
  },
};

/** A phone (390x844): the rows are cards and nothing scrolls sideways. */
export const Phone: Story = {
  beforeEach: deleteSome,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('Sakura Sushi Bar')).toBeVisible();
    await expect(
      rows.getByRole('button', { name: t('trash.restoreName', { name: 'Sakura Sushi Bar' }) }),
    ).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};
