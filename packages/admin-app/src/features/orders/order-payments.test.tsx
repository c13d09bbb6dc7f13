import { mockDb } from '@food-admin/mocks';
import type { Refund } from '@food-admin/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COURIER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const ORDER_ID = 1028;

/** A refund of 60.00 on the order, waiting for an admin (the mocks' threshold is 50.00). */
function seedWaitingRefund(): Refund {
  const refund = mockDb.refunds.insert({
    orderId: ORDER_ID,
    status: 'PENDING_APPROVAL',
    amountMinor: 6000,
    deliveryFeeMinor: 0,
    currency: 'USD',
    reason: 'DUPLICATE_CHARGE',
    note: 'Charged twice at the door',
    bearer: 'PLATFORM',
    method: 'ORIGINAL_PAYMENT',
    lines: [],
    createdBy: null,
    createdByName: 'Ada Admin',
    createdAt: new Date().toISOString(),
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
  });
  mockDb.orders.update(ORDER_ID, { refundPendingMinor: 6000 });
  return refund;
}

/** The order page's payments card (docs/api.md#refunds). */
describe("an order's payments and refunds", () => {
  it('shows what was paid and that nothing went back yet', async () => {
    await renderApp(`/admin/orders/${ORDER_ID}`, { signedInAs: DEMO_ADMIN });
    const card = within(await screen.findByRole('region', { name: 'Payments and refunds' }));
    const total = mockDb.orders.find(ORDER_ID)?.totalMinor ?? 0;
    const paid = `$${(total / 100).toFixed(2)}`;
    expect(card.getByText('Paid').nextElementSibling).toHaveTextContent(paid);
    expect(card.getByText('Net').nextElementSibling).toHaveTextContent(paid);
    expect(await card.findByText('No refunds on this order.')).toBeVisible();
  });

  it('lets an admin approve a waiting refund, and shows it refunded with the sums moved', async () => {
    seedWaitingRefund();
    const { user } = await renderApp(`/admin/orders/${ORDER_ID}`, { signedInAs: DEMO_ADMIN });
    const card = within(await screen.findByRole('region', { name: 'Payments and refunds' }));
    expect(card.getByText('Waiting for approval', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$60.00',
    );
    expect(await card.findByText("Duplicate charge · Platform's cost", { exact: false })).toBeVisible();
    expect(card.getByText('Charged twice at the door')).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Approve the refund of $60.00' }));
    expect(await screen.findByText('Refund of $60.00 approved')).toBeVisible();
    expect(await card.findByText('Refunded', { selector: '.fa-badge' })).toBeVisible();
    expect(card.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$60.00');
    expect(card.queryByRole('button', { name: /Decline/ })).toBeNull();
  });

  it('offers no refund once the window after delivery has closed, and says since when', async () => {
    const order = mockDb.orders.all().find((each) => each.status === 'DELIVERED' && each.refundedMinor === 0);
    if (order === undefined) throw new Error('the fixtures have no unrefunded delivered order');
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    mockDb.orders.update(order.id, {
      history: order.history.map((change) =>
        change.to === 'DELIVERED' ? { ...change, createdAt: longAgo } : change,
      ),
    });
    await renderApp(`/admin/orders/${order.id}`, { signedInAs: DEMO_ADMIN });
    const card = within(await screen.findByRole('region', { name: 'Payments and refunds' }));
    expect(await card.findByText(/^Refunds closed on /)).toBeVisible();
    expect(card.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('offers a refund while something is left and the window is open', async () => {
    await renderApp(`/admin/orders/${ORDER_ID}`, { signedInAs: DEMO_ADMIN });
    const card = within(await screen.findByRole('region', { name: 'Payments and refunds' }));
    expect(await card.findByRole('button', { name: 'Refund' })).toBeVisible();
    expect(card.queryByText(/^Refunds closed on /)).toBeNull();
  });

  it('is not shown to couriers', async () => {
    const courier = mockDb.users.all().find((user) => user.email === DEMO_COURIER.email);
    const delivery = mockDb.orders.all().find((order) => order.courierId === courier?.id);
    await renderApp(`/admin/orders/${delivery?.id}`, { signedInAs: DEMO_COURIER });
    await screen.findByRole('region', { name: 'Items' });
    expect(screen.queryByRole('region', { name: 'Payments and refunds' })).toBeNull();
  });
});
