import {
  minorOfAmount,
  sumMinor,
  timesMinor,
  type Minor,
  type OrderDetail,
  type RefundBearer,
  type RefundLimits,
  type RefundMethod,
  type RefundReason,
} from '@food-admin/api-client';

/*
 * The refund dialog's values and what they come to (docs/api.md#refunds): a refund by items (a
 * quantity of each line, optionally less than its price) or by amount, and the delivery fee or
 * not. Amounts are typed as a number box reads them (12.5, null while empty, NaN while unreadable)
 * and sent in cents (minorOfAmount). The server decides under its lock; this only shows the sum as
 * the user builds it and keeps within the limits the dialog was given.
 */

export type RefundBy = 'items' | 'amount';

export type RefundValues = {
  by: RefundBy;
  /** Units of each order line (by its item id) to refund; absent is 0. */
  quantities: Record<number, number>;
  /** Whether the lines' amounts are typed (less than their price) rather than their price. */
  partial: boolean;
  /** A line's typed amount (12.5); null or absent: its price. */
  lineAmounts: Record<number, number | null>;
  /** The amount of a refund by amount, as typed. */
  amount: number | null;
  deliveryFee: boolean;
  reason: RefundReason | '';
  bearer: RefundBearer;
  method: RefundMethod;
  note: string;
};

export const initialRefundValues = (bearer: RefundBearer): RefundValues => ({
  by: 'items',
  quantities: {},
  partial: false,
  lineAmounts: {},
  amount: null,
  deliveryFee: false,
  reason: '',
  bearer,
  method: 'ORIGINAL_PAYMENT',
  note: '',
});

type RefundLine = {
  itemId: number;
  quantity: number;
  /** What the line gives back: its price, or the typed amount (NaN when unreadable). */
  amountMinor: Minor;
  /** The most this line may give back now: its price, and no more than is left of it. */
  maxMinor: Minor;
  /** Units left to refund of the line. */
  left: number;
  /** Whether the amount was typed (sent as the line's `amountMinor`). */
  typed: boolean;
};

/** A typed amount in cents; NaN when it is not a number. */
const centsOf = (amount: number) => (Number.isFinite(amount) ? minorOfAmount(amount) : NaN);

/** The lines chosen, each with what it gives back and its caps. */
export function refundLinesOf(
  values: RefundValues,
  order: Pick<OrderDetail, 'items'>,
  limits: RefundLimits,
): RefundLine[] {
  return order.items.flatMap((item) => {
    const quantity = values.quantities[item.id] ?? 0;
    if (quantity <= 0) return [];
    const left = limits.items.find((line) => line.itemId === item.id);
    const price = timesMinor(item.unitPriceMinor, quantity);
    const typedAmount = values.partial ? (values.lineAmounts[item.id] ?? null) : null;
    return [
      {
        itemId: item.id,
        quantity,
        amountMinor: typedAmount === null ? price : centsOf(typedAmount),
        maxMinor: Math.min(price, left?.refundableMinor ?? 0),
        left: left?.refundableQuantity ?? 0,
        typed: typedAmount !== null,
      },
    ];
  });
}

/** What the values come to, and why they cannot be sent as they are (null: they can). */
export type RefundSum = {
  /** Cents given back, the fee included; NaN while an amount is unreadable. */
  totalMinor: Minor;
  lines: RefundLine[];
  /** Whether the fee goes with it (asked for, and still refundable). */
  deliveryFee: boolean;
  blocked: 'unreadable' | 'nothing' | 'linesOver' | 'tooMuch' | null;
};

export function refundSumOf(
  values: RefundValues,
  order: Pick<OrderDetail, 'items' | 'deliveryFeeMinor'>,
  limits: RefundLimits,
): RefundSum {
  const lines = values.by === 'items' ? refundLinesOf(values, order, limits) : [];
  const deliveryFee = values.deliveryFee && limits.deliveryFeeRefundable;
  const fee = deliveryFee ? order.deliveryFeeMinor : 0;
  const parts =
    values.by === 'items'
      ? lines.map((line) => line.amountMinor)
      : [values.amount === null ? 0 : centsOf(values.amount)];
  const readable = parts.every((part) => Number.isSafeInteger(part));
  const totalMinor = readable ? sumMinor([...parts, fee]) : NaN;
  const linesOver = lines.some(
    (line) => line.quantity > line.left || line.amountMinor > line.maxMinor || line.amountMinor < 0,
  );
  const blocked = !readable
    ? 'unreadable'
    : totalMinor <= 0
      ? 'nothing'
      : linesOver
        ? 'linesOver'
        : totalMinor > limits.refundableMinor
          ? 'tooMuch'
          : null;
  return { totalMinor, lines, deliveryFee, blocked };
}

/** The request's body, for the contract's RefundInputSchema to check (and the server to decide). */
export function refundBodyOf(values: RefundValues, sum: RefundSum) {
  const note = values.note.trim();
  return {
    ...(values.by === 'items'
      ? {
          lines: sum.lines.map((line) => ({
            itemId: line.itemId,
            quantity: line.quantity,
            ...(line.typed ? { amountMinor: line.amountMinor } : {}),
          })),
        }
      : values.amount === null
        ? {}
        : { amountMinor: centsOf(values.amount) }),
    deliveryFee: sum.deliveryFee,
    reason: values.reason,
    bearer: values.bearer,
    method: values.method,
    ...(note === '' ? {} : { note }),
  };
}
