import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_ONLY } from '@food-admin/api-client';
import { mockDb, overrides } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectRetryableError, openDialogWith } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { CouriersScreen } from './couriers-screen';

const meta = {
  title: 'App/Pages/Couriers',
  component: CouriersScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        validation: 'no form: switches, and an order picked from a list',
        'not-found': 'a list, not a page of one record',
      },
    },
  },
  beforeEach: resetMockApi,
} satisfies Meta<typeof CouriersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Couriers' }));

/** Every courier with their active deliveries (a link to their orders), today's and the time. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('courier@demo.food')).toBeVisible();
    const couriers = mockDb.users.all().filter((user) => user.role === 'COURIER');
    await expect(rows.getAllByRole('switch')).toHaveLength(couriers.length);
    await expect(rows.getByRole('switch', { name: 'Cody Courier: Available' })).toBeChecked();
    await expect(rows.getByRole('link', { name: /active deliveries of Cody Courier$/ })).toBeVisible();
  },
};

/** Switching a courier off is saved at once. */
export const ToggleAvailability: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const name = 'Cody Courier: Available';
    await userEvent.click(await rows.findByRole('switch', { name }));
    await waitFor(() => expect(rows.getByRole('switch', { name })).not.toBeChecked());
    await waitFor(() =>
      expect(mockDb.users.all().find((user) => user.email === 'courier@demo.food')?.available).toBe(false),
    );
  },
};

/** The server refuses: the switch goes back and a toast says why. */
export const ToggleFails: Story = {
  parameters: {
    msw: {
      handlers: {
        setCourierAvailability: overrides.error('setCourierAvailability', 503, 'Couriers are unavailable'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const name = 'Cody Courier: Available';
    await userEvent.click(await rows.findByRole('switch', { name }));
    const toast = await within(document.body).findByText("Could not change Cody Courier's availability");
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(rows.getByRole('switch', { name })).toBeChecked());
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { couriers: overrides.loading('couriers') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Couriers', busy: true }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText('courier@demo.food')).toBeNull();
  },
};

/** The couriers answer late (the mocks' slow override): the table is busy, then the rows come. */
export const Slow: Story = {
  parameters: { msw: { handlers: { couriers: overrides.slow('couriers') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Couriers', busy: true }),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByText('courier@demo.food', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { couriers: overrides.empty('couriers') } }, matrix: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No couriers yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { couriers: overrides.error('couriers', 503, 'Couriers are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, 'Couriers are unavailable'),
};

/** A restaurant owner opens /admin/couriers: the route's RoleGate answers "Not allowed". */
export const NotAllowedForOwner: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: () => (
    <RoleGate roles={ADMIN_ONLY}>
      <CouriersScreen />
    </RoleGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('table', { name: 'Couriers' })).toBeNull();
  },
};

/** On a phone the rows are cards and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('courier@demo.food')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** "Assign order" gives a courier an order still waiting for one; the order page then shows them. */
export const AssignOrder: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await rows.findByRole('button', { name: 'Assign order to Cody Courier' });
    const dialog = within(
      await openDialogWith(
        () => rows.getByRole('button', { name: 'Assign order to Cody Courier' }),
        'Assign an order to Cody Courier',
      ),
    );
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Order' })).toBeEnabled());
    await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Order' }));
    const [first] = await screen.findAllByRole('option');
    const orderId = Number(/^#(\d+)/.exec(first?.textContent ?? '')?.[1]);
    await userEvent.click(first as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    const toast = await screen.findByText(`Cody Courier will deliver order #${orderId}`);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cody = mockDb.users.all().find((user) => user.email === 'courier@demo.food');
    await expect(mockDb.orders.find(orderId)?.courierId).toBe(cody?.id);
  },
};

/** No order waits for a courier: the dialog says so. */
export const AssignOrderNoneWaiting: Story = {
  parameters: { msw: { handlers: { orders: overrides.empty('orders') } } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await rows.findByRole('button', { name: 'Assign order to Cody Courier' });
    const dialog = within(
      await openDialogWith(
        () => rows.getByRole('button', { name: 'Assign order to Cody Courier' }),
        'Assign an order to Cody Courier',
      ),
    );
    await expect(await dialog.findByText('No order is waiting for a courier.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
  },
};

/** Assigning: the dialog's Assign is busy until the server answers (here it never does). */
export const AssigningOrder: Story = {
  parameters: {
    msw: { handlers: { assignOrderCourier: overrides.loading('assignOrderCourier') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await rows.findByRole('button', { name: 'Assign order to Cody Courier' });
    const dialog = within(
      await openDialogWith(
        () => rows.getByRole('button', { name: 'Assign order to Cody Courier' }),
        'Assign an order to Cody Courier',
      ),
    );
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Order' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('combobox', { name: 'Order' }));
    const [first] = await screen.findAllByRole('option');
    await userEvent.click(first as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Assign' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};
