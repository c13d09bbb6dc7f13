import { count } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { activityLog, dishes, menus, orders, restaurants, reviews, users } from '../../src/db/schema';

let sequence = 0;
const next = () => (sequence += 1);

export async function insertRestaurant(
  db: Database,
  values: Partial<typeof restaurants.$inferInsert> = {},
): Promise<typeof restaurants.$inferSelect> {
  const [row] = await db
    .insert(restaurants)
    .values({ name: `Restaurant ${next()}`, address: '1 Test Street', ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function insertMenu(
  db: Database,
  restaurantId: number,
  values: Partial<typeof menus.$inferInsert> = {},
): Promise<typeof menus.$inferSelect> {
  const [row] = await db
    .insert(menus)
    .values({ restaurantId, name: `Menu ${next()}`, ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function insertDish(
  db: Database,
  menuId: number,
  values: Partial<typeof dishes.$inferInsert> = {},
): Promise<typeof dishes.$inferSelect> {
  const [row] = await db
    .insert(dishes)
    .values({ menuId, name: `Dish ${next()}`, price: 9.5, ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** A delivered order of 25.50 (no items, no history: the workflow's tests add their own). */
export async function insertOrder(
  db: Database,
  restaurantId: number,
  customerId: number | null = null,
  values: Partial<typeof orders.$inferInsert> = {},
) {
  const [row] = await db
    .insert(orders)
    .values({ restaurantId, customerId, status: 'DELIVERED', subtotal: 25.5, total: 25.5, ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function insertReview(
  db: Database,
  restaurantId: number,
  userId: number | null,
  text = 'Tasty',
) {
  const [row] = await db.insert(reviews).values({ restaurantId, userId, rating: 4, text }).returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** Row counts of every table: the property tests check that rejected requests change none. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries({ users, restaurants, menus, dishes, orders, reviews, activityLog }).map(
      async ([name, table]) => {
        const [row] = await db.select({ n: count() }).from(table);
        return [name, Number(row?.n ?? 0)] as const;
      },
    ),
  );
  return Object.fromEntries(entries);
}
