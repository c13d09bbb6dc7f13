import { contract, refundListQueries, type Refund, type RefundListItem } from '@food-admin/api-client';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { restaurantScope, type SignedInUser } from '../../auth/permissions';
import type { Database, Executor } from '../../db/database';
import { isAbsent, listSource, type ListSource, type ShapePart } from '../../db/lists';
import { orderRefunds, orders, restaurants, users } from '../../db/schema';
import type { Route } from '../../http/edge/route';
import { listRoutes } from '../list-routes';
import { fullName } from '../orders/orders.repository';
import { refundLinesJson } from './refunds.repository';

/*
 * The refunds list (refundListQueries, docs/api.md#refunds-list): every refund the caller may see,
 * with its order's restaurant and customer, paged, counted by facet and exported like every list.
 * A refund has no restaurant of its own: its order's is read through the join (orders' primary
 * key), and a restaurant's refunds are found through its orders (orders_restaurant_id_idx, then
 * order_refunds_order_id_idx); see drizzle/0031_refund_list_indexes.sql.
 */

const creators = alias(users, 'refund_creators');
const deciders = alias(users, 'refund_deciders');
const customerName = fullName(users);

/** A refund's lines as JSON, read for the page's rows only (the select list runs after the limit). */
const linesJson = refundLinesJson(orderRefunds.id);

export type RefundListRow = {
  refund: typeof orderRefunds.$inferSelect;
  restaurantId: number;
  restaurantName: string;
  customerName: string | null;
  createdByName: string | null;
  decidedByName: string | null;
  lines: Refund['lines'] | string;
};

/**
 * Which refunds `viewer` may see: those of the orders of the restaurants they hold orders.view on
 * (as the orders list; an admin every one), else none (the edge answers them 403 first). A
 * condition on the orders table, joined where the scope is not every row.
 */
export function refundScope(db: Executor, viewer: SignedInUser): ShapePart[] {
  return restaurantScope(db, viewer, 'orders.view', orders.restaurantId);
}

/** The refunds list within what `viewer` may see. */
export function refundsSource(db: Database, viewer: SignedInUser): ListSource {
  const scope = refundScope(db, viewer);
  return listSource(refundListQueries, {
    select: (fields) =>
      db
        .select(
          fields ?? {
            refund: orderRefunds,
            restaurantId: orders.restaurantId,
            restaurantName: restaurants.name,
            customerName,
            createdByName: fullName(creators),
            decidedByName: fullName(deciders),
            lines: linesJson,
          },
        )
        .from(orderRefunds)
        .innerJoin(orders, eq(orderRefunds.orderId, orders.id))
        .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
        .leftJoin(users, eq(orders.customerId, users.id))
        .leftJoin(creators, eq(orderRefunds.createdBy, creators.id))
        .leftJoin(deciders, eq(orderRefunds.decidedBy, deciders.id))
        .$dynamic(),
    // Every refund has its order (NOT NULL foreign key): the count joins it only where the scope or
    // the restaurant filter reads it; the restaurant and the people only the search needs. Counting
    // the refunds alone is many times cheaper than joining each to the orders (docs/performance.md).
    selectUnjoined: (fields, query) =>
      scope.length > 0 || !isAbsent(query['restaurantId'])
        ? db
            .select(fields)
            .from(orderRefunds)
            .innerJoin(orders, eq(orderRefunds.orderId, orders.id))
            .$dynamic()
        : db.select(fields).from(orderRefunds).$dynamic(),
    id: orderRefunds.id,
    scope,
    fields: {
      createdAt: { expr: orderRefunds.createdAt, descIndexed: true },
      amountMinor: orderRefunds.amountMinor,
      status: orderRefunds.status,
      reason: orderRefunds.reason,
      bearer: orderRefunds.bearer,
      method: orderRefunds.method,
      restaurantId: orders.restaurantId,
      restaurantName: restaurants.name,
      customerName,
      // Searched as its digits (`12` finds orders 12, 112, 120...): the search reads text.
      orderId: sql`${orderRefunds.orderId}::text`,
      currency: orderRefunds.currency,
      createdByName: fullName(creators),
      decidedByName: fullName(deciders),
      decidedAt: orderRefunds.decidedAt,
      note: orderRefunds.note,
    },
  });
}

/** A row of the list as the API answers it. */
export function toRefundListItem(row: RefundListRow): RefundListItem {
  const { refund } = row;
  return {
    id: refund.id,
    orderId: refund.orderId,
    status: refund.status,
    amountMinor: refund.amountMinor,
    deliveryFeeMinor: refund.deliveryFeeMinor,
    currency: refund.currency,
    reason: refund.reason,
    note: refund.note,
    bearer: refund.bearer,
    method: refund.method,
    lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as Refund['lines']) : row.lines,
    createdBy: refund.createdBy,
    createdByName: row.createdByName ?? null,
    createdAt: refund.createdAt.toISOString(),
    decidedBy: refund.decidedBy,
    decidedByName: row.decidedByName ?? null,
    decidedAt: refund.decidedAt?.toISOString() ?? null,
    restaurantId: row.restaurantId,
    restaurantName: row.restaurantName,
    customerName: row.customerName ?? null,
  };
}

/** GET /admin/refunds, its facets and its export (registered beside refundRoutes in routes.ts). */
export function refundListRoutes({ db }: AppContext): Route[] {
  return listRoutes(db, {
    endpoints: {
      list: contract.admin.refunds,
      facets: contract.admin.refundFacets,
      export: contract.admin.refundsExport,
    },
    source: (_params, caller) => refundsSource(db, caller),
    toItem: toRefundListItem,
  });
}
