import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseAdmin, type FirebaseAdmin } from '../src/auth/firebase';
import type { OpenedDatabase } from '../src/db/open';
import { activityLog, dishes, menus, orders, restaurants, reviews, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from '../src/seed/demo-accounts';
import { SEED_COUNTS, seedDemoData } from '../src/seed/demo-data';
import { createServer } from '../src/server';
import { TEST_EMULATOR_HOST, TEST_PROJECT_ID } from './emulator-constants';
import { openTestDatabase, signInAccount, testConfig } from './support/server';

let database: OpenedDatabase;
let firebase: FirebaseAdmin;

beforeAll(async () => {
  database = await openTestDatabase();
  firebase = createFirebaseAdmin({ projectId: TEST_PROJECT_ID, authEmulatorHost: TEST_EMULATOR_HOST });
});
afterAll(async () => {
  await firebase.close();
  await database.close();
});

const countOf = async (
  table:
    | typeof users
    | typeof restaurants
    | typeof menus
    | typeof dishes
    | typeof orders
    | typeof reviews
    | typeof activityLog,
) => Number((await database.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('seed', () => {
  it('fills an empty database with a realistic data set, deterministically, once', async () => {
    // Two instances starting at once on an empty database (two pool connections on PostgreSQL):
    // one seeds, the other waits for it and skips, and neither fails.
    const results = await Promise.all([seedDemoData(database.db), seedDemoData(database.db)]);
    expect(results.map((result) => result.skipped).sort()).toEqual([false, true]);
    expect(await countOf(users)).toBe(SEED_COUNTS.users);
    expect(await countOf(restaurants)).toBe(SEED_COUNTS.restaurants);
    expect(await countOf(orders)).toBe(SEED_COUNTS.orders);
    expect(await countOf(reviews)).toBe(SEED_COUNTS.reviews);
    expect(await countOf(activityLog)).toBe(SEED_COUNTS.activity);
    expect(await countOf(menus)).toBeGreaterThanOrEqual(SEED_COUNTS.restaurants);
    expect(await countOf(dishes)).toBeGreaterThanOrEqual((await countOf(menus)) * 4);

    const roles = new Set(
      (await database.db.select({ role: users.role }).from(users)).map((row) => row.role),
    );
    expect(roles).toEqual(new Set(['ADMIN', 'RESTAURANT', 'COURIER', 'CUSTOMER']));
    const logos = (await database.db.select({ logoUrl: restaurants.logoUrl }).from(restaurants)).map(
      (row) => row.logoUrl,
    );
    expect(logos.filter((url) => url !== null).every((url) => /^https:\/\//.test(url ?? ''))).toBe(true);
    expect(logos.some((url) => url === null)).toBe(true);
    const prices = (await database.db.select({ price: dishes.price }).from(dishes)).map((row) =>
      Number(row.price),
    );
    expect(
      prices.every((price) => price >= 0.01 && Math.abs(Math.round(price * 100) - price * 100) < 1e-6),
    ).toBe(true);

    const [demoOwner] = await database.db.select().from(users).where(eq(users.email, 'owner@demo.food'));
    const owned = await database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.ownerId, demoOwner?.id ?? -1));
    expect(owned.map((row) => row.id)).toEqual([1, 2, 3].map((offset) => owned[0]!.id + offset - 1));

    const again = await seedDemoData(database.db);
    expect(again.skipped).toBe(true);
    expect(await countOf(restaurants)).toBe(SEED_COUNTS.restaurants);
  });

  it('creates the demo accounts in the Auth Emulator and the database, idempotently', async () => {
    const first = await ensureDemoAccounts(firebase.auth, database.db);
    const again = await ensureDemoAccounts(firebase.auth, database.db);
    // Each database gets its own random uids (a well-known uid would be an open door with the
    // emulator), and keeps them from one start to the next.
    expect(again.map((account) => account.uid)).toEqual(first.map((account) => account.uid));
    for (const account of again) {
      expect(account.uid).toMatch(new RegExp(`^demo-${account.key}-[0-9a-f]{16}$`));
      const signedIn = await signInAccount(account.email, account.password);
      expect(signedIn.uid).toBe(account.uid);
      const rows = await database.db.select().from(users).where(eq(users.uid, account.uid));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: account.email, role: account.role });
    }
  });

  it('createServer with SEED_DEMO serves the demo data and lets the demo admin sign in', async () => {
    const server = await createServer({ config: testConfig({ SEED_DEMO: '1' }), database, firebase });
    try {
      const { idToken, uid } = await signInAccount('admin@demo.food', 'admin123');
      const headers = { authorization: `Bearer ${idToken}` };
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { uid },
      });
      expect(uid).not.toBe('demo-admin');
      expect(login.json()).toMatchObject({ uid, role: 'ADMIN', email: 'admin@demo.food' });
      const stats = await server.app.inject({ method: 'GET', url: '/admin/dashboard-stats', headers });
      expect(stats.json()).toEqual({
        restaurants: SEED_COUNTS.restaurants,
        users: SEED_COUNTS.users,
        orders: SEED_COUNTS.orders,
        reviews: SEED_COUNTS.reviews,
      });
      expect(server.demoAccounts.map((account) => account.email)).toEqual(
        DEMO_ACCOUNTS.map((account) => account.email),
      );
    } finally {
      await server.close();
    }
  });
});
