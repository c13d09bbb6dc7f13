import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, overrides } from '@food-admin/mocks';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { expectRetryableError, openDialogWith } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { CouriersScreen } from './couriers-screen';

const meta = {
  title: 'App/Pages/Couriers',
  component: CouriersScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
} satisfies Meta<typeof CouriersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Couriers' }));

/** Every courier with their active deliveries (a link to their orders), today's and the time. */
export const Populated: Story = {
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
  parameters: { msw: { handlers: { couriers: overrides.loading('couriers') } } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { couriers: overrides.empty('couriers') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No couriers yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { couriers: overrides.error('couriers', 503, 'Couriers are unavailable') } },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, 'Couriers are unavailable'),
};

/** On a phone the rows are cards and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
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
