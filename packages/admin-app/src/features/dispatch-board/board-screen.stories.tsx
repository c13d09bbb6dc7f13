import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BOARD_STATUSES, COURIER_ASSIGNABLE_STATUSES } from '@food-admin/api-client';
import { mockDb, overrides } from '@food-admin/mocks';
import { PermissionGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_COURIER_PROFILE, DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import {
  expectNotAllowed,
  expectPhoneLayout,
  expectRetryableError,
  openDialogWith,
} from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { apiError, statusName, t } from '@/stories/texts';
import { BoardScreen } from './board-screen';

/*
 * The operations board's page over the mocks (docs/requirements.md#req-dispatch-board): the kit's
 * OrderBoard has a story for each of its own states (packages/ui, Data/OrderBoard); these are the
 * page's: its read loading, failing, slow or empty, who may open it, and the Assign dialog's call.
 */

const meta = {
  title: 'App/Pages/Operations board',
  component: BoardScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        validation: 'no form: a courier is picked from a list, or a card dropped on one',
        'not-found': 'one board for every open order: its address names no record',
      },
    },
  },
  beforeEach: resetMockApi,
  args: { search: {}, onSearchChange: () => undefined },
} satisfies Meta<typeof BoardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openOrders = () =>
  mockDb.orders.all().filter((order) => (BOARD_STATUSES as readonly string[]).includes(order.status));

/** The card of an order (its number is its link). */
const cardOf = async (canvasElement: HTMLElement, id: number) =>
  (await within(canvasElement).findByRole('link', { name: `#${id}` })).closest('li') as HTMLElement;

/** The board's own heading, once its read has answered. */
const boardHeading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 2, name: t('board.openOrders') }, { timeout: 5000 });

/** Every open order in its column with its count, and the couriers lane beside them. */
export const Dispatcher: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boardHeading(canvasElement);
    for (const status of BOARD_STATUSES) {
      const count = openOrders().filter((order) => order.status === status).length;
      await expect(
        canvas.getByRole('heading', { level: 3, name: new RegExp(`^${statusName(status)}\\s`) }),
      ).toHaveTextContent(String(count));
    }
    const first = openOrders()[0]!;
    await expect(canvas.getByRole('link', { name: `#${first.id}` })).toBeVisible();
    // The couriers are a read of their own: their filter comes when it answers.
    await expect(await canvas.findByRole('combobox', { name: t('board.filter.courier') })).toBeVisible();
  },
};

/** A restaurant's owner: their restaurants' orders only, no couriers lane and no Assign. */
export const RestaurantStaff: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) } },
  beforeEach: () => {
    mockDb.actor = DEMO_OWNER_PROFILE.email;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boardHeading(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /^#\d+$/ }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('combobox', { name: t('board.filter.courier') })).toBeNull();
    await expect(canvasElement.querySelectorAll('.fa-board-card__assign')).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { dispatchBoard: overrides.loading('dispatchBoard') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('board.title') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: t('board.openOrders') })).toBeNull();
  },
};

/** The board answers late (the mocks' slow override): the placeholder, then the columns. */
export const Slow: Story = {
  parameters: {
    msw: { handlers: { dispatchBoard: overrides.slow('dispatchBoard') } },
    matrix: { state: 'slow' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('board.title') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: t('board.openOrders') })).toBeNull();
    await expect(await boardHeading(canvasElement)).toBeVisible();
  },
};

/** No order is open: the board's empty state beside the couriers. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { dispatchBoard: overrides.empty('dispatchBoard') } },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await boardHeading(canvasElement);
    await expect(canvas.queryAllByRole('link', { name: /^#\d+$/ })).toHaveLength(0);
    await expect(
      canvas.queryByRole('heading', { level: 3, name: new RegExp(`^${statusName('PENDING')}`) }),
    ).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: { dispatchBoard: overrides.error('dispatchBoard', 503, 'The board is unavailable') },
    },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, apiError(503, 'The board is unavailable')),
};

/** A courier holds no orders.view: the route's gate says "Not allowed". */
export const NotAllowedForCourier: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_COURIER_PROFILE) }, matrix: { state: 'forbidden' } },
  beforeEach: () => {
    mockDb.actor = DEMO_COURIER_PROFILE.email;
  },
  render: (args) => (
    <PermissionGate permission="orders.view">
      <BoardScreen {...args} />
    </PermissionGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'COURIER');
    await expect(within(canvasElement).queryByRole('heading', { name: t('board.openOrders') })).toBeNull();
  },
};

/** Assign… on a card: while the server has not answered (here it never does) the card is busy. */
export const Assigning: Story = {
  parameters: {
    msw: { handlers: { assignOrderCourier: overrides.loading('assignOrderCourier') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    await boardHeading(canvasElement);
    // The couriers lane makes the cards draggable, which renders them anew: wait for it first.
    await within(canvasElement).findByRole('combobox', { name: t('board.filter.courier') });
    const order = openOrders().find(
      (each) =>
        each.courierId == null && (COURIER_ASSIGNABLE_STATUSES as readonly string[]).includes(each.status),
    )!;
    await cardOf(canvasElement, order.id);
    // Read again at each use: a card may render anew as its order changes.
    const card = () =>
      within(canvasElement)
        .getByRole('link', { name: `#${order.id}` })
        .closest('li')!;
    const dialog = within(
      await openDialogWith(
        () => card().querySelector<HTMLElement>('.fa-board-card__assign')!,
        t('board.assign.title', { id: order.id }),
      ),
    );
    await userEvent.click(dialog.getByRole('combobox', { name: t('board.assign.courier') }));
    const [first] = await screen.findAllByRole('option');
    await userEvent.click(first as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: t('board.assign.save') }));
    await waitFor(() => expect(card()).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A phone (390x844): the columns are tabs with their counts, the couriers one more. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    await boardHeading(canvasElement);
    await expect(
      await within(canvasElement).findByRole('tab', { name: new RegExp(`^${statusName('PENDING')}`) }),
    ).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};
