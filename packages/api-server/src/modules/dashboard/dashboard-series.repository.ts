import {
  ACCEPTANCE_TIMEOUT_ALERT_MINUTES,
  dashboardDays,
  decimalOf,
  LONG_PAUSE_ALERT_HOURS,
  MAX_ACCEPTANCE_TIMEOUT_MINUTES,
  minorOf,
  minorOfAmount,
  PENDING_ORDER_ALERT_MINUTES,
  type DashboardAttention,
  type DashboardPeriodTotals,
  type DashboardSeries,
} from '@food-admin/api-client';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { restaurants as restaurantsTable } from '../../db/schema';
import { ACCEPTANCE_DUE } from '../orders/acceptance-timeouts';
import { availabilityNow } from '../restaurants/restaurants.repository';
import type { DashboardCache } from './dashboard-cache';

/*
 * The dashboard's trends and alerts (docs/api.md#dashboard). Days are UTC. Revenue counts the
 * orders placed in the day or range, rejected and cancelled ones left out; ratings count approved
 * reviews. The trends read the daily rollups that triggers keep in step with orders and reviews
 * (drizzle/0010_dashboard_rollups.sql): a few rows per day, however many orders were placed. The two
 * reads that must still look at every restaurant go through the dashboard cache (dashboard-cache.ts).
 */

const DAY_MS = 86_400_000;
const NOT_EARNED = sql`('REJECTED', 'CANCELLED')`;

const startOf = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/**
 * A sum of the numeric(14,2) rollups as the API answers it: the decimal and its exact cents
 * (docs/api.md#money), read from the database's text (or PGlite's number) without a float sum.
 */
function revenueOf(value: unknown): { revenue: number; revenueMinor: number } {
  const revenueMinor = typeof value === 'string' ? minorOf(value) : minorOfAmount(Number(value ?? 0));
  return { revenue: Number(decimalOf(revenueMinor)), revenueMinor };
}
const rating = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

async function periodTotals(db: Executor, first: string, last: string): Promise<DashboardPeriodTotals> {
  const [orders] = rowsOf(
    await db.execute(sql`
      select coalesce(sum(orders), 0) as orders,
             coalesce(sum(revenue) filter (where status not in ${NOT_EARNED}), 0) as revenue,
             coalesce(sum(refunded) filter (where status not in ${NOT_EARNED}), 0) as refunded
      from order_daily_totals where day between ${first} and ${last}`),
  );
  const [reviews] = rowsOf(
    await db.execute(sql`
      select sum(rating_sum)::float8 / nullif(sum(reviews), 0) as average
      from review_daily_ratings where day between ${first} and ${last}`),
  );
  const revenue = revenueOf(orders?.revenue);
  const refundedMinor = revenueOf(orders?.refunded).revenueMinor;
  return {
    orders: Number(orders?.orders ?? 0),
    ...revenue,
    refundedMinor,
    netRevenueMinor: revenue.revenueMinor - refundedMinor,
    averageRating: rating(reviews?.average),
  };
}

/**
 * The five restaurants that earned most in the days: it ranks every restaurant that sold in them
 * (about one rollup row per order at a million orders), hence the cache in front of it.
 */
async function topRestaurants(
  db: Executor,
  from: string,
  to: string,
): Promise<DashboardSeries['topRestaurants']> {
  const top = await db.execute(sql`
    select t.restaurant_id, r.name, t.revenue, t.orders
    from (
      select restaurant_id, sum(revenue) as revenue, sum(orders) as orders
      from order_daily_restaurant_revenue where day between ${from} and ${to}
      group by restaurant_id having sum(orders) > 0
      order by sum(revenue) desc, restaurant_id
      limit 5
    ) t join restaurants r on r.id = t.restaurant_id
    order by t.revenue desc, t.restaurant_id`);
  return rowsOf(top).map((row) => ({
    restaurantId: Number(row.restaurant_id),
    name: String(row.name),
    ...revenueOf(row.revenue),
    orders: Number(row.orders),
  }));
}

/** The series of the query's days, at `now`. */
export async function dashboardSeries(
  db: Executor,
  cache: DashboardCache,
  query: Parameters<typeof dashboardDays>[0],
  now: Date,
  currency: string,
): Promise<DashboardSeries> {
  const { from, to } = dashboardDays(query, now);
  const start = startOf(from).getTime();
  const days = Math.round((startOf(to).getTime() - start) / DAY_MS) + 1;
  const range = sql`day between ${from} and ${to}`;

  const [orderDays, reviewDays, byStatus, top, current, previous] = await Promise.all([
    db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, sum(orders) as orders,
             coalesce(sum(revenue) filter (where status not in ${NOT_EARNED}), 0) as revenue
      from order_daily_totals where ${range} group by day`),
    db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, reviews, rating_sum::float8 / nullif(reviews, 0) as average
      from review_daily_ratings where ${range} and reviews > 0`),
    db.execute(sql`
      select status, sum(orders) as count from order_daily_totals where ${range}
      group by status having sum(orders) > 0 order by sum(orders) desc, status`),
    cache.get(`top:${from}:${to}`, () => topRestaurants(db, from, to)),
    periodTotals(db, from, to),
    periodTotals(db, iso(start - days * DAY_MS), iso(start - DAY_MS)),
  ]);

  const ordersByDay = new Map(rowsOf(orderDays).map((row) => [String(row.day), row]));
  const reviewsByDay = new Map(rowsOf(reviewDays).map((row) => [String(row.day), row]));
  const buckets = Array.from({ length: days }, (_, index) => {
    const date = iso(start + index * DAY_MS);
    const orders = ordersByDay.get(date);
    const reviews = reviewsByDay.get(date);
    return {
      date,
      orders: Number(orders?.orders ?? 0),
      ...revenueOf(orders?.revenue),
      reviews: Number(reviews?.reviews ?? 0),
      averageRating: rating(reviews?.average),
    };
  });
  return {
    from,
    to,
    buckets,
    byStatus: rowsOf(byStatus).map((row) => ({ status: String(row.status), count: Number(row.count) })),
    topRestaurants: top,
    totals: { current, previous },
    currency,
  };
}

/** Active restaurants that no customer can order from (has_active_menu: the list's filter's column). */
async function restaurantsWithoutActiveMenu(db: Executor): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select count(*) as count from restaurants where is_active and not has_active_menu`),
  );
  return Number(row?.count ?? 0);
}

/** A time as the contract's ISO text, to the millisecond (as the lists' time filters read it back). */
const isoText = (time: SQL) => sql`to_char((${time}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The PENDING orders the acceptance timeout answers within the next ACCEPTANCE_TIMEOUT_ALERT_MINUTES,
 * due at their placement plus their restaurant's timeout as orders/acceptance-timeouts.ts answers
 * them (restaurant_rows: a restaurant in the trash has its orders answered too). No timeout is longer
 * than MAX_ACCEPTANCE_TIMEOUT_MINUTES, so only orders placed since then can be due: that bound keeps
 * the read to a range of orders_status_created_at_idx (the last two hours' PENDING orders), each
 * joined to its restaurant by its primary key. Not cached: the answer moves with the clock.
 */
async function ordersNearAcceptanceTimeout(
  db: Executor,
): Promise<DashboardAttention['ordersNearAcceptanceTimeout']> {
  const due = ACCEPTANCE_DUE;
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*) as count, ${isoText(sql`min(${due})`)} as first_due_at,
             ${isoText(sql`min(o.created_at)`)} as placed_from,
             ${isoText(sql`max(o.created_at) + interval '1 millisecond'`)} as placed_before
      from orders o join restaurant_rows r on r.id = o.restaurant_id
      where o.status = 'PENDING' and r.acceptance_timeout_minutes > 0
        and o.created_at > now() - make_interval(mins => ${MAX_ACCEPTANCE_TIMEOUT_MINUTES})
        and ${due} > now() and ${due} <= now() + make_interval(mins => ${ACCEPTANCE_TIMEOUT_ALERT_MINUTES})`),
  );
  const count = Number(row?.count ?? 0);
  if (row === undefined || count === 0) return null;
  return {
    count,
    firstDueAt: String(row.first_due_at),
    placedFrom: String(row.placed_from),
    placedBefore: String(row.placed_before),
  };
}

/** What waits for someone at `now`. */
export async function dashboardAttention(
  db: Executor,
  cache: DashboardCache,
  now: Date,
): Promise<DashboardAttention> {
  const placedBefore = new Date(now.getTime() - PENDING_ORDER_ALERT_MINUTES * 60_000).toISOString();
  const [orders, reviews, restaurants, paused, nearTimeout] = await Promise.all([
    db.execute(
      sql`select count(*) as count from orders where status = 'PENDING' and created_at <= ${placedBefore}`,
    ),
    db.execute(sql`select count(*) as count from reviews where status = 'PENDING'`),
    cache.get('restaurants-without-active-menu', () => restaurantsWithoutActiveMenu(db)),
    // As the restaurants list's availability=paused says it, among those with a pause on
    // (restaurant_rows_paused_until_idx); the long ones counted among the same rows, so they are
    // always some of the paused ones.
    db.execute(
      sql`select count(*) as count,
                 count(*) filter (
                   where ${restaurantsTable.pausedAt} <= now() - make_interval(hours => ${LONG_PAUSE_ALERT_HOURS})
                 ) as long_paused
          from ${restaurantsTable}
          where ${restaurantsTable.pausedUntil} > now() and ${availabilityNow} = 'paused'`,
    ),
    ordersNearAcceptanceTimeout(db),
  ]);
  const count = (result: Parameters<typeof rowsOf>[0]) => Number(rowsOf(result)[0]?.count ?? 0);
  return {
    pendingOrders: { count: count(orders), placedBefore },
    pendingReviews: count(reviews),
    restaurantsWithoutActiveMenu: restaurants,
    pausedRestaurants: count(paused),
    longPausedRestaurants: Number(rowsOf(paused)[0]?.long_paused ?? 0),
    ordersNearAcceptanceTimeout: nearTimeout,
  };
}
