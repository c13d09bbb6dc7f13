import { MAX_COURIERS_LISTED, type Courier } from '@food-admin/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { openOrderSql, orders, users } from '../../db/schema';

/*
 * The couriers screen's figures (docs/api.md#couriers): three small aggregates over the orders and
 * their history, each on its own index (orders_courier_active_idx, order_status_history_to_status_idx),
 * joined to the COURIER accounts.
 */

const DAY_MS = 86_400_000;
/** Delivery times count over this many days. */
const AVERAGE_WINDOW_DAYS = 30;

type CourierRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  available: boolean;
  active: number | string;
  delivered_today: number | string | null;
  average_minutes: number | string | null;
};

const toCourier = (row: CourierRow): Courier => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  phone: row.phone,
  available: row.available,
  activeDeliveries: Number(row.active),
  deliveredToday: Number(row.delivered_today ?? 0),
  averageDeliveryMinutes: row.average_minutes === null ? null : Math.round(Number(row.average_minutes)),
});

/** Midnight UTC of `now`'s day. */
export const startOfUtcDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/** The couriers (all, or the one with `id`) with their figures at `now`, by name. */
export async function listCouriers(db: Executor, now: Date, id?: number): Promise<Courier[]> {
  const today = startOfUtcDay(now).toISOString();
  const since = new Date(now.getTime() - AVERAGE_WINDOW_DAYS * DAY_MS).toISOString();
  const rows = rowsOf(
    await db.execute(sql`
      with deliveries as (
        select o.courier_id,
               count(*) filter (where d.created_at >= ${today}) as delivered_today,
               avg(extract(epoch from (d.created_at - p.created_at)) / 60) as average_minutes
        from order_status_history d
        join orders o on o.id = d.order_id
        left join lateral (
          select h.created_at from order_status_history h
          where h.order_id = d.order_id and h.to_status = 'PICKED_UP'
          order by h.created_at desc limit 1
        ) p on true
        where d.to_status = 'DELIVERED' and d.created_at >= ${since} and o.courier_id is not null
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
             coalesce(a.active, 0) as active, d.delivered_today, d.average_minutes
      from users u
      left join active a on a.courier_id = u.id
      left join deliveries d on d.courier_id = u.id
      where u.role = 'COURIER' ${id === undefined ? sql`` : sql`and u.id = ${id}`}
      order by lower(u.first_name), lower(u.last_name), u.id
      limit ${MAX_COURIERS_LISTED}
    `),
  ) as CourierRow[];
  return rows.map(toCourier);
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
