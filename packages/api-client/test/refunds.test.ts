import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planFullRefund,
  planRefund,
  refundLimitsOf,
  refundsInFull,
  sumMinor,
  timesMinor,
  type RefundableOrder,
  type RefundInput,
  type RefundOnOrder,
  type RefundPolicy,
} from '../src';

/*
 * What is left to refund of an order, and the refunds it allows (docs/api.md#refunds): never more
 * than the total, never more of a line than was ordered, the delivery fee once.
 */

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-12-04T12:00:00Z');

/** Two soups at 6.50, one bread at 2.25, a 2.99 fee: 18.24. */
const order = (refunds: RefundOnOrder[] = [], deliveredAt: number | null = null): RefundableOrder => ({
  totalMinor: 1824,
  deliveryFeeMinor: 299,
  deliveredAt,
  items: [
    { id: 1, quantity: 2, unitPriceMinor: 650 },
    { id: 2, quantity: 1, unitPriceMinor: 225 },
  ],
  refunds,
});

const admin: RefundPolicy = {
  now: NOW,
  windowDays: 30,
  approvalThresholdMinor: 5000,
  mayApprove: true,
  restaurantBearsOnly: false,
};
const owner: RefundPolicy = { ...admin, restaurantBearsOnly: true };

const input = (body: Partial<RefundInput>): RefundInput => ({
  deliveryFee: false,
  reason: 'MISSING_ITEM',
  bearer: 'RESTAURANT',
  method: 'ORIGINAL_PAYMENT',
  ...body,
});

const succeeded = (planned: ReturnType<typeof planRefund>): RefundOnOrder => {
  if (!planned.ok) throw new Error(planned.refusal.message);
  return { ...planned, status: 'SUCCEEDED' };
};

describe('refund limits', () => {
  it('leave the whole order refundable before any refund', () => {
    expect(refundLimitsOf(order())).toEqual({
      totalMinor: 1824,
      refundedMinor: 0,
      pendingMinor: 0,
      netMinor: 1824,
      refundableMinor: 1824,
      deliveryFeeRefundable: true,
      items: [
        { itemId: 1, refundableQuantity: 2, refundableMinor: 1300 },
        { itemId: 2, refundableQuantity: 1, refundableMinor: 225 },
      ],
    });
  });

  it('count succeeded and pending refunds, and give a declined one back', () => {
    const line = { itemId: 1, quantity: 1, amountMinor: 650 };
    const limits = refundLimitsOf(
      order([
        { status: 'SUCCEEDED', amountMinor: 650, deliveryFeeMinor: 0, lines: [line] },
        { status: 'PENDING_APPROVAL', amountMinor: 299, deliveryFeeMinor: 299, lines: [] },
        { status: 'DECLINED', amountMinor: 225, deliveryFeeMinor: 0, lines: [{ ...line, itemId: 2 }] },
      ]),
    );
    expect(limits).toMatchObject({
      refundedMinor: 650,
      pendingMinor: 299,
      netMinor: 1174,
      refundableMinor: 875,
      deliveryFeeRefundable: false,
      items: [
        { itemId: 1, refundableQuantity: 1, refundableMinor: 650 },
        { itemId: 2, refundableQuantity: 1, refundableMinor: 225 },
      ],
    });
  });
});

describe('planning a refund', () => {
  it('prices lines at their unit price, or the partial amount given, and adds the fee once', () => {
    const planned = planRefund(
      order(),
      input({
        lines: [
          { itemId: 1, quantity: 1 },
          { itemId: 2, quantity: 1, amountMinor: 100 },
        ],
        deliveryFee: true,
      }),
      admin,
    );
    expect(planned).toEqual({
      ok: true,
      amountMinor: 650 + 100 + 299,
      deliveryFeeMinor: 299,
      lines: [
        { itemId: 1, quantity: 1, amountMinor: 650 },
        { itemId: 2, quantity: 1, amountMinor: 100 },
      ],
      status: 'SUCCEEDED',
    });
    const again = planRefund(order([succeeded(planned)]), input({ deliveryFee: true }), admin);
    expect(again).toMatchObject({ ok: false, refusal: { code: 'DELIVERY_FEE_NOT_REFUNDABLE', status: 409 } });
  });

  it('refuses more of a line than is left, in quantity or amount, and an item of another order', () => {
    const first = succeeded(planRefund(order(), input({ lines: [{ itemId: 1, quantity: 1 }] }), admin));
    const refused = [
      { itemId: 1, quantity: 2 },
      { itemId: 1, quantity: 1, amountMinor: 651 },
      { itemId: 2, quantity: 1, amountMinor: 226 },
      { itemId: 99, quantity: 1 },
    ].map((line) => planRefund(order([first]), input({ lines: [line] }), admin));
    for (const answer of refused)
      expect(answer).toMatchObject({
        ok: false,
        refusal: {
          code: 'REFUND_EXCEEDS_REFUNDABLE',
          message:
            'This is more than is left to refund: at most 11.74 in all, and per item what is left of it',
        },
        details: { limits: { refundableMinor: 1174 } },
      });
  });

  it('refuses an amount above what is left, and a refund of nothing', () => {
    expect(planRefund(order(), input({ amountMinor: 1825 }), admin)).toMatchObject({
      ok: false,
      refusal: { code: 'REFUND_EXCEEDS_REFUNDABLE' },
    });
    expect(planRefund(order(), input({ amountMinor: 1824 }), admin)).toMatchObject({
      ok: true,
      amountMinor: 1824,
    });
    expect(
      planRefund(order(), input({ lines: [{ itemId: 2, quantity: 1, amountMinor: 0 }] }), admin),
    ).toMatchObject({ ok: false, refusal: { code: 'REFUND_NOTHING' } });
  });

  it('waits for approval above the threshold, or when the caller may not approve', () => {
    const big = planRefund(order(), input({ amountMinor: 1000 }), { ...admin, approvalThresholdMinor: 999 });
    expect(big).toMatchObject({ ok: true, status: 'PENDING_APPROVAL' });
    const within = planRefund(order(), input({ amountMinor: 999 }), {
      ...admin,
      approvalThresholdMinor: 999,
    });
    expect(within).toMatchObject({ ok: true, status: 'SUCCEEDED' });
    expect(planRefund(order(), input({ amountMinor: 1 }), { ...admin, mayApprove: false })).toMatchObject({
      ok: true,
      status: 'PENDING_APPROVAL',
    });
  });

  it("makes an owner's refund the restaurant's cost", () => {
    expect(planRefund(order(), input({ amountMinor: 100, bearer: 'PLATFORM' }), owner)).toMatchObject({
      ok: false,
      refusal: { code: 'REFUND_RESTAURANT_BEARS', status: 403 },
    });
    expect(planRefund(order(), input({ amountMinor: 100 }), owner)).toMatchObject({ ok: true });
  });

  it('closes refunds the configured number of days after delivery', () => {
    const delivered = (daysAgo: number) => order([], NOW - daysAgo * DAY_MS);
    expect(planRefund(delivered(29), input({ amountMinor: 100 }), admin)).toMatchObject({ ok: true });
    expect(planRefund(delivered(31), input({ amountMinor: 100 }), admin)).toMatchObject({
      ok: false,
      refusal: { code: 'REFUND_WINDOW_CLOSED', message: 'Refunds close 30 days after delivery' },
    });
  });
});

describe('a full refund (a rejected or cancelled order)', () => {
  it('gives back the whole order at once, the fee with it, whenever it was delivered', () => {
    const full = { amountMinor: 1824, deliveryFeeMinor: 299, lines: [], status: 'SUCCEEDED' };
    expect(planFullRefund(order())).toEqual({ refund: full, superseded: [] });
    // No window and no threshold: the platform refunds by itself.
    expect(planFullRefund(order([], NOW - 400 * DAY_MS))?.refund).toEqual(full);
  });

  it('takes what is left after a refund, supersedes one that waits, and leaves out a fee given', () => {
    const partial = succeeded(planRefund(order(), input({ lines: [{ itemId: 1, quantity: 1 }] }), admin));
    expect(planFullRefund(order([partial]))?.refund).toMatchObject({
      amountMinor: 1174,
      deliveryFeeMinor: 299,
    });
    const pending: RefundOnOrder = {
      status: 'PENDING_APPROVAL',
      amountMinor: 1000,
      deliveryFeeMinor: 0,
      lines: [],
    };
    // The waiting refund is declined by the caller and its share taken too: the whole order.
    expect(planFullRefund(order([partial, pending]))).toMatchObject({
      refund: { amountMinor: 1174, deliveryFeeMinor: 299 },
      superseded: [1],
    });
    const fee = succeeded(planRefund(order(), input({ deliveryFee: true }), admin));
    expect(planFullRefund(order([fee]))?.refund).toMatchObject({ amountMinor: 1525, deliveryFeeMinor: 0 });
  });

  it('leaves the fee out when less than it is left, and plans nothing when nothing is', () => {
    const most = succeeded(planRefund(order(), input({ amountMinor: 1700 }), admin));
    expect(planFullRefund(order([most]))).toEqual({
      refund: { amountMinor: 124, deliveryFeeMinor: 0, lines: [], status: 'SUCCEEDED' },
      superseded: [],
    });
    const all = succeeded(planRefund(order(), input({ amountMinor: 1824 }), admin));
    expect(planFullRefund(order([all]))).toBeUndefined();
  });

  it('follows a rejection always, a cancellation unless told NONE, and no other move', () => {
    expect(refundsInFull({ to: 'REJECTED' })).toBe(true);
    expect(refundsInFull({ to: 'REJECTED', refund: 'NONE' })).toBe(true);
    expect(refundsInFull({ to: 'CANCELLED' })).toBe(true);
    expect(refundsInFull({ to: 'CANCELLED', refund: 'FULL' })).toBe(true);
    expect(refundsInFull({ to: 'CANCELLED', refund: 'NONE' })).toBe(false);
    expect(refundsInFull({ to: 'DELIVERED', refund: 'FULL' })).toBe(false);
  });
});

describe('any sequence of refunds (property)', () => {
  const orderArbitrary = fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 5 }),
        unitPriceMinor: fc.integer({ min: 1, max: 5000 }),
      }),
      {
        minLength: 1,
        maxLength: 5,
      },
    )
    .chain((lines) =>
      fc.record({
        items: fc.constant(lines.map((line, index) => ({ id: index + 1, ...line }))),
        deliveryFeeMinor: fc.integer({ min: 0, max: 999 }),
      }),
    );
  const request = (items: number) =>
    fc.oneof(
      fc.record({
        lines: fc.array(
          fc.record({
            itemId: fc.integer({ min: 1, max: items + 1 }),
            quantity: fc.integer({ min: 1, max: 6 }),
            amountMinor: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        deliveryFee: fc.boolean(),
      }),
      fc.record({ amountMinor: fc.integer({ min: 1, max: 30_000 }), deliveryFee: fc.boolean() }),
    );

  it('never refunds more than the total, more of a line than was ordered, or the fee twice', () => {
    fc.assert(
      fc.property(
        orderArbitrary.chain((shape) =>
          fc.record({
            shape: fc.constant(shape),
            steps: fc.array(
              fc.record({
                body: request(shape.items.length),
                outcome: fc.constantFrom('SUCCEEDED', 'PENDING_APPROVAL', 'DECLINED' as const),
              }),
              { maxLength: 12 },
            ),
            // Then the order rejected or cancelled: everything left given back at once.
            endsInFull: fc.boolean(),
          }),
        ),
        ({ shape, steps, endsInFull }) => {
          const subtotal = sumMinor(
            shape.items.map((item) => timesMinor(item.unitPriceMinor, item.quantity)),
          );
          const refunds: RefundOnOrder[] = [];
          const current = (): RefundableOrder => ({
            totalMinor: subtotal + shape.deliveryFeeMinor,
            deliveryFeeMinor: shape.deliveryFeeMinor,
            deliveredAt: null,
            items: shape.items,
            refunds,
          });
          for (const { body, outcome } of steps) {
            // Requests that name an item twice are refused by the schema before planning.
            const ids = 'lines' in body ? body.lines.map((line) => line.itemId) : [];
            if (new Set(ids).size !== ids.length) continue;
            const planned = planRefund(current(), input(body), admin);
            if (planned.ok) refunds.push({ ...planned, status: outcome });
          }
          const full = endsInFull ? planFullRefund(current()) : undefined;
          if (full !== undefined) {
            for (const at of full.superseded) refunds[at] = { ...refunds[at]!, status: 'DECLINED' };
            refunds.push(full.refund);
          }
          const live = refunds.filter((refund) => refund.status !== 'DECLINED');
          expect(sumMinor(live.map((refund) => refund.amountMinor))).toBeLessThanOrEqual(
            current().totalMinor,
          );
          expect(live.filter((refund) => refund.deliveryFeeMinor > 0).length).toBeLessThanOrEqual(1);
          for (const item of shape.items) {
            const lines = live.flatMap((refund) => refund.lines.filter((line) => line.itemId === item.id));
            expect(sumMinor(lines.map((line) => line.quantity))).toBeLessThanOrEqual(item.quantity);
            expect(sumMinor(lines.map((line) => line.amountMinor))).toBeLessThanOrEqual(
              timesMinor(item.unitPriceMinor, item.quantity),
            );
          }
          const limits = refundLimitsOf(current());
          expect(limits.refundedMinor + limits.pendingMinor + limits.refundableMinor).toBe(
            current().totalMinor,
          );
          if (endsInFull) expect(limits.refundableMinor).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
