import type { OrderStatus } from '@food-admin/api-client';
import { eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { inValues, type ListSource } from '../../db/list-source';
import type { OrderRow } from '../../db/rows';
import { orders, restaurants, users } from '../../db/schema';

export type OrderListRow = { order: OrderRow; restaurantName: string; customerName: string | null };

const customerName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * The orders list, newest first: search matches the restaurant, the customer's name or email and
 * the status; sort and filter (docs/api.md#lists).
 */
export function ordersSource(db: Database): ListSource {
  return {
    select: (fields) =>
      db
        .select(fields ?? { order: orders, restaurantName: restaurants.name, customerName })
        .from(orders)
        .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
        .leftJoin(users, eq(orders.customerId, users.id))
        .$dynamic(),
    // Every order has its restaurant (NOT NULL foreign key) and at most one customer.
    selectUnjoined: (fields) => db.select(fields).from(orders).$dynamic(),
    searchIn: [restaurants.name, customerName, users.email, orders.status],
    filters: {
      status: (statuses: readonly OrderStatus[]) => inValues(orders.status, statuses),
      restaurantId: (ids: readonly number[]) => inValues(orders.restaurantId, ids),
      createdFrom: (from: string) => gte(orders.createdAt, new Date(from)),
      createdTo: (to: string) => lt(orders.createdAt, new Date(to)),
    },
    sortColumns: {
      createdAt: { expr: orders.createdAt, descIndexed: true },
      total: { expr: orders.total },
      status: { expr: orders.status },
      restaurantName: { expr: restaurants.name, text: true },
    },
    defaultOrder: [sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`],
    tieBreak: orders.id,
    facets: { status: orders.status },
    exportFields: {
      id: orders.id,
      createdAt: orders.createdAt,
      restaurantId: orders.restaurantId,
      restaurantName: restaurants.name,
      customerId: orders.customerId,
      customerName,
      status: orders.status,
      total: orders.total,
    },
  };
}

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
