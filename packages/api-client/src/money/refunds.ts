import * as v from 'valibot';
import { refusal, type Refusal } from '../contract/error-codes';
import { activityMessage } from '../schemas/activity-messages';
import { VersionSchema } from '../schemas/common';
import type { CancelRefund, OrderStatus } from '../schemas/orders';
import { decimalOf, MinorSchema, sumMinor, timesMinor, type Minor } from './money';

/*
 * Refunds (docs/api.md#refunds): money given back on an order, never a rewrite of it. A refund is
 * by items (a quantity of a line, optionally less than its full price), or by amount, and may add
 * the delivery fee once. What is left to refund is worked out here, once, for the server (under a
 * lock on the order, in the refund's transaction) and the mocks alike:
 * - all refunds together never exceed the order's total;
 * - per line, never more than was ordered, in quantity and in amount;
 * - the delivery fee at most once.
 * A declined refund gives its share back to what is refundable.
 */

/** Why money goes back; OTHER needs a note. */
export const REFUND_REASONS = [
  'MISSING_ITEM',
  'WRONG_ITEM',
  'QUALITY',
  'LATE_OR_COLD',
  'DAMAGED',
  'ITEM_UNAVAILABLE',
  'CUSTOMER_CANCELLED',
  'RESTAURANT_CANCELLED',
  'DUPLICATE_CHARGE',
  'GOODWILL',
  'OTHER',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Who pays for it (what a payout later takes from). */
export const REFUND_BEARERS = ['RESTAURANT', 'PLATFORM', 'COURIER'] as const;
export type RefundBearer = (typeof REFUND_BEARERS)[number];

/** How the money goes back. */
export const REFUND_METHODS = ['ORIGINAL_PAYMENT', 'STORE_CREDIT', 'CASH', 'OTHER'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * SUCCEEDED at once when the caller may approve it and it is within the approval threshold;
 * otherwise PENDING_APPROVAL until an admin approves (SUCCEEDED) or declines (DECLINED) it.
 */
export const REFUND_STATUSES = ['SUCCEEDED', 'PENDING_APPROVAL', 'DECLINED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The most units of one line a refund names (an order line's own bound). */
const MAX_REFUND_QUANTITY = 999;
const NOTE_MAX = 500;

const WholeCents = (least: number, message: string) =>
  v.pipe(
    v.number('Use an amount in cents'),
    v.safeInteger('Use an amount in cents'),
    v.minValue(least, message),
  );

/** One line of a refund by items: how many of the order's item, and optionally less than their price. */
export const RefundLineInputSchema = v.object({
  itemId: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  quantity: v.pipe(
    v.number('Use a number'),
    v.integer('Use a whole number'),
    v.minValue(1, 'Refund at least 1 of an item'),
    v.maxValue(MAX_REFUND_QUANTITY, `At most ${MAX_REFUND_QUANTITY}`),
  ),
  /** Less than `quantity` times the unit price (a partial refund of the line); their price when absent. */
  amountMinor: v.optional(WholeCents(0, 'At least 0')),
});
export type RefundLineInput = v.InferOutput<typeof RefundLineInputSchema>;

/** The body of a refund: by items or by amount, the fee or not, why, who bears it and how. */
export const RefundInputSchema = v.pipe(
  v.object({
    lines: v.optional(v.pipe(v.array(RefundLineInputSchema), v.maxLength(100, 'At most 100'))),
    amountMinor: v.optional(WholeCents(1, 'Refund at least 0.01')),
    deliveryFee: v.optional(v.boolean(), false),
    reason: v.picklist(REFUND_REASONS, 'Choose a reason'),
    note: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`)),
    ),
    bearer: v.picklist(REFUND_BEARERS, 'Choose who bears the cost'),
    method: v.picklist(REFUND_METHODS, 'Choose how the money goes back'),
  }),
  v.forward(
    v.check(
      (input) => !((input.lines?.length ?? 0) > 0 && input.amountMinor !== undefined),
      'Refund by items or by amount, not both',
    ),
    ['amountMinor'],
  ),
  v.forward(
    v.check(
      (input) => (input.lines?.length ?? 0) > 0 || input.amountMinor !== undefined || input.deliveryFee,
      'Choose items, an amount or the delivery fee',
    ),
    ['amountMinor'],
  ),
  v.forward(
    v.check((input) => input.reason !== 'OTHER' || (input.note ?? '') !== '', 'Say why in a note'),
    ['note'],
  ),
  v.forward(
    v.check(
      (input) => new Set(input.lines?.map((line) => line.itemId)).size === (input.lines?.length ?? 0),
      'One line per item',
    ),
    ['lines'],
  ),
);
export type RefundInput = v.InferOutput<typeof RefundInputSchema>;

/** A refund as it stands against an order: what counts towards the limits. */
export type RefundOnOrder = {
  status: RefundStatus;
  amountMinor: Minor;
  deliveryFeeMinor: Minor;
  lines: readonly { itemId: number; quantity: number; amountMinor: Minor }[];
};

/** An order as its refunds need it: its amounts, its lines and the refunds it has. */
export type RefundableOrder = {
  totalMinor: Minor;
  deliveryFeeMinor: Minor;
  /** When it was delivered (ms), or null. */
  deliveredAt: number | null;
  items: readonly { id: number; quantity: number; unitPriceMinor: Minor }[];
  refunds: readonly RefundOnOrder[];
};

/** What an order's money looks like now, and what is left to refund of it and of each line. */
export type RefundLimits = {
  totalMinor: Minor;
  /** Given back (SUCCEEDED). */
  refundedMinor: Minor;
  /** Waiting for an admin (PENDING_APPROVAL). */
  pendingMinor: Minor;
  /** What the platform keeps: the total less what was given back. */
  netMinor: Minor;
  /** What a new refund may take: the total less the refunded and the pending. */
  refundableMinor: Minor;
  /** Whether the delivery fee can still be refunded (there is one, and no refund has it). */
  deliveryFeeRefundable: boolean;
  items: { itemId: number; refundableQuantity: number; refundableMinor: Minor }[];
};

const counts = (refund: RefundOnOrder) => refund.status !== 'DECLINED';

/** The limits of `order` with the refunds it has. */
export function refundLimitsOf(order: RefundableOrder): RefundLimits {
  const live = order.refunds.filter(counts);
  const refundedMinor = sumMinor(
    live.filter((refund) => refund.status === 'SUCCEEDED').map((refund) => refund.amountMinor),
  );
  const pendingMinor = sumMinor(
    live.filter((refund) => refund.status === 'PENDING_APPROVAL').map((refund) => refund.amountMinor),
  );
  const linesOf = (itemId: number) =>
    live.flatMap((refund) => refund.lines.filter((line) => line.itemId === itemId));
  return {
    totalMinor: order.totalMinor,
    refundedMinor,
    pendingMinor,
    netMinor: order.totalMinor - refundedMinor,
    refundableMinor: Math.max(0, order.totalMinor - refundedMinor - pendingMinor),
    deliveryFeeRefundable: order.deliveryFeeMinor > 0 && !live.some((refund) => refund.deliveryFeeMinor > 0),
    items: order.items.map((item) => {
      const taken = linesOf(item.id);
      return {
        itemId: item.id,
        refundableQuantity: item.quantity - sumMinor(taken.map((line) => line.quantity)),
        refundableMinor:
          timesMinor(item.unitPriceMinor, item.quantity) - sumMinor(taken.map((line) => line.amountMinor)),
      };
    }),
  };
}

/** The rules a refund is decided by: the platform's settings and the caller's rights. */
export type RefundPolicy = {
  now: number;
  /** Refunds close this many days after delivery. */
  windowDays: number;
  /** Above this many cents a refund waits for approval. */
  approvalThresholdMinor: Minor;
  /** Whether the caller may approve refunds (an admin); others' refunds wait for one. */
  mayApprove: boolean;
  /** Whether the caller refunds at their own restaurant's cost only (an owner). */
  restaurantBearsOnly: boolean;
};

/** A refund decided: its amounts, its lines and the status it starts in. */
export type PlannedRefund = {
  amountMinor: Minor;
  deliveryFeeMinor: Minor;
  lines: { itemId: number; quantity: number; amountMinor: Minor }[];
  status: RefundStatus;
};

export type RefundRefusal = { refusal: Refusal; details?: Record<string, unknown> };

const DAY_MS = 86_400_000;

/** When refunds of an order close (ms): `windowDays` after its delivery; null until it is delivered. */
export const refundsCloseAt = (deliveredAt: number | null, windowDays: number): number | null =>
  deliveredAt === null ? null : deliveredAt + windowDays * DAY_MS;

/** `input` on `order` under `policy`: the refund to record, or why not (with the fresh limits). */
export function planRefund(
  order: RefundableOrder,
  input: RefundInput,
  policy: RefundPolicy,
): ({ ok: true } & PlannedRefund) | ({ ok: false } & RefundRefusal) {
  if (policy.restaurantBearsOnly && input.bearer !== 'RESTAURANT')
    return { ok: false, refusal: refusal('REFUND_RESTAURANT_BEARS') };
  const closesAt = refundsCloseAt(order.deliveredAt, policy.windowDays);
  if (closesAt !== null && policy.now > closesAt)
    return { ok: false, refusal: refusal('REFUND_WINDOW_CLOSED', { days: policy.windowDays }) };
  const limits = refundLimitsOf(order);
  const details = { limits };
  if (input.deliveryFee && !limits.deliveryFeeRefundable)
    return { ok: false, refusal: refusal('DELIVERY_FEE_NOT_REFUNDABLE'), details };

  const lines: PlannedRefund['lines'] = [];
  for (const line of input.lines ?? []) {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    const left = limits.items.find((candidate) => candidate.itemId === line.itemId);
    const amountMinor = line.amountMinor ?? (item ? timesMinor(item.unitPriceMinor, line.quantity) : 0);
    if (
      item === undefined ||
      left === undefined ||
      line.quantity > left.refundableQuantity ||
      amountMinor > left.refundableMinor ||
      amountMinor > timesMinor(item.unitPriceMinor, line.quantity)
    )
      return { ok: false, refusal: exceeds(limits), details };
    lines.push({ itemId: line.itemId, quantity: line.quantity, amountMinor });
  }
  const deliveryFeeMinor = input.deliveryFee ? order.deliveryFeeMinor : 0;
  const amountMinor = sumMinor([
    ...lines.map((line) => line.amountMinor),
    input.amountMinor ?? 0,
    deliveryFeeMinor,
  ]);
  if (amountMinor > limits.refundableMinor) return { ok: false, refusal: exceeds(limits), details };
  if (amountMinor === 0) return { ok: false, refusal: refusal('REFUND_NOTHING'), details };
  const waits = !policy.mayApprove || amountMinor > policy.approvalThresholdMinor;
  return { ok: true, amountMinor, deliveryFeeMinor, lines, status: waits ? 'PENDING_APPROVAL' : 'SUCCEEDED' };
}

/**
 * Whether a move to `to` refunds the order in full by itself (docs/api.md#refunds): a rejection
 * always (the acceptance timeout's too), a cancellation unless the caller said NONE. The order was
 * never delivered, so the customer gets back what they paid; the order's status stays as moved.
 */
export const refundsInFull = (move: { to: OrderStatus; refund?: CancelRefund | undefined }): boolean =>
  move.to === 'REJECTED' || (move.to === 'CANCELLED' && move.refund !== 'NONE');

/** How an automatic full refund is recorded: the platform's cost, back to the original payment. */
export const FULL_REFUND_TERMS = {
  reason: 'RESTAURANT_CANCELLED',
  bearer: 'PLATFORM',
  method: 'ORIGINAL_PAYMENT',
} as const satisfies { reason: RefundReason; bearer: RefundBearer; method: RefundMethod };

/**
 * Everything `order` holds as one refund by amount, or undefined when nothing is left. SUCCEEDED
 * at once: the platform refunds by itself, so no approval threshold and no window (the order was
 * never delivered). It supersedes the refunds still waiting for approval: the caller declines them
 * (`superseded`, their places in `order.refunds`) and this one takes their share too, so nothing
 * is left hanging on a decision that would leave the customer short. The delivery fee is marked as
 * part of it when no other refund has it, as refundLimitsOf counts it, so it is never refunded twice.
 */
export function planFullRefund(
  order: RefundableOrder,
): { refund: PlannedRefund; superseded: number[] } | undefined {
  const superseded = order.refunds.flatMap((refund, at) =>
    refund.status === 'PENDING_APPROVAL' ? [at] : [],
  );
  const limits = refundLimitsOf({
    ...order,
    refunds: order.refunds.filter((refund) => refund.status !== 'PENDING_APPROVAL'),
  });
  if (limits.refundableMinor === 0) return undefined;
  const withFee = limits.deliveryFeeRefundable && order.deliveryFeeMinor <= limits.refundableMinor;
  return {
    refund: {
      amountMinor: limits.refundableMinor,
      deliveryFeeMinor: withFee ? order.deliveryFeeMinor : 0,
      lines: [],
      status: 'SUCCEEDED',
    },
    superseded,
  };
}

const exceeds = (limits: RefundLimits) =>
  refusal('REFUND_EXCEEDS_REFUNDABLE', { refundable: decimalOf(limits.refundableMinor) });

const RefundedLineSchema = v.object({ itemId: v.number(), quantity: v.number(), amountMinor: MinorSchema });

/** A refund as the API answers it. */
export const RefundSchema = v.object({
  id: v.number(),
  orderId: v.number(),
  status: v.picklist(REFUND_STATUSES),
  /** All of it: the lines, or the amount, and the fee. */
  amountMinor: MinorSchema,
  /** The delivery fee's part of it (0 without the fee). */
  deliveryFeeMinor: MinorSchema,
  currency: v.string(),
  reason: v.picklist(REFUND_REASONS),
  note: v.nullable(v.string()),
  bearer: v.picklist(REFUND_BEARERS),
  method: v.picklist(REFUND_METHODS),
  /** Empty for a refund by amount. */
  lines: v.array(RefundedLineSchema),
  createdBy: v.nullable(v.number()),
  createdByName: v.nullable(v.string()),
  createdAt: v.string(),
  /** Who approved or declined it, and when; null while pending, and for one that never waited. */
  decidedBy: v.nullable(v.number()),
  decidedByName: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
});
export type Refund = v.InferOutput<typeof RefundSchema>;

export const RefundLimitsSchema = v.object({
  totalMinor: MinorSchema,
  refundedMinor: MinorSchema,
  pendingMinor: MinorSchema,
  netMinor: MinorSchema,
  refundableMinor: MinorSchema,
  deliveryFeeRefundable: v.boolean(),
  items: v.array(
    v.object({ itemId: v.number(), refundableQuantity: v.number(), refundableMinor: MinorSchema }),
  ),
});

/**
 * An order's refunds, oldest first, and its limits now. `version` is the order's: a refund changes
 * what the order has given back, so it raises the order's version (If-Match on the next refund).
 */
export const OrderRefundsSchema = v.object({
  version: VersionSchema,
  currency: v.string(),
  refunds: v.array(RefundSchema),
  limits: RefundLimitsSchema,
  /** When refunds close (REFUND_WINDOW_DAYS after delivery; then 409); null until it is delivered. */
  closesAt: v.nullable(v.string()),
});
export type OrderRefunds = v.InferOutput<typeof OrderRefundsSchema>;

/** The answer of a refund, an approval and a decline: that refund, and the order's refunds after it. */
export const RefundAnswerSchema = v.object({ refund: RefundSchema, ...OrderRefundsSchema.entries });
export type RefundAnswer = v.InferOutput<typeof RefundAnswerSchema>;

/** The steps of a refund the feed tells, by their activity type. */
const REFUND_STEPS = {
  REFUNDED: 'REFUND',
  REFUND_REQUESTED: 'REFUND_REQUEST',
  REFUND_APPROVED: 'REFUND_APPROVE',
  REFUND_DECLINED: 'REFUND_DECLINE',
} as const;

/** The feed's entry of a refund's step; one waiting for approval at WARN (someone has to act). */
export const refundActivity = (
  order: { id: number; restaurantName?: string | null },
  refund: { amountMinor: Minor; currency: string },
  step: keyof typeof REFUND_STEPS,
) => ({
  category: 'ORDER' as const,
  actionType: REFUND_STEPS[step],
  ...activityMessage(`ORDER_${step}`, {
    id: order.id,
    restaurant: order.restaurantName ?? '',
    amount: decimalOf(refund.amountMinor),
    currency: refund.currency,
  }),
  level: step === 'REFUND_REQUESTED' ? ('WARN' as const) : ('INFO' as const),
  entityId: order.id,
});
