import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_STAFF } from '@food-admin/api-client';
import { mockDb, overrides, seedUsers } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_CUSTOMER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectRetryableError } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
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
  within(within(canvasElement).getByRole('tablist', { name: 'Order status' }));
const ordersTable = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Orders' }));

/** Every order: the All tab is open, each status tab shows its count, each ID opens the order. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(tabs(canvasElement).getByRole('tab', { name: 'All 32' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(tabs(canvasElement).getByRole('tab', { name: 'Pending 3' })).toBeVisible();
    await expect(tabs(canvasElement).getByRole('tab', { name: 'Delivered 11' })).toBeVisible();
    const names = tabs(canvasElement)
      .getAllByRole('tab')
      .map((tab) => tab.textContent?.replace(/[\d,\s]+$/, ''));
    await expect(names).toEqual([
      'All',
      'Pending',
      'Accepted',
      'Preparing',
      'Ready',
      'Picked up',
      'Delivered',
      'Cancelled',
      'Rejected',
    ]);
    await expect(
      await ordersTable(canvasElement).findByRole('link', { name: 'Open order #1032' }),
    ).toBeVisible();
  },
};

/** The Pending tab, chosen by keyboard: only pending orders; the URL keeps status=PENDING. */
export const PendingTab: Story = {
  play: async ({ canvasElement }) => {
    const all = await waitFor(() => tabs(canvasElement).getByRole('tab', { name: 'All 32' }));
    all.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(tabs(canvasElement).getByRole('tab', { name: 'Pending 3' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const table = ordersTable(canvasElement);
    await waitFor(() => expect(table.getAllByRole('link', { name: /^Open order/ })).toHaveLength(3));
    await expect(table.getAllByText('Pending')).toHaveLength(3);
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
    await expect(await within(canvasElement).findByText('No rejected orders.')).toBeVisible();
    // The counts are their own request: they may arrive after the list.
    await waitFor(() => expect(tabs(canvasElement).getByRole('tab', { name: 'Rejected 0' })).toBeVisible());
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
 * A courier's list is "My deliveries": the orders ready for pick-up and their own, with their own
 * availability switch.
 */
export const CourierMyDeliveries: Story = {
  ...asCourier,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My deliveries' })).toBeVisible();
    const table = ordersTable(canvasElement);
    await waitFor(() =>
      expect(table.getAllByRole('link', { name: /^Open order/ }).length).toBeGreaterThan(0),
    );
    // No other courier's orders and nothing still in the kitchen.
    for (const status of ['Pending', 'Accepted', 'Preparing'])
      await expect(table.queryByText(status)).toBeNull();
    // Their own availability: off, then on again.
    const available = canvas.getByRole('switch', { name: 'Available for deliveries' });
    await waitFor(() => expect(available).toBeEnabled());
    await expect(available).toBeChecked();
    await userEvent.click(available);
    const off = await screen.findByText('You are unavailable for deliveries');
    await waitFor(() => expect(off).toBeVisible()); // the toast fades in
    await waitFor(() => expect(available).not.toBeChecked());
    await waitFor(() => expect(available).toBeEnabled());
    await userEvent.click(available);
    await waitFor(() => expect(available).toBeChecked());
    await expect(await screen.findByText('You are available for deliveries')).toBeInTheDocument();
  },
};

/** A link from the couriers screen: the courier's filter shows as a chip that removes it. */
export const FilteredByCourier: Story = {
  args: { initial: { courierId: [4] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Remove filter: Courier #4' });
    await userEvent.click(remove);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Remove filter/ })).toBeNull());
    await waitFor(() => expect(tabs(canvasElement).getByRole('tab', { name: 'All 32' })).toBeVisible());
  },
};

/** Orders placed in a date range: 'Placed from' and 'Placed before'. */
export const DateRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(tabs(canvasElement).getByRole('tab', { name: 'All 32' })).toBeVisible());
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const from = canvas.getByLabelText('Placed from');
    await userEvent.type(from, tomorrow);
    await expect(await canvas.findByText('No orders match these filters.')).toBeVisible();
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
    const available = await within(canvasElement).findByRole('switch', { name: 'Available for deliveries' });
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
      await within(canvasElement).findByRole('table', { name: 'Orders', busy: true }),
    ).toBeVisible();
  },
};

/** The orders answer late (the mocks' slow override): the table is busy, then the rows come. */
export const Slow: Story = {
  parameters: { msw: { handlers: { orders: overrides.slow('orders') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Orders', busy: true }),
    ).toBeVisible();
    await expect(
      await ordersTable(canvasElement).findByRole('link', { name: 'Open order #1032' }, { timeout: 5000 }),
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
    await expect(within(canvasElement).queryByRole('table', { name: 'Orders' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { orders: overrides.empty('orders') } }, matrix: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No orders yet.')).toBeVisible();
  },
};
export const LoadError: Story = {
  parameters: {
    msw: { handlers: { orders: overrides.error('orders', 500, 'Orders are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, 'Orders are unavailable'),
};

/** On a phone: rows are cards, the tabs scroll on their own line, the page never sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await ordersTable(canvasElement).findByRole('link', { name: 'Open order #1032' }),
    ).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
