import {
  contract,
  MAX_BOARD_ORDERS,
  minorOfAmount,
  type BoardStatus,
  type OrderBoard,
} from '@food-admin/api-client';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { restaurantCondition, type SignedInUser } from '../../auth/permissions';
import type { Executor } from '../../db/database';
import { openOrderSql, orders, restaurants, users } from '../../db/schema';
import { ACCEPTANCE_DUE } from '../orders/acceptance-timeouts';
import { fullName } from '../orders/orders.repository';

/*
 * The operations board (docs/api.md#dispatch-board): every open order the caller may see, one card
 * each, in one query, scoped as the orders list is (restaurantScope, by the endpoint's permission).
 * An admin's walks orders_open_created_at_idx oldest first and stops one row past the board's
 * limit; a restaurant account's finds its few open orders with orders_restaurant_id_idx too (the
 * measures: drizzle/0040_dispatch_board.sql). Each card's latest move and item count are
 * subqueries on the order's own history and items, run for the rows kept only.
 */

/** `o` and `r`: the names ACCEPTANCE_DUE reads the placement and the restaurant's timeout by. */
const o = alias(orders, 'o');
const r = alias(restaurants, 'r');
const couriers = alias(users, 'couriers');

/** The board's permission, as the contract declares it on the endpoint (a list scope). */
const BOARD_PERMISSION = contract.dispatch.board.permission.name;

/**
 * When the order entered its current status: its latest move there, else its placement. Ordered as
 * order_status_history_order_id_idx is, so the planner reads the order's own moves from their end;
 * a max() let it walk order_status_history_to_status_idx, every order's moves to that status.
 */
const statusSince = sql`coalesce(
  (select h.created_at from order_status_history h
   where h.order_id = ${o.id} and h.to_status = ${o.status}
   order by h.created_at desc, h.id desc limit 1),
  ${o.createdAt})`.mapWith(o.createdAt);

/** When the platform answers a PENDING order by its restaurant's timeout (acceptance-timeouts.ts). */
const acceptanceDueAt: SQL<Date | null> =
  sql`case when ${o.status} = 'PENDING' and ${r.acceptanceTimeoutMinutes} > 0
  then ${ACCEPTANCE_DUE} end`.mapWith(o.createdAt);

/** The dishes ordered, quantities summed. */
const itemCount =
  sql`(select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = ${o.id})`.mapWith(Number);

/**
 * The board's query for `viewer`: one row more than the board shows, to tell it was cut (apart from
 * orderBoard so that test/dispatch-board.test.ts can hold its plan to the indexes). With `ids`, those
 * orders only (by the primary key): the cards a board patches.
 */
export function openOrdersQuery(db: Executor, viewer: SignedInUser, ids: readonly number[] = []) {
  return db
    .select({
      id: o.id,
      version: o.version,
      restaurantId: o.restaurantId,
      restaurantName: r.name,
      status: o.status,
      placedAt: o.createdAt,
      statusSince,
      acceptanceDueAt,
      itemCount,
      total: o.total,
      courierId: o.courierId,
      courierName: fullName(couriers),
      deliveryZone: o.deliveryZone,
    })
    .from(o)
    .innerJoin(r, eq(r.id, o.restaurantId))
    .leftJoin(couriers, eq(couriers.id, o.courierId))
    .where(
      and(
        ids.length > 0 ? inArray(o.id, [...ids]) : undefined,
        openOrderSql(o.status),
        restaurantCondition(db, viewer, BOARD_PERMISSION, o.restaurantId),
      ),
    )
    .orderBy(asc(o.createdAt), asc(o.id))
    .limit(MAX_BOARD_ORDERS + 1);
}

/**
 * The board `viewer` sees: their open orders oldest first, totals in `currency`; with `ids`, the
 * cards of those still open only.
 */
export async function orderBoard(
  db: Executor,
  viewer: SignedInUser,
  currency: string,
  ids: readonly number[] = [],
): Promise<OrderBoard> {
  const rows = await openOrdersQuery(db, viewer, ids);
  return {
    orders: rows.slice(0, MAX_BOARD_ORDERS).map(({ total, ...row }) => ({
      ...row,
      // The query keeps the board's statuses only (openOrderSql).
      status: row.status as BoardStatus,
      placedAt: row.placedAt.toISOString(),
      statusSince: row.statusSince.toISOString(),
      acceptanceDueAt: row.acceptanceDueAt?.toISOString() ?? null,
      totalMinor: minorOfAmount(total),
      currency,
    })),
    truncated: rows.length > MAX_BOARD_ORDERS,
  };
}
