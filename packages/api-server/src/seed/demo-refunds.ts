import {
  FULL_REFUND_TERMS,
  planFullRefund,
  planRefund,
  refundLimitsOf,
  type OrderStatus,
  type PlannedRefund,
  type RefundableOrder,
  type RefundInput,
  type RefundOnOrder,
  type RefundPolicy,
  type RefundStatus,
} from '@food-admin/api-client';

/*
 * The demo's refunds (docs/api.md#refunds), decided by the contract's own rules as the server's
 * refunds are, so the database's checks hold (refunded + pending <= total, the fee once):
 * - every REJECTED or CANCELLED order has its automatic full refund (planFullRefund): SUCCEEDED, at
 *   the platform's cost (FULL_REFUND_TERMS), by nobody, at the moment of the move, its note the
 *   move's reason, as refundInFull writes it;
 * - a few DELIVERED orders have refunds a person made (planRefund): by items (a whole line, and part
 *   of one), by amount with the delivery fee, one above the approval threshold still waiting, and an
 *   owner's request an admin declined.
 * No random draw: the orders are picked by rule, so the rest of the demo data stays as it was.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The platform's refund settings the demo is refunded under (the server's config). */
export type DemoRefundSettings = {
  currency: string;
  approvalThresholdMinor: number;
  windowDays: number;
};

/** What the refunds need of a planned order; its items' ids are their positions (1-based). */
export type RefundSeedOrder = {
  restaurantId: number;
  status: OrderStatus;
  items: readonly { unitPriceMinor: number; quantity: number }[];
  subtotalCents: number;
  feeCents: number;
  steps: readonly { to: OrderStatus; reason: string | null; at: number }[];
};

/** A refund to insert; its lines name the order's items by position (1-based), as planned. */
export type SeedRefund = PlannedRefund &
  Pick<RefundInput, 'reason' | 'bearer' | 'method'> & {
    note: string | null;
    createdBy: number | null;
    createdAt: number;
    decidedBy: number | null;
    decidedAt: number | null;
  };

export type DemoRefundContext = {
  now: number;
  settings: DemoRefundSettings;
  restaurants: readonly { id: number; ownerId: number | null }[];
  admins: readonly { id: number }[];
  demoOwnerRestaurantIds: readonly number[];
};

/** The order as the contract's refund rules read it, with `refunds`. */
function refundableOf(order: RefundSeedOrder, refunds: readonly RefundOnOrder[]): RefundableOrder {
  return {
    totalMinor: order.subtotalCents + order.feeCents,
    deliveryFeeMinor: order.feeCents,
    deliveredAt: order.steps.find((step) => step.to === 'DELIVERED')?.at ?? null,
    items: order.items.map((item, index) => ({
      id: index + 1,
      quantity: item.quantity,
      unitPriceMinor: item.unitPriceMinor,
    })),
    refunds,
  };
}

/** The order's refunded and pending sums with `refunds` (its row's refunded_minor, refund_pending_minor). */
export function refundSumsOf(order: RefundSeedOrder, refunds: readonly SeedRefund[]) {
  const limits = refundLimitsOf(refundableOf(order, refunds));
  return { refundedMinor: limits.refundedMinor, refundPendingMinor: limits.pendingMinor };
}

/** A person's refund on a delivered order, as they asked it. */
type HandRefund = {
  /** Which delivered order it goes on. */
  fits: (order: RefundSeedOrder) => boolean;
  /** Who asks: an admin (approves their own within the threshold) or the restaurant's owner. */
  by: 'admin' | 'owner';
  /** On an order of the demo owner's restaurants if there is one, so they see refunds too. */
  own?: boolean;
  input: (order: RefundSeedOrder) => RefundInput;
  /** Hours after the delivery it was asked. */
  afterHours: number;
  /** Declined by an admin this many hours later (it waited for approval). */
  declinedAfterHours?: number;
};

const lineWorth = (item: { unitPriceMinor: number }) => item.unitPriceMinor;

function handRefunds(ctx: DemoRefundContext): HandRefund[] {
  const { approvalThresholdMinor } = ctx.settings;
  const ownerOf = (order: RefundSeedOrder) =>
    ctx.restaurants.find((restaurant) => restaurant.id === order.restaurantId)?.ownerId ?? null;
  const totalOf = (order: RefundSeedOrder) => order.subtotalCents + order.feeCents;
  return [
    // By items: a whole line was missing.
    {
      fits: (order) => order.items.length >= 2,
      by: 'admin',
      own: true,
      input: (order) => ({
        lines: [{ itemId: order.items.length, quantity: 1 }],
        deliveryFee: false,
        reason: 'MISSING_ITEM',
        note: 'Left out of the bag.',
        bearer: 'RESTAURANT',
        method: 'ORIGINAL_PAYMENT',
      }),
      afterHours: 1,
    },
    // By items, less than their price: half of one dish back.
    {
      fits: (order) => order.items.some((item) => lineWorth(item) >= 200),
      by: 'admin',
      input: (order) => {
        const index = order.items.findIndex((item) => lineWorth(item) >= 200);
        const item = order.items[index] as RefundSeedOrder['items'][number];
        return {
          lines: [{ itemId: index + 1, quantity: 1, amountMinor: Math.floor(item.unitPriceMinor / 2) }],
          deliveryFee: false,
          reason: 'QUALITY',
          note: 'Overcooked; half of it back.',
          bearer: 'RESTAURANT',
          method: 'STORE_CREDIT',
        };
      },
      afterHours: 3,
    },
    // By amount, with the delivery fee: the courier was late.
    {
      fits: (order) => order.feeCents > 0 && totalOf(order) >= order.feeCents + 500,
      by: 'admin',
      input: () => ({
        amountMinor: 300,
        deliveryFee: true,
        reason: 'LATE_OR_COLD',
        note: 'Arrived 40 minutes late.',
        bearer: 'PLATFORM',
        method: 'ORIGINAL_PAYMENT',
      }),
      afterHours: 2,
    },
    // Above the approval threshold: waits for an admin.
    {
      fits: (order) => totalOf(order) > approvalThresholdMinor,
      by: 'admin',
      input: (order) => ({
        amountMinor: totalOf(order),
        deliveryFee: false,
        reason: 'DAMAGED',
        note: 'The bag tore open on the way.',
        bearer: 'COURIER',
        method: 'ORIGINAL_PAYMENT',
      }),
      afterHours: 2,
    },
    // An owner's request (it waits for an admin), declined.
    {
      fits: (order) => ownerOf(order) !== null,
      by: 'owner',
      own: true,
      input: (order) => ({
        amountMinor: Math.min(800, totalOf(order)),
        deliveryFee: false,
        reason: 'GOODWILL',
        note: 'A regular customer, asked for a gesture.',
        bearer: 'RESTAURANT',
        method: 'STORE_CREDIT',
      }),
      afterHours: 4,
      declinedAfterHours: 5,
    },
  ];
}

/**
 * The refunds of `orders` (by the orders' positions): the automatic full refunds of the rejected and
 * cancelled ones, and the few hand refunds on delivered ones.
 */
export function planDemoRefunds(
  orders: readonly RefundSeedOrder[],
  ctx: DemoRefundContext,
): Map<number, SeedRefund[]> {
  const byOrder = new Map<number, SeedRefund[]>();
  for (const [index, order] of orders.entries()) {
    if (order.status !== 'REJECTED' && order.status !== 'CANCELLED') continue;
    const move = order.steps.findLast((step) => step.to === order.status);
    // Nothing waits on a seeded order before its move: the plan supersedes nothing.
    const planned = planFullRefund(refundableOf(order, []))?.refund;
    if (planned === undefined || move === undefined) continue;
    byOrder.set(index, [
      {
        ...planned,
        ...FULL_REFUND_TERMS,
        note: move.reason,
        createdBy: null,
        createdAt: move.at,
        decidedBy: null,
        decidedAt: null,
      },
    ]);
  }

  const admin = ctx.admins[0]?.id;
  if (admin === undefined) return byOrder;
  const deliveredAt = (order: RefundSeedOrder) => refundableOf(order, []).deliveredAt ?? 0;
  // Delivered within the refund window, at least a day ago (each refund's story lies in the past),
  // newest first.
  const own = new Set(ctx.demoOwnerRestaurantIds);
  const candidates = [...orders.entries()]
    .filter(
      ([, order]) =>
        order.status === 'DELIVERED' &&
        deliveredAt(order) < ctx.now - DAY &&
        deliveredAt(order) > ctx.now - (ctx.settings.windowDays - 1) * DAY,
    )
    .sort(([, a], [, b]) => deliveredAt(b) - deliveredAt(a));
  for (const hand of handRefunds(ctx)) {
    const free = candidates.filter(([index, order]) => !byOrder.has(index) && hand.fits(order));
    const found =
      (hand.own === true ? free.find(([, order]) => own.has(order.restaurantId)) : undefined) ?? free[0];
    if (found === undefined) continue;
    const [index, order] = found;
    const ownerId = ctx.restaurants.find((row) => row.id === order.restaurantId)?.ownerId ?? null;
    const by = hand.by === 'owner' ? ownerId : admin;
    const createdAt = Math.min(ctx.now - HOUR, deliveredAt(order) + hand.afterHours * HOUR);
    const input = hand.input(order);
    const policy: RefundPolicy = {
      now: createdAt,
      windowDays: ctx.settings.windowDays,
      approvalThresholdMinor: ctx.settings.approvalThresholdMinor,
      mayApprove: hand.by === 'admin',
      restaurantBearsOnly: hand.by === 'owner',
    };
    const planned = planRefund(refundableOf(order, []), input, policy);
    if (!planned.ok) continue;
    const { ok: _ok, ...refund } = planned;
    const declined = hand.declinedAfterHours !== undefined && refund.status === 'PENDING_APPROVAL';
    const decidedAt = Math.min(ctx.now - MINUTE, createdAt + (hand.declinedAfterHours ?? 0) * HOUR);
    byOrder.set(index, [
      {
        ...refund,
        status: declined ? ('DECLINED' satisfies RefundStatus) : refund.status,
        reason: input.reason,
        bearer: input.bearer,
        method: input.method,
        note: input.note ?? null,
        createdBy: by,
        createdAt,
        decidedBy: declined ? admin : null,
        decidedAt: declined ? decidedAt : null,
      },
    ]);
  }
  return byOrder;
}
