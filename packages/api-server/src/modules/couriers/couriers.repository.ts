import { MAX_COURIERS_LISTED, type Courier } from '@food-admin/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { openOrderSql, orders, users } from '../../db/schema';

/*
 * The couriers screen's figures (docs/api.md#couriers): small aggregates over the orders and their
 * history, each on its own index (orders_courier_active_idx, order_status_history_to_status_idx),
 * joined to the COURIER accounts. The 30-day averages are the costly one (every delivery of 30
 * days) and change slowly, while the operations board reads the couriers with each order change:
 * they are worked out apart, at most once per AVERAGES_REFRESH_MS (docs/performance.md#courier-averages).
 */

const DAY_MS = 86_400_000;
/** Delivery times count over this many days. */
const AVERAGE_WINDOW_DAYS = 30;
/** How long the couriers' 30-day averages are served before they are worked out again. */
export const AVERAGES_REFRESH_MS = 60_000;

type CourierRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  available: boolean;
  active: number | string;
  delivered_today: number | string | null;
};

const toCourier =
  (averages: ReadonlyMap<number, number>) =>
  (row: CourierRow): Courier => {
    const average = averages.get(row.id);
    return {
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      phone: row.phone,
      available: row.available,
      activeDeliveries: Number(row.active),
      deliveredToday: Number(row.delivered_today ?? 0),
      averageDeliveryMinutes: average === undefined ? null : Math.round(average),
    };
  };

/** Midnight UTC of `now`'s day. */
export const startOfUtcDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/** The couriers (all, or the one with `id`) with their figures at `now`, by name. */
export async function listCouriers(db: Executor, now: Date, id?: number): Promise<Courier[]> {
  const today = startOfUtcDay(now).toISOString();
  const [rows, averages] = await Promise.all([
    db.execute(sql`
      with today as (
        select o.courier_id, count(*) as delivered_today
        from order_status_history d
        join orders o on o.id = d.order_id
        where d.to_status = 'DELIVERED' and d.created_at >= ${today} and o.courier_id is not null
        group by o.courier_id
      ),
      active as (
        select courier_id, count(*) as active
        from orders
        where courier_id is not null
          and ${openOrderSql(orders.status)}
        group by courier_id
      )
      select u.id, u.first_name, u.last_name, u.email, u.phone, u.available,
             coalesce(a.active, 0) as active, t.delivered_today
      from users u
      left join active a on a.courier_id = u.id
      left join today t on t.courier_id = u.id
      where u.role = 'COURIER' ${id === undefined ? sql`` : sql`and u.id = ${id}`}
      order by lower(u.first_name), lower(u.last_name), u.id
      limit ${MAX_COURIERS_LISTED}
    `),
    courierAverages(db, now),
  ]);
  return (rowsOf(rows) as CourierRow[]).map(toCourier(averages));
}

/** Each courier's average minutes from pick-up to delivery over the 30 days before `now`. */
async function computeAverages(db: Executor, now: Date): Promise<Map<number, number>> {
  const since = new Date(now.getTime() - AVERAGE_WINDOW_DAYS * DAY_MS).toISOString();
  const rows = rowsOf(
    await db.execute(sql`
      select o.courier_id, avg(extract(epoch from (d.created_at - p.created_at)) / 60) as average_minutes
      from order_status_history d
      join orders o on o.id = d.order_id
      left join lateral (
        select h.created_at from order_status_history h
        where h.order_id = d.order_id and h.to_status = 'PICKED_UP'
        order by h.created_at desc limit 1
      ) p on true
      where d.to_status = 'DELIVERED' and d.created_at >= ${since} and o.courier_id is not null
      group by o.courier_id
    `),
  ) as { courier_id: number; average_minutes: number | string | null }[];
  return new Map(
    rows.flatMap((row) =>
      row.average_minutes === null ? [] : [[row.courier_id, Number(row.average_minutes)] as const],
    ),
  );
}

type Averages = { computedAt: number; minutes: ReadonlyMap<number, number> };
/** Per database handle: the latest averages, and the run working out the next. */
const averagesOf = new WeakMap<Executor, { latest?: Averages; running?: Promise<Averages> }>();

/**
 * The couriers' 30-day averages, worked out at most once per AVERAGES_REFRESH_MS, one run at a
 * time: past that, a read gets the latest while a new run works; only the first read waits.
 */
async function courierAverages(db: Executor, now: Date): Promise<ReadonlyMap<number, number>> {
  let slot = averagesOf.get(db);
  if (slot === undefined) averagesOf.set(db, (slot = {}));
  const { latest } = slot;
  if (latest !== undefined && now.getTime() - latest.computedAt < AVERAGES_REFRESH_MS) return latest.minutes;
  const owner = slot;
  owner.running ??= computeAverages(db, now)
    .then((minutes) => (owner.latest = { computedAt: now.getTime(), minutes }))
    .finally(() => (owner.running = undefined));
  if (latest === undefined) return (await owner.running).minutes;
  // A failed run leaves the latest as they are; the next read retries.
  owner.running.catch(() => undefined);
  return latest.minutes;
}

/** Sets a courier's availability; undefined when `id` is not a COURIER account. */
export async function setCourierAvailability(
  db: Executor,
  id: number,
  available: boolean,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ available })
    .where(and(eq(users.id, id), eq(users.role, 'COURIER')))
    .returning({ firstName: users.firstName, lastName: users.lastName });
  return row;
}
