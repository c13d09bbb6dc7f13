import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_ONLY } from '@food-admin/api-client';
import { mockDb, overrides } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectRetryableError, openDialogWith } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { apiError, t } from '@/stories/texts';
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
  within(await within(canvasElement).findByRole('table', { name: t('couriers.title') }));

/** Cody's availability switch: their name, then the column's word. */
const codyAvailable = () => `Cody Courier: ${t('couriers.available')}`;

/** Every courier with their active deliveries (a link to their orders), today's and the time. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('courier@demo.food')).toBeVisible();
    const couriers = mockDb.users.all().filter((user) => user.role === 'COURIER');
    await expect(rows.getAllByRole('switch')).toHaveLength(couriers.length);
    await expect(rows.getByRole('switch', { name: codyAvailable() })).toBeChecked();
    // The mocks count a courier's orders not yet delivered, cancelled or rejected.
    const cody = couriers.find((user) => user.email === 'courier@demo.food');
    const active = mockDb.orders
      .all()
      .filter(
        (order) =>
          order.courierId === cody?.id && !['DELIVERED', 'CANCELLED', 'REJECTED'].includes(order.status),
      ).length;
    await expect(
      rows.getByRole('link', {
        name: t('couriers.activeDeliveriesOf', { count: active, name: 'Cody Courier' }),
      }),
    ).toBeVisible();
  },
};

/** Switching a courier off is saved at once. */
export const ToggleAvailability: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const name = codyAvailable();
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
    const name = codyAvailable();
    await userEvent.click(await rows.findByRole('switch', { name }));
    const toast = await within(document.body).findByText(
      t('couriers.availabilityFailed', { name: 'Cody Courier' }),
    );
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
      await within(canvasElement).findByRole('table', { name: t('couriers.title'), busy: true }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText('courier@demo.food')).toBeNull();
  },
};

/** The couriers answer late (the mocks' slow override): the table is busy, then the rows come. */
export const Slow: Story = {
  parameters: { msw: { handlers: { couriers: overrides.slow('couriers') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: t('couriers.title'), busy: true }),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByText('courier@demo.food', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { couriers: overrides.empty('couriers') } }, matrix: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('couriers.empty'))).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { couriers: overrides.error('couriers', 503, 'Couriers are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, apiError(503, 'Couriers are unavailable')),
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
    await expect(within(canvasElement).queryByRole('table', { name: t('couriers.title') })).toBeNull();
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
    await rows.findByRole('button', { name: t('couriers.assignOrderTo', { name: 'Cody Courier' }) });
    const dialog = within(
      await openDialogWith(
        () => rows.getByRole('button', { name: t('couriers.assignOrderTo', { name: 'Cody Courier' }) }),
        t('couriers.assignDialog.title', { name: 'Cody Courier' }),
      ),
    );
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: t('couriers.assignDialog.order') })).toBeEnabled(),
    );
    await expect(dialog.getByRole('button', { name: t('couriers.assign') })).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: t('couriers.assignDialog.order') }));
    const [first] = await screen.findAllByRole('option');
    const orderId = Number(/^#(\d+)/.exec(first?.textContent ?? '')?.[1]);
    await userEvent.click(first as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: t('couriers.assign') }));
    const toast = await screen.findByText(
      t('couriers.assignDialog.assigned', { name: 'Cody Courier', id: orderId }),
    );
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
    await rows.findByRole('button', { name: t('couriers.assignOrderTo', { name: 'Cody Courier' }) });
    const dialog = within(
      await openDialogWith(
        () => rows.getByRole('button', { name: t('couriers.assignOrderTo', { name: 'Cody Courier' }) }),
        t('couriers.assignDialog.title', { name: 'Cody Courier' }),
      ),
    );
    await expect(await dialog.findByText(t('couriers.assignDialog.none'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('couriers.assign') })).toBeDisabled();
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
    await rows.findByRole('button', { name: t('couriers.assignOrderTo', { name: 'Cody Courier' }) });
    const dialog = within(
      await openDialogWith(
        () => rows.getByRole('button', { name: t('couriers.assignOrderTo', { name: 'Cody Courier' }) }),
        t('couriers.assignDialog.title', { name: 'Cody Courier' }),
      ),
    );
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: t('couriers.assignDialog.order') })).toBeEnabled(),
    );
    await userEvent.click(dialog.getByRole('combobox', { name: t('couriers.assignDialog.order') }));
    const [first] = await screen.findAllByRole('option');
    await userEvent.click(first as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: t('couriers.assign') }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('couriers.assign') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};
