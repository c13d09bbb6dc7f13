import { clearMockRefunds, insertMockRefund, mockDb } from '@food-admin/mocks';
import type { Refund, RefundStatus } from '@food-admin/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_OWNER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();
// Counted from none: the fixtures' own refunds (mocks' fixtures/orders.ts) set aside.
beforeEach(clearMockRefunds);

/** A refund of `amountMinor` on `orderId` in `status`, with the order's sums kept as the server's. */
function seedRefund(orderId: number, amountMinor: number, status: RefundStatus): Refund {
  return insertMockRefund({
    orderId,
    status,
    amountMinor,
    deliveryFeeMinor: 0,
    currency: 'USD',
    reason: 'DUPLICATE_CHARGE',
    note: null,
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
}

const table = async () => within(await screen.findByRole('table', { name: 'Refunds' }));

/** The refunds list (docs/api.md#refunds-list): an admin decides waiting refunds from their rows. */
describe('the refunds list', () => {
  it('lets an admin approve a waiting refund from its row', async () => {
    seedRefund(1031, 1000, 'SUCCEEDED');
    seedRefund(1028, 6000, 'PENDING_APPROVAL');
    const { user } = await renderApp('/admin/refunds', { signedInAs: DEMO_ADMIN });
    const rows = await table();
    expect(await rows.findByRole('link', { name: 'Open order #1028' })).toBeVisible();
    expect(rows.getByRole('link', { name: 'Open order #1031' })).toBeVisible();
    // Only the waiting refund has the buttons.
    expect(rows.getAllByRole('button', { name: /^Approve the refund of/ })).toHaveLength(1);

    await user.click(rows.getByRole('button', { name: 'Approve the refund of $60.00' }));
    expect(await screen.findByText('Refund of $60.00 approved')).toBeVisible();
    await waitFor(() => expect(rows.queryByRole('button', { name: /Approve the refund/ })).toBeNull());
    expect(mockDb.refunds.all().every((refund) => refund.status === 'SUCCEEDED')).toBe(true);
    expect(mockDb.orders.find(1028)?.refundPendingMinor).toBe(0);
  });

  it('lets an admin decline one, and says when it waits no more', async () => {
    const waiting = seedRefund(1028, 6000, 'PENDING_APPROVAL');
    const { user } = await renderApp('/admin/refunds?status=PENDING_APPROVAL', { signedInAs: DEMO_ADMIN });
    const rows = await table();
    const decline = await rows.findByRole('button', { name: 'Decline the refund of $60.00' });
    // Someone else decided it meanwhile: the 409 is said, and the list reads it again.
    mockDb.refunds.update(waiting.id, { status: 'DECLINED' });
    await user.click(decline);
    expect(await screen.findByText('The refund of $60.00 was not decided')).toBeVisible();
    expect(await rows.findByText('No refunds match these filters.')).toBeVisible();
  });

  it('shows an owner their restaurants’ refunds, without the decision buttons', async () => {
    seedRefund(1027, 6000, 'PENDING_APPROVAL');
    seedRefund(1031, 500, 'SUCCEEDED');
    // The mocks scope by their actor, as the server by the signed-in user.
    mockDb.actor = DEMO_OWNER.email;
    await renderApp('/admin/refunds', { signedInAs: DEMO_OWNER });
    const rows = await table();
    expect(await rows.findByRole('link', { name: 'Open order #1027' })).toBeVisible();
    expect(rows.queryByRole('link', { name: 'Open order #1031' })).toBeNull();
    expect(rows.queryByRole('button', { name: /Approve the refund/ })).toBeNull();
  });
});
