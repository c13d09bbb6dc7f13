import { clearMockRefunds, mockDb, overrides } from '@food-admin/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN,
  DEMO_OWNER,
  mockServer,
  recordRequests,
  renderApp,
  setupMockBackend,
} from '@/test/render-app';

setupMockBackend();
// Counted from none: the fixtures' own refunds (mocks' fixtures/orders.ts) set aside.
beforeEach(clearMockRefunds);

/*
 * The refund dialog of the order page (docs/api.md#refunds). Order #1028 of the mocks: 2 Hand-cut
 * Fries at $5.50 and 2 Pancake Stacks at $12.95, a $2.99 delivery fee, $39.89 in all.
 */
const ORDER_ID = 1028;
const FRIES = 'Hand-cut Fries';
const PANCAKES = 'Pancake Stack';

const itemId = (name: string) =>
  mockDb.orders.find(ORDER_ID)?.items.find((item) => item.name === name)?.id ?? 0;

/** A refund recorded on the order behind the page's back (another tab, or the server's last word). */
function refundedAlready(name: string, quantity: number, { updateOrder }: { updateOrder: boolean }) {
  const order = mockDb.orders.find(ORDER_ID);
  const item = order?.items.find((candidate) => candidate.name === name);
  if (!order || !item) throw new Error(`No ${name} on order ${ORDER_ID}`);
  const amountMinor = item.unitPriceMinor * quantity;
  mockDb.refunds.insert({
    orderId: ORDER_ID,
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
    createdAt: new Date().toISOString(),
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
  });
  if (updateOrder) mockDb.orders.update(ORDER_ID, { refundedMinor: amountMinor });
}

async function openRefundDialog(signedInAs = DEMO_ADMIN, orderId = ORDER_ID) {
  const view = await renderApp(`/admin/orders/${orderId}`, { signedInAs });
  const card = within(await screen.findByRole('region', { name: 'Payments and refunds' }));
  await view.user.click(await card.findByRole('button', { name: 'Refund' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Refund order #${orderId}` }));
  return { ...view, dialog };
}

const stepper = (dialog: ReturnType<typeof within>, name: string) =>
  dialog.getByRole('spinbutton', { name: `Quantity of ${name} to refund` });

/** The refunds the app sent to the server. */
const refundPosts = (requests: Request[], orderId = ORDER_ID) =>
  requests.filter(
    (request) =>
      request.method === 'POST' && new URL(request.url).pathname === `/admin/orders/${orderId}/refunds`,
  );

describe('the refund dialog', () => {
  it('caps each stepper at what is left of its line and sums the refund live', async () => {
    refundedAlready(FRIES, 1, { updateOrder: true });
    const { user, dialog } = await openRefundDialog();
    expect(dialog.getByText('Refund $0.00 of $34.39 refundable')).toBeVisible();
    expect(dialog.getByText('Choose items, an amount or the delivery fee.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Refund $0.00' })).toBeDisabled();

    // One fries is refunded already: one is left.
    expect(stepper(dialog, FRIES)).toHaveAttribute('aria-valuemax', '1');
    await user.click(dialog.getByRole('button', { name: `One more ${FRIES}` }));
    expect(stepper(dialog, FRIES)).toHaveAttribute('aria-valuenow', '1');
    expect(dialog.getByRole('button', { name: `One more ${FRIES}` })).toBeDisabled();
    // Arrow keys stop at the cap too.
    stepper(dialog, PANCAKES).focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(stepper(dialog, PANCAKES)).toHaveAttribute('aria-valuenow', '2');
    expect(dialog.getByText('Refund $31.40 of $34.39 refundable')).toBeVisible();

    await user.click(dialog.getByRole('checkbox', { name: 'Include the delivery fee ($2.99)' }));
    expect(dialog.getByText('Refund $34.39 of $34.39 refundable')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Refund $34.39' })).toBeEnabled();

    // Part of a line's price: the line's typed amount counts instead of its price.
    await user.click(dialog.getByRole('checkbox', { name: 'Refund less than the full price of an item' }));
    await user.type(dialog.getByRole('textbox', { name: `Amount for ${PANCAKES}` }), '10');
    expect(dialog.getByText('Refund $18.49 of $34.39 refundable')).toBeVisible();

    // By amount: more than is left is refused before it is sent.
    await user.click(dialog.getByRole('tab', { name: 'By amount' }));
    await user.type(dialog.getByRole('textbox', { name: /Amount/ }), '40');
    expect(dialog.getByText('Refund $42.99 of $34.39 refundable')).toBeVisible();
    expect(dialog.getByText('That is more than the $34.39 left to refund.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Refund $42.99' })).toBeDisabled();
  });

  it('asks for a reason, and a note with Other, from the contract', async () => {
    const { user, dialog } = await openRefundDialog();
    await user.click(dialog.getByRole('button', { name: `One more ${FRIES}` }));
    await user.click(dialog.getByRole('button', { name: 'Refund $5.50' }));
    expect(await dialog.findByText('Choose a reason', { selector: 'p' })).toBeVisible();
    await user.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'Other');
    expect(await dialog.findByText('Say why in a note')).toBeVisible();
    expect(mockDb.refunds.all()).toHaveLength(0);
  });

  it('sends one Idempotency-Key from one opening; a 409 keeps the values and lowers the cap', async () => {
    const { user, dialog } = await openRefundDialog();
    const version = mockDb.orders.find(ORDER_ID)?.version;
    await user.click(dialog.getByRole('button', { name: `One more ${PANCAKES}` }));
    await user.click(dialog.getByRole('button', { name: `One more ${PANCAKES}` }));
    await user.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'Quality');
    await user.type(dialog.getByRole('textbox', { name: 'Note' }), 'Burnt');
    // Meanwhile one of them is refunded, and the page has not heard of it.
    refundedAlready(PANCAKES, 1, { updateOrder: false });
    const requests = recordRequests();

    await user.click(dialog.getByRole('button', { name: 'Refund $25.90' }));
    expect(
      await dialog.findByText('This is more than is left to refund: at most 26.94 in all', { exact: false }),
    ).toBeVisible();
    // The dialog stays with what was typed, and the cap of the line is what is left now.
    expect(stepper(dialog, PANCAKES)).toHaveAttribute('aria-valuemax', '1');
    expect(stepper(dialog, PANCAKES)).toHaveAttribute('aria-valuenow', '2');
    expect(dialog.getByText('Only 1 left to refund')).toBeVisible();
    expect(dialog.getByRole('combobox', { name: /Reason/ })).toHaveValue('QUALITY');
    expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue('Burnt');
    expect(dialog.getByText('Refund $25.90 of $26.94 refundable')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Refund $25.90' })).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: `One fewer ${PANCAKES}` }));
    await user.click(dialog.getByRole('button', { name: 'Refund $12.95' }));
    expect(await screen.findByText('Refunded $12.95')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const posts = refundPosts(requests);
    expect(posts).toHaveLength(2);
    const [first, second] = posts;
    const key = first?.headers.get('idempotency-key');
    expect(key).toMatch(/^[\x21-\x7e]{16,}$/);
    expect(second?.headers.get('idempotency-key')).toBe(key);
    expect(posts.map((post) => post.headers.get('if-match'))).toEqual([`"${version}"`, `"${version}"`]);
    expect(await second?.json()).toEqual({
      lines: [{ itemId: itemId(PANCAKES), quantity: 1 }],
      deliveryFee: false,
      reason: 'QUALITY',
      bearer: 'RESTAURANT',
      method: 'ORIGINAL_PAYMENT',
      note: 'Burnt',
    });
    expect(mockDb.refunds.all()).toHaveLength(2);

    // The card shows it; a new opening is a new refund, with a new key.
    const card = within(screen.getByRole('region', { name: 'Payments and refunds' }));
    await waitFor(() =>
      expect(card.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$25.90'),
    );
    await user.click(card.getByRole('button', { name: 'Refund' }));
    const again = within(await screen.findByRole('dialog', { name: `Refund order #${ORDER_ID}` }));
    await user.click(again.getByRole('tab', { name: 'By amount' }));
    await user.type(again.getByRole('textbox', { name: /Amount/ }), '1');
    await user.selectOptions(again.getByRole('combobox', { name: /Reason/ }), 'Goodwill');
    await user.click(again.getByRole('button', { name: 'Refund $1.00' }));
    expect(await screen.findByText('Refunded $1.00')).toBeVisible();
    const third = refundPosts(requests)[2];
    expect(third?.headers.get('idempotency-key')).not.toBe(key);
  });

  it('on a lost race (412) shows what is left now and sends on that version, with the same key', async () => {
    const { user, dialog } = await openRefundDialog();
    const requests = recordRequests();
    await user.click(dialog.getByRole('button', { name: `One more ${FRIES}` }));
    await user.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'Missing item');
    // Someone else refunds a pancake: the order's version rises.
    refundedAlready(PANCAKES, 1, { updateOrder: true });
    const version = mockDb.orders.find(ORDER_ID)?.version;

    await user.click(dialog.getByRole('button', { name: 'Refund $5.50' }));
    expect(
      await dialog.findByText(/Someone changed this order's refunds since you opened this: \$26\.94 is left/),
    ).toBeVisible();
    expect(dialog.getByText('Refund $5.50 of $26.94 refundable')).toBeVisible();
    expect(stepper(dialog, PANCAKES)).toHaveAttribute('aria-valuemax', '1');
    expect(stepper(dialog, FRIES)).toHaveAttribute('aria-valuenow', '1');

    await user.click(dialog.getByRole('button', { name: 'Refund $5.50' }));
    expect(await screen.findByText('Refunded $5.50')).toBeVisible();
    const posts = refundPosts(requests);
    expect(posts.map((post) => post.headers.get('if-match'))).toEqual([
      `"${(version ?? 0) - 1}"`,
      `"${version}"`,
    ]);
    expect(new Set(posts.map((post) => post.headers.get('idempotency-key'))).size).toBe(1);
  });

  it('sends a double click once, and says when the refund waits for approval', async () => {
    // Order #1015: $78.50, above the mocks' approval threshold of $50.00.
    const { user, dialog } = await openRefundDialog(DEMO_ADMIN, 1015);
    const requests = recordRequests();
    await user.click(dialog.getByRole('tab', { name: 'By amount' }));
    await user.type(dialog.getByRole('textbox', { name: /Amount/ }), '60');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'Duplicate charge');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Who bears the cost/ }), "Platform's cost");
    await user.dblClick(dialog.getByRole('button', { name: 'Refund $60.00' }));
    expect(await screen.findByText('Refund of $60.00 waits for approval')).toBeVisible();
    expect(refundPosts(requests, 1015)).toHaveLength(1);
    expect(mockDb.refunds.all().map((refund) => refund.status)).toEqual(['PENDING_APPROVAL']);
  });

  it("fixes an owner's refunds at the restaurant's cost", async () => {
    const owner = mockDb.users.all().find((user) => user.email === DEMO_OWNER.email);
    const order = mockDb.orders.find(ORDER_ID);
    if (order && owner) mockDb.restaurants.update(order.restaurantId, { ownerId: owner.id });
    const { dialog } = await openRefundDialog(DEMO_OWNER);
    expect(dialog.queryByRole('combobox', { name: /Who bears the cost/ })).toBeNull();
    expect(dialog.getByText('A restaurant refunds at its own cost.')).toBeVisible();
  });
});

describe('cancelling an order', () => {
  it('refunds the customer in full unless unchecked', async () => {
    mockServer.use(overrides.loading('orderTransition'));
    const { user } = await renderApp(`/admin/orders/${ORDER_ID}`, { signedInAs: DEMO_ADMIN });
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Cancel order #${ORDER_ID}` }));
    const refund = dialog.getByRole('checkbox', { name: 'Refund the customer in full' });
    expect(refund).toBeChecked();
    expect(dialog.getByText('Gives back the $39.89 still refundable', { exact: false })).toBeVisible();
    await user.click(refund);
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Customer called');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(await requests.find((request) => request.method === 'POST')?.json()).toEqual({
      to: 'CANCELLED',
      reason: 'Customer called',
      refund: 'NONE',
    });
  });

  it('says a rejected order is refunded in full', async () => {
    const { user } = await renderApp(`/admin/orders/${ORDER_ID}`, { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Reject order #${ORDER_ID}` }));
    expect(dialog.queryByRole('checkbox')).toBeNull();
    expect(dialog.getByText('A rejected order is always refunded in full', { exact: false })).toBeVisible();
  });
});
