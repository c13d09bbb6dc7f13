import { orderListQueries, type OrderStatus } from '@food-admin/api-client';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { restaurantScope, type SignedInUser } from '../../auth/permissions';
import type { Database, Executor } from '../../db/database';
import { listSource, type ListSource, type ShapePart } from '../../db/lists';
import type { OrderRow } from '../../db/rows';
import {
  orderItems,
  orderNotes,
  orders,
  orderStatusHistory,
  refundStateSql,
  restaurants,
  users,
} from '../../db/schema';

export type OrderListRow = {
  order: OrderRow;
  restaurantName: string;
  customerName: string | null;
  courierName: string | null;
};

type NameColumns = { firstName: AnyPgColumn; lastName: AnyPgColumn };
/** "First Last" of a joined user; null when the join found none. */
export const fullName = (table: NameColumns) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

const customerName = fullName(users);
/** The courier, a second join on users. */
const couriers = alias(users, 'couriers');
const courierName = fullName(couriers);

/**
 * Which orders `viewer` may see (docs/api.md#orders): the orders of the restaurants they hold
 * orders.view on (an admin every one; auth/permissions.ts), a COURIER the READY orders no courier has taken yet and every
 * order assigned to them. Conditions on the orders table alone (a subquery for the owner), so facet
 * counts without a search need no join.
 */
export function orderScope(db: Executor, viewer: SignedInUser): ShapePart[] {
  switch (viewer.role) {
    case 'ADMIN':
    case 'RESTAURANT':
      return restaurantScope(db, viewer, 'orders.view', orders.restaurantId);
    case 'COURIER': {
      const open = and(eq(orders.status, 'READY'), isNull(orders.courierId));
      return [
        {
          name: 'courier',
          condition: (courier) => or(open, eq(orders.courierId, courier)),
          value: viewer.id,
        },
      ];
    }
    case 'CUSTOMER':
      // The edge answers customers 403 before any list is read; should one get here, they see nothing.
      return [{ name: 'nobody', condition: () => sql`false`, value: null }];
  }
}

/** Where an order stands with its refunds: the `refund` filter and facet, on its index (schema.ts). */
export const orderRefundState = refundStateSql(orders);

/** The orders list (orderListQueries, docs/api.md#lists), within what `viewer` may see. */
export function ordersSource(db: Database, viewer: SignedInUser): ListSource {
  return listSource(orderListQueries, {
    select: (fields) =>
      db
        .select(fields ?? { order: orders, restaurantName: restaurants.name, customerName, courierName })
        .from(orders)
        .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
        .leftJoin(users, eq(orders.customerId, users.id))
        .leftJoin(couriers, eq(orders.courierId, couriers.id))
        .$dynamic(),
    // Every order has its restaurant (NOT NULL foreign key) and at most one customer and courier.
    selectUnjoined: (fields) => db.select(fields).from(orders).$dynamic(),
    id: orders.id,
    scope: orderScope(db, viewer),
    fields: {
      createdAt: { expr: orders.createdAt, descIndexed: true },
      restaurantId: orders.restaurantId,
      restaurantName: restaurants.name,
      customerId: orders.customerId,
      customerName,
      customerEmail: users.email,
      courierId: orders.courierId,
      courierName,
      status: orders.status,
      total: orders.total,
      refund: { expr: orderRefundState, sqlType: 'text' },
    },
  });
}

/** What the workflow's checks read of an order: its status, courier and restaurant (with the owner). */
export type OrderState = {
  id: number;
  version: number;
  status: OrderStatus;
  courierId: number | null;
  restaurantId: number;
  restaurantName: string;
  restaurantOwnerId: number | null;
};

/** The columns of an OrderState (its restaurant's joined): findOrderState's, and a refund's read. */
export const orderStateFields = {
  id: orders.id,
  version: orders.version,
  status: orders.status,
  courierId: orders.courierId,
  restaurantId: orders.restaurantId,
  restaurantName: restaurants.name,
  restaurantOwnerId: restaurants.ownerId,
};

/**
 * The order's state, or undefined. With `lock`, the row stays locked until the transaction ends
 * (a courier assignment, a versioned move); other moves lock nothing and update on the status they
 * read instead.
 */
export async function findOrderState(
  db: Executor,
  id: number,
  lock = false,
): Promise<OrderState | undefined> {
  const query = db
    .select(orderStateFields)
    .from(orders)
    .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
    .where(eq(orders.id, id))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: orders }) : query);
  return row;
}

/**
 * Moves the order from `from` to `to` only if it is still `from` (and, when `courierId` is given,
 * still has that courier): the conditional update two concurrent moves race on. True when this
 * call moved it.
 */
export async function moveOrderStatus(
  db: Executor,
  move: {
    id: number;
    from: OrderStatus;
    to: OrderStatus;
    /** The courier the order must still have (null: none), and the one it gets. */
    courier?: { expected: number | null; next: number | null };
  },
): Promise<boolean> {
  const courierUnchanged =
    move.courier === undefined
      ? undefined
      : move.courier.expected === null
        ? isNull(orders.courierId)
        : eq(orders.courierId, move.courier.expected);
  const moved = await db
    .update(orders)
    .set(move.courier === undefined ? { status: move.to } : { status: move.to, courierId: move.courier.next })
    .where(and(eq(orders.id, move.id), eq(orders.status, move.from), courierUnchanged))
    .returning({ id: orders.id });
  return moved.length === 1;
}

export async function setOrderCourier(db: Executor, id: number, courierId: number | null): Promise<void> {
  await db.update(orders).set({ courierId }).where(eq(orders.id, id));
}

export async function insertStatusChange(
  db: Executor,
  change: {
    orderId: number;
    from: OrderStatus | null;
    to: OrderStatus;
    reason: string | null;
    /** Null: the platform moved it by itself (the acceptance timeout). */
    actorId: number | null;
  },
): Promise<void> {
  await db.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    reason: change.reason,
    actorId: change.actorId,
  });
}

export async function insertOrderNote(
  db: Executor,
  note: { orderId: number; authorId: number; text: string },
) {
  const [row] = await db.insert(orderNotes).values(note).returning();
  if (row === undefined) throw new Error('order note insert returned no row');
  return row;
}

const person = (table: {
  id: AnyPgColumn<{ data: number }>;
  firstName: AnyPgColumn<{ data: string }>;
  lastName: AnyPgColumn<{ data: string }>;
  email: AnyPgColumn<{ data: string }>;
  phone: AnyPgColumn<{ data: string }>;
}) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  phone: table.phone,
});
const historyActors = alias(users, 'history_actors');
const noteAuthors = alias(users, 'note_authors');

/** Everything the order page shows of one order (history and notes oldest first), or undefined. */
export async function findOrderDetail(db: Executor, id: number) {
  const [head] = await db
    .select({
      order: orders,
      restaurant: {
        id: restaurants.id,
        name: restaurants.name,
        address: restaurants.address,
        ownerId: restaurants.ownerId,
      },
      customer: person(users),
      courier: person(couriers),
    })
    .from(orders)
    .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
    .leftJoin(users, eq(orders.customerId, users.id))
    .leftJoin(couriers, eq(orders.courierId, couriers.id))
    .where(eq(orders.id, id))
    .limit(1);
  if (head === undefined) return undefined;
  // One after another: inside a transaction the queries share one connection anyway.
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  const history = await db
    .select({
      id: orderStatusHistory.id,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      reason: orderStatusHistory.reason,
      actorId: orderStatusHistory.actorId,
      actorName: fullName(historyActors),
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .leftJoin(historyActors, eq(orderStatusHistory.actorId, historyActors.id))
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const notes = await db
    .select({
      id: orderNotes.id,
      text: orderNotes.text,
      authorId: orderNotes.authorId,
      authorName: fullName(noteAuthors),
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .leftJoin(noteAuthors, eq(orderNotes.authorId, noteAuthors.id))
    .where(eq(orderNotes.orderId, id))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return { ...head, items, history, notes };
}

export type OrderDetailRows = NonNullable<Awaited<ReturnType<typeof findOrderDetail>>>;

/** Which of these restaurants have orders (a bulk delete refuses those). */
export async function restaurantsWithOrders(
  db: Executor,
  restaurantIds: readonly number[],
): Promise<Set<number>> {
  if (restaurantIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orders.restaurantId })
    .from(orders)
    .where(inArray(orders.restaurantId, [...restaurantIds]));
  return new Set(rows.map((row) => row.id));
}

export async function restaurantHasOrders(db: Executor, restaurantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.restaurantId, restaurantId))
    .limit(1);
  return row !== undefined;
}
