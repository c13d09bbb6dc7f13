import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_STAFF, type OrderStatus } from '@food-admin/api-client';
import { mockDb, overrides, seedUsers } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_CUSTOMER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectRetryableError } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import { ANY, apiError, kit, like, nextArrowKey, statusName, t } from '@/stories/texts';
import type { ListSearch } from '@/shared/lists/list-search';
import { OrdersScreen } from './orders-screen';

function OrdersPage({ initial }: { initial: ListSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <OrdersScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Orders',
  component: OrdersPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        validation: 'no form: tabs, filters and dates only narrow the list',
        'not-found': 'a list, not a page of one record',
      },
    },
  },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('tablist', { name: t('orders.statusTabs') }));
const ordersTable = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: t('orders.title') }));

/** A status tab's name: its label and its count (`Pending 3`); `ALL` is the All tab. */
const tab = (status: OrderStatus | 'ALL', count: number) =>
  `${status === 'ALL' ? t('orders.tab.all') : statusName(status)} ${kit('formatCount', count)}`;
/** A tab's label without its count (digits of any script). */
const tabLabel = (element: HTMLElement) => (element.textContent ?? '').replace(/[\s\p{Nd},.\u066C]+$/u, '');
/** Any order's Open link. */
const anyOrderLink = () => like(t('orders.openOrder', { id: ANY }));

/** Every order: the All tab is open, each status tab shows its count, each ID opens the order. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(tabs(canvasElement).getByRole('tab', { name: tab('ALL', 32) })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(tabs(canvasElement).getByRole('tab', { name: tab('PENDING', 3) })).toBeVisible();
    await expect(tabs(canvasElement).getByRole('tab', { name: tab('DELIVERED', 11) })).toBeVisible();
    const names = tabs(canvasElement).getAllByRole('tab').map(tabLabel);
    await expect(names).toEqual([
      t('orders.tab.all'),
      ...(
        [
          'PENDING',
          'ACCEPTED',
          'PREPARING',
          'READY',
          'PICKED_UP',
          'DELIVERED',
          'CANCELLED',
          'REJECTED',
        ] as const
      ).map(statusName),
    ]);
    await expect(
      await ordersTable(canvasElement).findByRole('link', { name: t('orders.openOrder', { id: 1032 }) }),
    ).toBeVisible();
  },
};

/** The Pending tab, chosen by keyboard: only pending orders; the URL keeps status=PENDING. */
export const PendingTab: Story = {
  play: async ({ canvasElement }) => {
    const all = await waitFor(() => tabs(canvasElement).getByRole('tab', { name: tab('ALL', 32) }));
    all.focus();
    await userEvent.keyboard(`${nextArrowKey()}{Enter}`);
    await waitFor(() =>
      expect(tabs(canvasElement).getByRole('tab', { name: tab('PENDING', 3) })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const table = ordersTable(canvasElement);
    await waitFor(() => expect(table.getAllByRole('link', { name: anyOrderLink() })).toHaveLength(3));
    await expect(table.getAllByText(statusName('PENDING'))).toHaveLength(3);
  },
};

/** A tab with no orders says so. */
export const EmptyTab: Story = {
  args: { initial: { status: ['REJECTED'] } },
  beforeEach: () => {
    for (const order of mockDb.orders.all())
      if (order.status === 'REJECTED') mockDb.orders.update(order.id, { status: 'CANCELLED' });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('orders.empty.rejected'))).toBeVisible();
    // The counts are their own request: they may arrive after the list.
    await waitFor(() =>
      expect(tabs(canvasElement).getByRole('tab', { name: tab('REJECTED', 0) })).toBeVisible(),
    );
  },
};

// The seed's first courier: read from the seed, as every story starts from it (the mock database
// itself may still hold the story before's changes when this file is imported).
const mockCourier = seedUsers().find((user) => user.role === 'COURIER');

/** Signed in as that courier, who is also the mocks' actor. */
const asCourier = {
  parameters: {
    page: {
      auth: fakeAuth({
        id: mockCourier?.id,
        uid: 'story-courier',
        firstName: mockCourier?.firstName ?? 'Story',
        lastName: mockCourier?.lastName ?? 'Courier',
        email: mockCourier?.email ?? 'courier@example.com',
        phone: null,
        role: 'COURIER',
      }),
    },
  },
  beforeEach: () => {
    if (mockCourier) mockDb.actor = mockCourier.email;
  },
} satisfies Story;

/**
 * A courier's list is "My deliveries": the orders ready for pick-up and their own, with tabs for the
 * statuses a courier meets and their own availability switch.
 */
export const CourierMyDeliveries: Story = {
  ...asCourier,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('orders.myDeliveries') }),
    ).toBeVisible();
    await expect(tabs(canvasElement).getAllByRole('tab').map(tabLabel)).toEqual([
      t('orders.tab.all'),
      ...(['READY', 'PICKED_UP', 'DELIVERED', 'CANCELLED'] as const).map(statusName),
    ]);
    const table = ordersTable(canvasElement);
    await waitFor(() =>
      expect(table.getAllByRole('link', { name: anyOrderLink() }).length).toBeGreaterThan(0),
    );
    // No other courier's orders and nothing still in the kitchen.
    for (const status of ['PENDING', 'ACCEPTED', 'PREPARING'] as const)
      await expect(table.queryByText(statusName(status))).toBeNull();
    // Their own availability: off, then on again.
    const available = canvas.getByRole('switch', { name: t('couriers.mine.label') });
    await waitFor(() => expect(available).toBeEnabled());
    await expect(available).toBeChecked();
    await userEvent.click(available);
    const off = await screen.findByText(t('couriers.mine.unavailable'));
    await waitFor(() => expect(off).toBeVisible()); // the toast fades in
    await waitFor(() => expect(available).not.toBeChecked());
    await waitFor(() => expect(available).toBeEnabled());
    await userEvent.click(available);
    await waitFor(() => expect(available).toBeChecked());
    await expect(await screen.findByText(t('couriers.mine.available'))).toBeInTheDocument();
  },
};

/** A link from the couriers screen: the courier's filter shows as a chip that removes it. */
export const FilteredByCourier: Story = {
  args: { initial: { courierId: [4] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', {
      name: t('lists.removeFilter', { filter: t('orders.courierFilter', { ids: '#4' }) }),
    });
    await userEvent.click(remove);
    await waitFor(() =>
      expect(
        canvas.queryByRole('button', { name: like(t('lists.removeFilter', { filter: ANY })) }),
      ).toBeNull(),
    );
    await waitFor(() => expect(tabs(canvasElement).getByRole('tab', { name: tab('ALL', 32) })).toBeVisible());
  },
};

/** Orders placed in a date range: 'Placed from' and 'Placed before'. */
export const DateRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(tabs(canvasElement).getByRole('tab', { name: tab('ALL', 32) })).toBeVisible());
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const from = canvas.getByLabelText(t('orders.placedFrom'));
    await userEvent.type(from, tomorrow);
    await expect(await canvas.findByText(t('orders.noMatchFilters'))).toBeVisible();
  },
};

/** The courier's availability switch waits while its change is on its way (here it never arrives). */
export const CourierAvailabilitySaving: Story = {
  ...asCourier,
  parameters: {
    ...asCourier.parameters,
    msw: { handlers: { setCourierAvailability: overrides.loading('setCourierAvailability') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const available = await within(canvasElement).findByRole('switch', { name: t('couriers.mine.label') });
    await waitFor(() => expect(available).toBeEnabled());
    await userEvent.click(available);
    await waitFor(() => expect(available).toBeDisabled());
    await expect(available).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { orders: overrides.loading('orders') } }, matrix: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: t('orders.title'), busy: true }),
    ).toBeVisible();
  },
};

/** The orders answer late (the mocks' slow override): the table is busy, then the rows come. */
export const Slow: Story = {
  parameters: { msw: { handlers: { orders: overrides.slow('orders') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: t('orders.title'), busy: true }),
    ).toBeVisible();
    await expect(
      await ordersTable(canvasElement).findByRole(
        'link',
        { name: t('orders.openOrder', { id: 1032 }) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A customer opens /admin/orders: the route's RoleGate answers "Not allowed". */
export const NotAllowedForCustomer: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_CUSTOMER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <RoleGate roles={ORDER_STAFF}>
      <OrdersPage {...args} />
    </RoleGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'CUSTOMER');
    await expect(within(canvasElement).queryByRole('table', { name: t('orders.title') })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { orders: overrides.empty('orders') } }, matrix: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('orders.empty.all'))).toBeVisible();
  },
};
export const LoadError: Story = {
  parameters: {
    msw: { handlers: { orders: overrides.error('orders', 500, 'Orders are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, apiError(500, 'Orders are unavailable')),
};

/** On a phone: rows are cards, the tabs scroll on their own line, the page never sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await ordersTable(canvasElement).findByRole('link', { name: t('orders.openOrder', { id: 1032 }) }),
    ).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
