import type { Page } from '@food-admin/api-client';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { listPage, type ListRequest } from '../../db/list-page';
import type { OrderRow } from '../../db/rows';
import { orders, restaurants, users } from '../../db/schema';

export type OrderListRow = { order: OrderRow; restaurantName: string; customerName: string | null };

const customerName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/** Orders, newest first; search matches the restaurant, the customer's name or email, and the status. */
export function ordersPage(db: Database, request: ListRequest): Promise<Page<OrderListRow>> {
  return listPage(db, request, {
    from: () =>
      db
        .select({ order: orders, restaurantName: restaurants.name, customerName })
        .from(orders)
        .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
        .leftJoin(users, eq(orders.customerId, users.id))
        .$dynamic(),
    searchIn: [restaurants.name, customerName, users.email, orders.status],
    orderBy: [sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`],
  });
}

export async function restaurantHasOrders(db: Executor, restaurantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.restaurantId, restaurantId))
    .limit(1);
  return row !== undefined;
}
