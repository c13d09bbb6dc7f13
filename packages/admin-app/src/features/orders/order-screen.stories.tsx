import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Role } from '@food-admin/api-client';
import { mockDb, overrides } from '@food-admin/mocks';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { fakeAuth } from '@/stories/fake-auth';
import { expectRetryableError } from '@/stories/expectations';
import { apiError, apiField, apiRefusal, containing, kit, storyLocale, t } from '@/stories/texts';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { OrderScreen } from './order-screen';

/*
 * The order page in each status and for each role (docs/requirements.md#req-orders-screens). The
 * mock orders are fixed: #1028 is pending, #1029 preparing, #1024 ready with a courier, #1014 ready
 * without one, #1030 picked up, #1032 delivered (with a staff note), #1026 cancelled.
 */

const meta = {
  title: 'App/Pages/Order',
  component: OrderScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: { notApplicable: { empty: 'one order: it exists (else Not found) and has its items' } },
  },
  beforeEach: resetMockApi,
  args: { orderId: 1028 },
} satisfies Meta<typeof OrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first mock user of a role, as the signed-in user and the mocks' actor. */
function signedInAs(role: Role) {
  const user = mockDb.users.all().find((candidate) => candidate.role === role);
  if (!user) throw new Error(`No mock ${role}`);
  mockDb.actor = user.email;
  return user;
}
const asRole = (role: Role, email: string) =>
  fakeAuth({ uid: `story-${role}`, firstName: 'Story', lastName: role, email, phone: null, role });

/** The order page's part that holds the buttons. */
const actions = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: t('orders.actions') });

/** A pending order, as an admin: Accept, then Reject and Cancel order (which ask for a reason). */
export const PendingAsAdmin: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: containing(t('orders.orderNumber', { id: 1028 })),
      }),
    ).toBeVisible();
    const buttons = within(await actions(canvasElement)).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      t('orders.move.accept'),
      t('orders.move.reject'),
      t('orders.cancelOrder'),
    ]);
    await expect(canvas.getByRole('table', { name: t('orders.items') })).toBeVisible();
    await expect(canvas.getByText(t('orders.field.total'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('orders.field.courier') })).toBeVisible();
  },
};

/** Accept moves the order at once: the badge, the timeline and the buttons follow. */
export const AcceptMovesIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(await actions(canvasElement)).getByRole('button', { name: t('orders.move.accept') }),
    );
    await expect(
      await within(await actions(canvasElement)).findByRole('button', {
        name: t('orders.move.startPreparing'),
      }),
    ).toBeVisible();
    const timeline = within(canvas.getByRole('region', { name: t('orders.timeline') }));
    await expect(timeline.getByText(t('orderStatus.accepted'))).toBeVisible();
    await expect(mockDb.orders.find(1028)?.status).toBe('ACCEPTED');
  },
};

/** Reject asks why: an empty reason is refused in the dialog, which stays open. */
export const RejectDialog: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await actions(canvasElement)).getByRole('button', { name: t('orders.move.reject') }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: `${t('orders.rejectOrder')} #1028` }));
    await userEvent.click(dialog.getByRole('button', { name: t('orders.rejectOrder') }));
    await expect(await dialog.findByText(t('validation.REASON_REQUIRED'))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: containing(t('orders.reason')) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(mockDb.orders.find(1028)?.status).toBe('PENDING');
  },
};

/** With a reason the order is rejected and the reason shows in the timeline. */
export const RejectWithReason: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await actions(canvasElement)).getByRole('button', { name: t('orders.move.reject') }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: `${t('orders.rejectOrder')} #1028` }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: containing(t('orders.reason')) }),
      'Out of fish today',
    );
    await userEvent.click(dialog.getByRole('button', { name: t('orders.rejectOrder') }));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('orders.timeline.reason', { reason: 'Out of fish today' })),
    ).toBeVisible();
    await expect(canvas.getByText(t('orders.closed'))).toBeVisible();
  },
};

/**
 * Someone else cancelled the order meanwhile: the 409 says where it is, and the page reads the
 * order and its history again, which shows the other change.
 */
export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await actions(canvasElement);
    mockDb.orders.update(1028, { status: 'CANCELLED' });
    await userEvent.click(within(group).getByRole('button', { name: t('orders.move.accept') }));
    const conflict = t('orders.conflict', {
      message: apiRefusal('ORDER_MOVE_NOT_ALLOWED', { from: 'cancelled', to: 'accepted' }),
      status: t('orderStatus.cancelled').toLowerCase(),
    });
    await expect(await canvas.findByText(conflict)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(t('orders.closed'))).toBeVisible());
    const history = canvas.getByRole('region', { name: containing(t('history.title')) });
    await expect(await within(history).findByText(t('orderStatus.cancelled'))).toBeVisible();
  },
};

/** A restaurant owner's pending order: the kitchen's moves; no courier picker. */
export const PendingAsOwner: Story = {
  parameters: { page: { auth: asRole('RESTAURANT', 'owner@demo.food') } },
  beforeEach: () => {
    const owner = signedInAs('RESTAURANT');
    const order = mockDb.orders.find(1028);
    if (order) mockDb.restaurants.update(order.restaurantId, { ownerId: owner.id });
  },
  play: async ({ canvasElement }) => {
    const buttons = within(await actions(canvasElement)).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      t('orders.move.accept'),
      t('orders.move.reject'),
      t('orders.cancelOrder'),
    ]);
    await expect(
      within(canvasElement).queryByRole('combobox', { name: t('orders.field.courier') }),
    ).toBeNull();
    await expect(within(canvasElement).getByRole('textbox', { name: t('orders.note.label') })).toBeVisible();
  },
};

/** Another owner's order: the server refuses it (403) and the page offers the way back. */
export const OtherOwnersOrder: Story = {
  parameters: { page: { auth: asRole('RESTAURANT', 'owner@demo.food') }, matrix: { state: 'forbidden' } },
  beforeEach: () => {
    signedInAs('RESTAURANT');
    const order = mockDb.orders.find(1028);
    if (order) mockDb.restaurants.update(order.restaurantId, { ownerId: null });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(apiRefusal('ORDER_NOT_YOURS'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('orders.backToOrders') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('layout.retry') })).toBeNull();
  },
};

/** Ready without a courier, as an admin: only Cancel; the picker says a courier is needed. */
export const ReadyWithoutCourier: Story = {
  args: { orderId: 1014 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = within(await actions(canvasElement)).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([t('orders.cancelOrder')]);
    await expect(canvas.getByText(t('orders.courierNeeded'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('orders.field.courier') })).toHaveTextContent(
      t('orders.noCourier'),
    );
  },
};

/** The courier picker: choosing a courier assigns them at once; then the order can be picked up. */
export const CourierPicker: Story = {
  args: { orderId: 1014 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const courier = mockDb.users.all().find((user) => user.role === 'COURIER');
    const name = `${courier?.firstName} ${courier?.lastName}`;
    await userEvent.click(await canvas.findByRole('combobox', { name: t('orders.field.courier') }));
    await userEvent.click(await screen.findByRole('option', { name }));
    await expect(
      await within(await actions(canvasElement)).findByRole('button', {
        name: t('orders.move.markPickedUp'),
      }),
    ).toBeVisible();
    await expect(mockDb.orders.find(1014)?.courierId).toBe(courier?.id);
  },
};

/** A courier on a ready order nobody has taken: Pick up (it becomes theirs). */
export const ReadyAsCourier: Story = {
  args: { orderId: 1014 },
  parameters: { page: { auth: asRole('COURIER', 'courier@example.com') } },
  beforeEach: () => {
    signedInAs('COURIER');
  },
  play: async ({ canvasElement }) => {
    const buttons = within(await actions(canvasElement)).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([t('orders.move.pickUp')]);
    await expect(within(canvasElement).queryByRole('textbox', { name: t('orders.note.label') })).toBeNull();
    const crumbs = within(within(canvasElement).getByRole('navigation', { name: kit('breadcrumb') }));
    await expect(crumbs.getByRole('link', { name: t('orders.myDeliveries') })).toBeVisible();
  },
};

/** The courier's own order on its way: Delivered. */
export const PickedUpAsCourier: Story = {
  args: { orderId: 1030 },
  parameters: { page: { auth: asRole('COURIER', 'courier@example.com') } },
  beforeEach: () => {
    const courier = signedInAs('COURIER');
    mockDb.orders.update(1030, {
      courierId: courier.id,
      courier: { id: courier.id, name: courier.email, email: courier.email, phone: null },
    });
  },
  play: async ({ canvasElement }) => {
    const buttons = within(await actions(canvasElement)).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([t('orders.move.delivered')]);
  },
};

/** A delivered order: closed, the whole timeline with the staff note between the moves. */
export const Delivered: Story = {
  args: { orderId: 1032 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('orders.closed'))).toBeVisible();
    const timeline = within(canvas.getByRole('region', { name: t('orders.timeline') }));
    await expect(timeline.getAllByRole('listitem')).toHaveLength(7);
    await expect(timeline.getByText(t('orders.timeline.noteFrom', { author: 'Ada Admin' }))).toBeVisible();
  },
};

/** A staff note is added to the timeline at once and the field empties. */
export const AddNote: Story = {
  args: { orderId: 1029 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('orders.note.label') }),
      'Driver parks at the back',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('orders.note.add') }));
    // The note lands in the timeline after the call answers; in the crawl's slower dark run it may
    // still be on its way in, so wait for it to be shown rather than only present.
    await waitFor(() => expect(canvas.getByText('Driver parks at the back')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: t('orders.note.label') })).toHaveValue(''),
    );
  },
};

/** An admin sees the order's History: each change of the row, with who and when (docs/requirements.md#req-history). */
export const History: Story = {
  beforeEach: () => {
    mockDb.orders.update(1028, { status: 'ACCEPTED' });
  },
  play: async ({ canvasElement }) => {
    const history = within(await within(canvasElement).findByRole('region', { name: t('history.title') }));
    const changes = await history.findByRole('table', { name: t('history.changesIn', { version: 2 }) });
    await expect(within(changes).getByRole('rowheader', { name: t('orders.field.status') })).toBeVisible();
    // The values by their names, as the status badge writes them (not PENDING, ACCEPTED).
    await expect(within(changes).getByRole('cell', { name: t('orderStatus.pending') })).toBeVisible();
    await expect(within(changes).getByRole('cell', { name: t('orderStatus.accepted') })).toBeVisible();
    // Moves are made with the buttons: the history only reads.
    await expect(history.queryByRole('button', { name: containing(t('history.restore')) })).toBeNull();
  },
};

/** A move on its way: its button is busy and the others wait (here the server never answers). */
export const Moving: Story = {
  parameters: {
    msw: { handlers: { orderTransition: overrides.loading('orderTransition') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const group = within(await actions(canvasElement));
    await userEvent.click(group.getByRole('button', { name: t('orders.move.accept') }));
    await waitFor(() =>
      expect(group.getByRole('button', { name: t('orders.move.accept') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(group.getByRole('button', { name: t('orders.move.reject') })).toBeDisabled();
    await expect(mockDb.orders.find(1028)?.status).toBe('PENDING');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { order: overrides.loading('order') } }, matrix: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: t('orders.loading') }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('.detail-layout[aria-busy="true"]')).not.toBeNull();
  },
};

/** The order answers late (the mocks' slow override): the page shows it is loading, then the order. */
export const Slow: Story = {
  parameters: { msw: { handlers: { order: overrides.slow('order') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('orders.loading') })).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: containing(t('orders.orderNumber', { id: 1028 })) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      within(await actions(canvasElement)).getByRole('button', { name: t('orders.move.accept') }),
    ).toBeEnabled();
  },
};

/** An order that does not exist: the message and the way back, no Retry. */
export const NotFound: Story = {
  args: { orderId: 9999 },
  parameters: { matrix: { state: 'not-found' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(apiError(404, 'Order not found'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('orders.backToOrders') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('layout.retry') })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { order: overrides.error('order', 503, 'Orders are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, apiError(503, 'Orders are unavailable')),
};

/** On a phone: one column, the status and its buttons first, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const group = await actions(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const items = within(canvasElement).getByRole('table', { name: t('orders.items') });
    await expect(group.getBoundingClientRect().top).toBeLessThan(items.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Delivered 40 days ago: refunds closed 30 days after delivery, so the card offers none and says since when. */
export const RefundsClosed: Story = {
  args: { orderId: 1032 },
  beforeEach: () => {
    const order = mockDb.orders.find(1032);
    if (!order) throw new Error('No mock order 1032');
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    mockDb.orders.update(1032, {
      history: order.history.map((change) =>
        change.to === 'DELIVERED' ? { ...change, createdAt: longAgo } : change,
      ),
    });
  },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: t('orders.payments') }));
    await expect(
      await card.findByText(containing(t('orders.refundsClosed', { date: '' }).trim())),
    ).toBeVisible();
    await expect(card.queryByRole('button', { name: t('orders.refund') })).toBeNull();
  },
};

/**
 * A delivered order with money given back, as an admin: a soup refunded with the delivery fee, and
 * a refund above the approval threshold waiting, with Approve and Decline (docs/api.md#refunds).
 */
export const DeliveredWithRefunds: Story = {
  args: { orderId: 1032 },
  beforeEach: () => {
    const order = mockDb.orders.find(1032);
    if (!order) throw new Error('No mock order 1032');
    const [item] = order.items;
    const common = {
      orderId: 1032,
      currency: order.currency,
      note: null,
      method: 'ORIGINAL_PAYMENT' as const,
      createdBy: null,
      createdByName: 'Ada Admin',
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
      decidedBy: null,
      decidedByName: null,
      decidedAt: null,
    };
    const lineMinor = item?.unitPriceMinor ?? 0;
    mockDb.refunds.insert({
      ...common,
      status: 'SUCCEEDED',
      amountMinor: lineMinor + order.deliveryFeeMinor,
      deliveryFeeMinor: order.deliveryFeeMinor,
      reason: 'LATE_OR_COLD',
      bearer: 'RESTAURANT',
      lines: item ? [{ itemId: item.id, quantity: 1, amountMinor: lineMinor }] : [],
    });
    mockDb.refunds.insert({
      ...common,
      status: 'PENDING_APPROVAL',
      amountMinor: 6000,
      deliveryFeeMinor: 0,
      reason: 'DUPLICATE_CHARGE',
      note: 'Charged twice at the door',
      bearer: 'PLATFORM',
      lines: [],
    });
    mockDb.orders.update(1032, {
      refundedMinor: lineMinor + order.deliveryFeeMinor,
      refundPendingMinor: 6000,
    });
  },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: t('orders.payments') }));
    await expect(
      await card.findByText(t('orders.refundStatus.pending'), { selector: '.fa-badge' }),
    ).toBeVisible();
    await expect(card.getByText(t('orders.refundStatus.succeeded'), { selector: '.fa-badge' })).toBeVisible();
    await expect(card.getByRole('button', { name: containing(t('orders.approveRefund')) })).toBeVisible();
    await expect(card.getByRole('button', { name: containing(t('orders.declineRefund')) })).toBeVisible();
  },
};

/*
 * The refund dialog (docs/api.md#refunds), from the Payments and refunds card. Order #1028: 2
 * Hand-cut Fries at $5.50 and 2 Pancake Stacks at $12.95, a $2.99 delivery fee, $39.89 in all.
 */

const FRIES = 'Hand-cut Fries';
const PANCAKES = 'Pancake Stack';
const usd = (minor: number) => kit('formatMoney', minor, 'USD');
/**
 * An accessible name that reads as `text`: names keep the no-break spaces of French and Arabic
 * amounts, which the texts (and getByText) read as spaces.
 */
const named = (text: string) => (name: string) => name.replace(/\s+/g, ' ').trim() === text;

/** Opens the refund dialog of the order on the page. */
async function openRefund(canvasElement: HTMLElement, orderId = 1028) {
  const card = within(await within(canvasElement).findByRole('region', { name: t('orders.payments') }));
  await userEvent.click(await card.findByRole('button', { name: t('orders.refund') }));
  return within(await screen.findByRole('dialog', { name: t('orders.refundDialog.title', { id: orderId }) }));
}

type Dialog = Awaited<ReturnType<typeof openRefund>>;

const more = (dialog: Dialog, name: string) =>
  userEvent.click(dialog.getByRole('button', { name: t('orders.refundDialog.more', { name }) }));
const stepper = (dialog: Dialog, name: string) =>
  dialog.getByRole('spinbutton', { name: t('orders.refundDialog.quantityOf', { name }) });
const summary = (amount: number, refundable: number) =>
  t('orders.refundDialog.summary', { amount: usd(amount), refundable: usd(refundable) });
const submitButton = (dialog: Dialog, amount: number) =>
  dialog.getByRole('button', { name: named(t('orders.refundDialog.submit', { amount: usd(amount) })) });
const chooseReason = (dialog: Dialog, key: Parameters<typeof t>[0]) =>
  userEvent.selectOptions(dialog.getByRole('combobox', { name: t('orders.reason') }), t(key));

/** A refund of `quantity` of a line of #1028, made behind the page's back; the order's sums too when `updateOrder`. */
function refundedAlready(name: string, quantity: number, updateOrder: boolean) {
  const order = mockDb.orders.find(1028);
  const item = order?.items.find((candidate) => candidate.name === name);
  if (!order || !item) throw new Error(`No ${name} on order 1028`);
  const amountMinor = item.unitPriceMinor * quantity;
  mockDb.refunds.insert({
    orderId: 1028,
    status: 'SUCCEEDED',
    amountMinor,
    deliveryFeeMinor: 0,
    currency: order.currency,
    reason: 'MISSING_ITEM',
    note: null,
    bearer: 'RESTAURANT',
    method: 'ORIGINAL_PAYMENT',
    lines: [{ itemId: item.id, quantity, amountMinor }],
    createdBy: null,
    createdByName: 'Ada Admin',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
  });
  if (updateOrder) mockDb.orders.update(1028, { refundedMinor: order.refundedMinor + amountMinor });
}

/** By items: a stepper per line up to what is left of it, the live sum, the fee; then the refund. */
export const RefundByItems: Story = {
  beforeEach: () => refundedAlready(FRIES, 1, true),
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await expect(dialog.getByText(summary(0, 3439))).toBeVisible();
    await expect(dialog.getByText(t('orders.refundDialog.nothingChosen'))).toBeVisible();
    await expect(submitButton(dialog, 0)).toBeDisabled();
    await more(dialog, FRIES);
    await expect(stepper(dialog, FRIES)).toHaveAttribute('aria-valuenow', '1');
    await expect(
      dialog.getByRole('button', { name: t('orders.refundDialog.more', { name: FRIES }) }),
    ).toBeDisabled();
    await more(dialog, PANCAKES);
    await userEvent.click(
      dialog.getByRole('checkbox', { name: named(t('orders.refundDialog.deliveryFee', { fee: usd(299) })) }),
    );
    await expect(dialog.getByText(summary(550 + 1295 + 299, 3439))).toBeVisible();
    await chooseReason(dialog, 'orders.refundReason.lateOrCold');
    await userEvent.click(submitButton(dialog, 2144));
    await expect(await screen.findByText(t('orders.refundDone', { amount: usd(2144) }))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(mockDb.orders.find(1028)?.refundedMinor).toBe(550 + 2144);
  },
};

/** By amount: typed in the reader's digits; more than is left is refused before it is sent. */
export const RefundByAmount: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: t('orders.refundDialog.byAmount') }));
    const amount = dialog.getByRole('textbox', { name: containing(t('orders.refundDialog.amount')) });
    await userEvent.type(amount, '45');
    await expect(dialog.getByText(summary(4500, 3989))).toBeVisible();
    await expect(dialog.getByText(t('orders.refundDialog.tooMuch', { refundable: usd(3989) }))).toBeVisible();
    await expect(submitButton(dialog, 4500)).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12');
    await chooseReason(dialog, 'orders.refundReason.other');
    await userEvent.click(submitButton(dialog, 1200));
    // Other asks for a note (the contract's rule, checked before sending).
    await expect(await dialog.findByText(apiField('Say why in a note'))).toBeVisible();
    await expect(submitButton(dialog, 1200)).toBeEnabled();
  },
};

/**
 * Refused (409): a pancake was refunded meanwhile (the page had not heard). The dialog keeps what
 * was typed, says why, and its caps are what is left now.
 */
export const RefundRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await more(dialog, PANCAKES);
    await more(dialog, PANCAKES);
    await chooseReason(dialog, 'orders.refundReason.quality');
    await userEvent.type(dialog.getByRole('textbox', { name: t('orders.refundDialog.note') }), 'Burnt');
    refundedAlready(PANCAKES, 1, false);
    await userEvent.click(submitButton(dialog, 2590));
    await expect(
      await dialog.findByText(apiRefusal('REFUND_EXCEEDS_REFUNDABLE', { refundable: '26.94' })),
    ).toBeVisible();
    await expect(stepper(dialog, PANCAKES)).toHaveAttribute('aria-valuemax', '1');
    await expect(stepper(dialog, PANCAKES)).toHaveAttribute('aria-valuenow', '2');
    await expect(dialog.getByText(summary(2590, 2694))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: t('orders.refundDialog.note') })).toHaveValue('Burnt');
    await expect(submitButton(dialog, 2590)).toBeDisabled();
  },
};

/** Lost race (412): someone refunded on the order since the dialog opened; it shows what is left now. */
export const RefundConflict: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await more(dialog, FRIES);
    await chooseReason(dialog, 'orders.refundReason.missingItem');
    refundedAlready(PANCAKES, 1, true);
    await userEvent.click(submitButton(dialog, 550));
    await expect(
      await dialog.findByText(t('orders.refundDialog.conflict', { refundable: usd(2694) })),
    ).toBeVisible();
    await expect(dialog.getByText(summary(550, 2694))).toBeVisible();
    await expect(stepper(dialog, PANCAKES)).toHaveAttribute('aria-valuemax', '1');
  },
};

/** Above the approval threshold ($50.00): the refund waits for an admin, and the toast says so. */
export const RefundWaitsForApproval: Story = {
  args: { orderId: 1015 },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement, 1015);
    await userEvent.click(dialog.getByRole('tab', { name: t('orders.refundDialog.byAmount') }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: containing(t('orders.refundDialog.amount')) }),
      '60',
    );
    await chooseReason(dialog, 'orders.refundReason.duplicateCharge');
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: t('orders.refundDialog.bearer') }),
      t('orders.refundBearer.platform'),
    );
    await userEvent.click(submitButton(dialog, 6000));
    await expect(await screen.findByText(t('orders.refundWaits', { amount: usd(6000) }))).toBeVisible();
    const card = within(await within(canvasElement).findByRole('region', { name: t('orders.payments') }));
    await expect(
      await card.findByText(t('orders.refundStatus.pending'), { selector: '.fa-badge' }),
    ).toBeVisible();
  },
};

/** The restaurant's owner refunds at the restaurant's cost: the bearer is fixed. */
export const RefundAsOwner: Story = {
  parameters: { page: { auth: asRole('RESTAURANT', 'owner@demo.food') } },
  beforeEach: () => {
    const owner = signedInAs('RESTAURANT');
    const order = mockDb.orders.find(1028);
    if (order) mockDb.restaurants.update(order.restaurantId, { ownerId: owner.id });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await expect(dialog.getByText(t('orders.refundDialog.bearerFixed'))).toBeVisible();
    await expect(dialog.queryByRole('combobox', { name: t('orders.refundDialog.bearer') })).toBeNull();
    await more(dialog, PANCAKES);
    await chooseReason(dialog, 'orders.refundReason.damaged');
    await userEvent.click(submitButton(dialog, 1295));
    await expect(await screen.findByText(t('orders.refundDone', { amount: usd(1295) }))).toBeVisible();
    const refunds = mockDb.refunds.all().filter((refund) => refund.orderId === 1028);
    await expect(refunds.map((refund) => refund.bearer)).toEqual(['RESTAURANT']);
  },
};

/** The dialog in French: its money with a comma and the euro-style spacing the kit writes. */
export const RefundInFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await more(dialog, FRIES);
    await userEvent.click(dialog.getByRole('tab', { name: t('orders.refundDialog.byAmount') }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: containing(t('orders.refundDialog.amount')) }),
      '12,5',
    );
    await expect(dialog.getByText(summary(1250, 3989))).toBeVisible();
  },
};

/** The dialog in Arabic, right to left. */
export const RefundInArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await more(dialog, PANCAKES);
    await expect(dialog.getByText(summary(1295, 3989))).toBeVisible();
    await expect(document.documentElement.dir).toBe(storyLocale() === 'ar' ? 'rtl' : 'ltr');
  },
};

/** On a phone: the lines wrap, nothing scrolls sideways. */
export const RefundPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await more(dialog, FRIES);
    await userEvent.click(dialog.getByRole('checkbox', { name: t('orders.refundDialog.partial') }));
    await expect(
      dialog.getByRole('textbox', { name: t('orders.refundDialog.lineAmount', { name: FRIES }) }),
    ).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Cancelling refunds the customer in full by default (the box is checked); rejecting always does. */
export const CancelRefundsInFull: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await actions(canvasElement)).getByRole('button', { name: t('orders.cancelOrder') }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: `${t('orders.cancelOrder')} #1028` }));
    await expect(dialog.getByRole('checkbox', { name: t('orders.refundInFull') })).toBeChecked();
    await expect(dialog.getByText(t('orders.refundInFullHint', { amount: usd(3989) }))).toBeVisible();
  },
};
