import type { DashboardStats } from '@food-admin/api-client';
import { sql } from 'drizzle-orm';
import { countUpTo } from '../../db/count';
import type { Database } from '../../db/database';
import { orders, restaurants, reviews, users } from '../../db/schema';

/**
 * Exact below this many rows, the planner's estimate above: a card reading "200,000 restaurants"
 * need not cost four full count(*) scans on every dashboard load.
 */
const DASHBOARD_EXACT_CAP = 10_000;

export async function tableTotals(db: Database): Promise<DashboardStats> {
  const total = (table: typeof restaurants | typeof users | typeof orders | typeof reviews) =>
    countUpTo(db, () => db.select({ one: sql`1` }).from(table), DASHBOARD_EXACT_CAP);
  const [restaurantCount, userCount, orderCount, reviewCount] = await Promise.all([
    total(restaurants),
    total(users),
    total(orders),
    total(reviews),
  ]);
  return { restaurants: restaurantCount, users: userCount, orders: orderCount, reviews: reviewCount };
}
