import {
  dashboardDays,
  PENDING_ORDER_ALERT_MINUTES,
  type DashboardAttention,
  type DashboardPeriodTotals,
  type DashboardSeries,
} from '@food-admin/api-client';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';

/*
 * The dashboard's trends and alerts (docs/api.md#dashboard). Days are UTC. Revenue counts the
 * orders placed in the day or range, rejected and cancelled ones left out; ratings count approved
 * reviews. Each aggregate reads the range through orders_created_at_idx / the reviews' created_at
 * index; there is no rollup yet (docs/performance.md says what that costs at a million orders).
 */

const DAY_MS = 86_400_000;
const NOT_EARNED = sql`('REJECTED', 'CANCELLED')`;

const startOf = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;
const rating = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

async function periodTotals(db: Executor, start: Date, end: Date): Promise<DashboardPeriodTotals> {
  const [orders] = rowsOf(
    await db.execute(sql`
      select count(*) as orders,
             coalesce(sum(total) filter (where status not in ${NOT_EARNED}), 0) as revenue
      from orders where created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}`),
  );
  const [reviews] = rowsOf(
    await db.execute(sql`
      select avg(rating) as average from reviews
      where status = 'APPROVED' and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}`),
  );
  return {
    orders: Number(orders?.orders ?? 0),
    revenue: money(orders?.revenue),
    averageRating: rating(reviews?.average),
  };
}

/** The series of the query's days, at `now`. */
export async function dashboardSeries(
  db: Executor,
  query: Parameters<typeof dashboardDays>[0],
  now: Date,
): Promise<DashboardSeries> {
  const { from, to } = dashboardDays(query, now);
  const start = startOf(from);
  const end = new Date(startOf(to).getTime() + DAY_MS);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  const range = sql`created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}`;
  const day = sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;

  const [orderDays, reviewDays, byStatus, top, current, previous] = await Promise.all([
    db.execute(sql`
      select ${day} as day, count(*) as orders,
             coalesce(sum(total) filter (where status not in ${NOT_EARNED}), 0) as revenue
      from orders where ${range} group by 1`),
    db.execute(sql`
      select ${day} as day, count(*) as reviews, avg(rating) as average
      from reviews where status = 'APPROVED' and ${range} group by 1`),
    db.execute(sql`
      select status, count(*) as count from orders where ${range} group by status order by count(*) desc, status`),
    db.execute(sql`
      select o.restaurant_id, r.name, sum(o.total) as revenue, count(*) as orders
      from orders o join restaurants r on r.id = o.restaurant_id
      where o.created_at >= ${start.toISOString()} and o.created_at < ${end.toISOString()}
        and o.status not in ${NOT_EARNED}
      group by o.restaurant_id, r.name
      order by sum(o.total) desc, o.restaurant_id
      limit 5`),
    periodTotals(db, start, end),
    periodTotals(db, new Date(start.getTime() - days * DAY_MS), start),
  ]);

  const ordersByDay = new Map(rowsOf(orderDays).map((row) => [String(row.day), row]));
  const reviewsByDay = new Map(rowsOf(reviewDays).map((row) => [String(row.day), row]));
  const buckets = Array.from({ length: days }, (_, index) => {
    const date = iso(start.getTime() + index * DAY_MS);
    const orders = ordersByDay.get(date);
    const reviews = reviewsByDay.get(date);
    return {
      date,
      orders: Number(orders?.orders ?? 0),
      revenue: money(orders?.revenue),
      reviews: Number(reviews?.reviews ?? 0),
      averageRating: rating(reviews?.average),
    };
  });
  return {
    from,
    to,
    buckets,
    byStatus: rowsOf(byStatus).map((row) => ({ status: String(row.status), count: Number(row.count) })),
    topRestaurants: rowsOf(top).map((row) => ({
      restaurantId: Number(row.restaurant_id),
      name: String(row.name),
      revenue: money(row.revenue),
      orders: Number(row.orders),
    })),
    totals: { current, previous },
  };
}

/** What waits for someone at `now`. */
export async function dashboardAttention(db: Executor, now: Date): Promise<DashboardAttention> {
  const placedBefore = new Date(now.getTime() - PENDING_ORDER_ALERT_MINUTES * 60_000).toISOString();
  const [orders, reviews, restaurants] = await Promise.all([
    db.execute(
      sql`select count(*) as count from orders where status = 'PENDING' and created_at <= ${placedBefore}`,
    ),
    db.execute(sql`select count(*) as count from reviews where status = 'PENDING'`),
    db.execute(sql`
      select count(*) as count from restaurants r
      where r.is_active and not exists (select 1 from menus m where m.restaurant_id = r.id and m.is_active)`),
  ]);
  const count = (result: Parameters<typeof rowsOf>[0]) => Number(rowsOf(result)[0]?.count ?? 0);
  return {
    pendingOrders: { count: count(orders), placedBefore },
    pendingReviews: count(reviews),
    restaurantsWithoutActiveMenu: count(restaurants),
  };
}
