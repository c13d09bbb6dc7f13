import {
  minorOf,
  type PlannedRefund,
  type Refund,
  type RefundableOrder,
  type RefundInput,
  type RefundLimits,
  type RefundStatus,
} from '@food-admin/api-client';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf, type UserRow } from '../../db/rows';
import { orders, restaurants } from '../../db/schema';
import { orderStateFields, type OrderState } from '../orders/orders.repository';

/*
 * Refunds in the database (0030; docs/api.md#refunds). The limits are the contract's
 * (refundLimitsOf, planRefund); this module reads what they need and writes what they decided, in
 * the caller's transaction. Every refund step of an order (a new one, an approval, a decline, an
 * automatic one) reads the order locked first (readRefunds with `lock`), so they queue on its row
 * and each sees the ones before. A step is three statements (the lock, the read, then its write
 * with the order's sums) besides its feed entry: a refund answers in a few round trips
 * (docs/performance.md).
 */

/** JSON from either driver: node-postgres parses it, the PGlite worker may hand it over as text. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A refund's lines as a JSON array, read where `refundId` is a refund's id (its order's, the list's). */
export const refundLinesJson = (refundId: SQLWrapper): SQL<Refund['lines'] | string> =>
  sql`coalesce((select json_agg(json_build_object('itemId', l.order_item_id, 'quantity', l.quantity,
    'amountMinor', l.amount_minor) order by l.order_item_id)
    from order_refund_lines l where l.refund_id = ${refundId}), '[]'::json)`;

/** A refund row of alias `f` as the API answers it, with its people's names and lines, in JSON. */
const refundJson = sql`json_build_object('id', f.id, 'orderId', f.order_id, 'status', f.status,
  'amountMinor', f.amount_minor, 'deliveryFeeMinor', f.delivery_fee_minor, 'currency', f.currency,
  'reason', f.reason, 'note', f.note, 'bearer', f.bearer, 'method', f.method,
  'createdBy', f.created_by, 'createdByName', c.first_name || ' ' || c.last_name, 'createdAt', f.created_at,
  'decidedBy', f.decided_by, 'decidedByName', d.first_name || ' ' || d.last_name, 'decidedAt', f.decided_at,
  'lines', ${refundLinesJson(sql`f.id`)})`;

/** A refund as JSON gives it: timestamps in PostgreSQL's ISO form, the currency padded as char(3). */
type RefundJson = Omit<Refund, 'createdAt' | 'decidedAt'> & { createdAt: string; decidedAt: string | null };

const toApiRefund = (refund: RefundJson): Refund => ({
  ...refund,
  currency: refund.currency.trim(),
  createdAt: new Date(refund.createdAt).toISOString(),
  decidedAt: refund.decidedAt === null ? null : new Date(refund.decidedAt).toISOString(),
});

/** Who makes or decides a refund. */
export type RefundPerson = Pick<UserRow, 'id' | 'firstName' | 'lastName'>;

/** A person's name as a refund answers it: first and last, as refundJson joins them. */
export const personName = (person: RefundPerson) => `${person.firstName} ${person.lastName}`;

/** An order as a refund step reads it: its state (rights, If-Match), its money and its refunds. */
export type OrderRefundsRead = {
  state: OrderState;
  /** What the contract's limits need (refundLimitsOf, planRefund). */
  order: RefundableOrder;
  /** Its refunds as the API answers them, oldest first. */
  refunds: Refund[];
  /** The refund made with the caller's Idempotency-Key, if one was. */
  madeWithKey: number | null;
};

/**
 * The order `orderId` with its items, refunds (their lines and people) and delivery time, in one
 * statement; with `lock` its row is locked first, until the transaction ends. Undefined when it is gone.
 */
export async function readRefunds(
  db: Executor,
  orderId: number,
  options: { lock?: boolean; idempotencyKey?: string | undefined } = {},
): Promise<OrderRefundsRead | undefined> {
  // The lock first, then the read in a statement of its own: under READ COMMITTED a statement that
  // waited for the lock re-reads the locked row but not its subqueries (they keep the snapshot taken
  // before the wait), so one statement would miss the refunds the lock's holder just committed.
  if (options.lock)
    await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const [row] = await db
    .select({
      ...orderStateFields,
      total: sql<string>`${orders.total}::text`,
      deliveryFee: sql<string>`${orders.deliveryFee}::text`,
      deliveredAt: sql<number | null>`(select (extract(epoch from max(h.created_at)) * 1000)::float8
        from order_status_history h where h.order_id = ${orders.id} and h.to_status = 'DELIVERED')`,
      items: sql<{ id: number; quantity: number; unitPrice: string }[] | string>`coalesce((
        select json_agg(json_build_object('id', i.id, 'quantity', i.quantity, 'unitPrice', i.unit_price::text) order by i.id)
        from order_items i where i.order_id = ${orders.id}), '[]'::json)`,
      refunds: sql<RefundJson[] | string>`coalesce((select json_agg(${refundJson} order by f.id)
        from order_refunds f left join users c on c.id = f.created_by left join users d on d.id = f.decided_by
        where f.order_id = ${orders.id}), '[]'::json)`,
      madeWithKey: sql<number | null>`(select f.id from order_refunds f
        where f.order_id = ${orders.id} and f.idempotency_key = ${options.idempotencyKey ?? null})`,
    })
    .from(orders)
    .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
    .where(eq(orders.id, orderId));
  if (row === undefined) return undefined;
  const { total, deliveryFee, deliveredAt, items, refunds, madeWithKey, ...state } = row;
  const answered = parsed(refunds).map(toApiRefund);
  return {
    state,
    order: {
      totalMinor: minorOf(total),
      deliveryFeeMinor: minorOf(deliveryFee),
      deliveredAt,
      items: parsed(items).map((item) => ({
        id: item.id,
        quantity: item.quantity,
        unitPriceMinor: minorOf(item.unitPrice),
      })),
      refunds: answered,
    },
    refunds: answered,
    madeWithKey,
  };
}

/** The refund just written, as its order's refunds list it. */
export type WrittenRefund = { refund: Refund; version: number };

/**
 * Records a planned refund, its lines and the order's sums after it (`limits`: the order's limits
 * with it, refundLimitsOf) in one statement; the database's checks refuse a sum over the total.
 * Raises the order's version (its live update goes out) and answers it with the refund.
 */
export async function insertRefund(
  db: Executor,
  values: {
    orderId: number;
    planned: PlannedRefund;
    input: Pick<RefundInput, 'reason' | 'note' | 'bearer' | 'method'>;
    currency: string;
    idempotencyKey: string | undefined;
    /** Null for the platform's own refund (an order rejected by the acceptance timeout). */
    createdBy: RefundPerson | null;
    limits: Pick<RefundLimits, 'refundedMinor' | 'pendingMinor'>;
  },
): Promise<WrittenRefund> {
  const { planned, input, orderId } = values;
  const lines = JSON.stringify(
    planned.lines.map((line) => ({ item: line.itemId, quantity: line.quantity, amount: line.amountMinor })),
  );
  const result = await db.execute(sql`
    with refund as (
      insert into order_refunds (order_id, status, amount_minor, delivery_fee_minor, currency, reason, note,
        bearer, method, idempotency_key, created_by)
      values (${orderId}, ${planned.status}, ${planned.amountMinor}, ${planned.deliveryFeeMinor}, ${values.currency},
        ${input.reason}, ${input.note || null}, ${input.bearer}, ${input.method}, ${values.idempotencyKey ?? null},
        ${values.createdBy?.id ?? null})
      returning id, created_at
    ), refund_lines as (
      insert into order_refund_lines (refund_id, order_item_id, quantity, amount_minor)
      select refund.id, line.item, line.quantity, line.amount
      from refund, json_to_recordset(${lines}::json) as line(item int, quantity int, amount int)
    ), sums as (${orderSums(orderId, values.limits)})
    select refund.id, (extract(epoch from refund.created_at) * 1000)::float8 as created_at, sums.version
    from refund, sums`);
  const [row] = rowsOf(result) as { id: number; created_at: number; version: number }[];
  if (row === undefined) throw new Error(`refund of order ${orderId} not written`);
  return {
    version: row.version,
    refund: {
      id: row.id,
      orderId,
      status: planned.status,
      amountMinor: planned.amountMinor,
      deliveryFeeMinor: planned.deliveryFeeMinor,
      currency: values.currency,
      reason: input.reason,
      note: input.note || null,
      bearer: input.bearer,
      method: input.method,
      lines: planned.lines.map(({ itemId, quantity, amountMinor }) => ({ itemId, quantity, amountMinor })),
      createdBy: values.createdBy?.id ?? null,
      createdByName: values.createdBy === null ? null : personName(values.createdBy),
      createdAt: new Date(row.created_at).toISOString(),
      decidedBy: null,
      decidedByName: null,
      decidedAt: null,
    },
  };
}

/**
 * Approves or declines a waiting refund (the caller read it PENDING_APPROVAL under the order's
 * lock) and writes the order's sums after it, in one statement; answers the order's new version
 * and when it was decided.
 */
export async function decideRefund(
  db: Executor,
  decision: {
    id: number;
    orderId: number;
    status: Extract<RefundStatus, 'SUCCEEDED' | 'DECLINED'>;
    decidedBy: number;
    limits: Pick<RefundLimits, 'refundedMinor' | 'pendingMinor'>;
  },
): Promise<{ version: number; decidedAt: string }> {
  const result = await db.execute(sql`
    with decided as (
      update order_refunds set status = ${decision.status}, decided_by = ${decision.decidedBy}, decided_at = now()
      where id = ${decision.id} and status = 'PENDING_APPROVAL'
      returning decided_at
    ), sums as (${orderSums(decision.orderId, decision.limits)})
    select (extract(epoch from decided.decided_at) * 1000)::float8 as decided_at, sums.version from decided, sums`);
  const [row] = rowsOf(result) as { decided_at: number; version: number }[];
  if (row === undefined) throw new Error(`refund ${decision.id} was not waiting`);
  return { version: row.version, decidedAt: new Date(row.decided_at).toISOString() };
}

/**
 * Declines the waiting refunds a full refund supersedes (planFullRefund), naming who moved the
 * order (null: the platform's acceptance timeout). The order's sums are the full refund's write.
 */
export async function declineSuperseded(db: Executor, ids: readonly number[], decidedBy: number | null) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update order_refunds set status = 'DECLINED', decided_by = ${decidedBy}, decided_at = now()
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and status = 'PENDING_APPROVAL'`);
}

/** The order's refunded and pending sums as its limits say (an update the version trigger raises). */
const orderSums = (orderId: number, limits: Pick<RefundLimits, 'refundedMinor' | 'pendingMinor'>) => sql`
  update orders set refunded_minor = ${limits.refundedMinor}, refund_pending_minor = ${limits.pendingMinor}
  where id = ${orderId} returning version`;

/** The order a refund belongs to, if the refund exists. */
export async function orderOfRefund(db: Executor, refundId: number): Promise<number | undefined> {
  const result = await db.execute(sql`select order_id from order_refunds where id = ${refundId}`);
  const [row] = rowsOf(result) as { order_id: number }[];
  return row?.order_id;
}
