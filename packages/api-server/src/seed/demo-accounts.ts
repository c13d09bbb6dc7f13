import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { Role } from '@food-admin/api-client';
import type { Executor } from '../db/database';
import { restaurants, users } from '../db/schema';

export type DemoAccount = {
  uid: string;
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
};

/** Fixed sign-ins for local use (Auth Emulator only); printed by `npm start` and the seed command. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'demo-admin',
    email: 'admin@demo.food',
    password: 'admin123',
    role: 'ADMIN',
    firstName: 'Ada',
    lastName: 'Admin',
  },
  {
    uid: 'demo-owner',
    email: 'owner@demo.food',
    password: 'owner123',
    role: 'RESTAURANT',
    firstName: 'Oscar',
    lastName: 'Owner',
  },
  {
    uid: 'demo-customer',
    email: 'customer@demo.food',
    password: 'customer123',
    role: 'CUSTOMER',
    firstName: 'Cleo',
    lastName: 'Customer',
  },
];

/** How many of the first restaurants (by id) the demo owner gets when they have none. */
export const DEMO_OWNER_RESTAURANTS = 3;

/** Database side of the demo accounts: insert or reset their profiles (idempotent). */
export async function upsertDemoUsers(db: Executor): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        uid: account.uid,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
      })
      .onConflictDoUpdate({
        target: users.uid,
        set: {
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          role: account.role,
        },
      });
  }
  await assignDemoOwnerRestaurants(db);
}

/** The demo owner owns the first restaurants, so a RESTAURANT sign-in has something to manage. */
async function assignDemoOwnerRestaurants(db: Executor): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.uid, 'demo-owner')).limit(1);
  if (!owner) return;
  const owned = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.ownerId, owner.id))
    .limit(1);
  if (owned.length > 0) return;
  const first = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .orderBy(restaurants.id)
    .limit(DEMO_OWNER_RESTAURANTS);
  if (first.length === 0) return;
  await db
    .update(restaurants)
    .set({ ownerId: owner.id })
    .where(
      inArray(
        restaurants.id,
        first.map((row) => row.id),
      ),
    );
}

function errorCode(error: unknown): string | undefined {
  const code =
    (error as { code?: unknown; errorInfo?: { code?: unknown } }).errorInfo?.code ??
    (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Creates (or resets) the demo accounts in Firebase Auth with their fixed uids and passwords, and
 * their profiles in the database. Idempotent: run it at every start, since the emulator forgets
 * its users when it stops while the database keeps them.
 */
export async function ensureDemoAccounts(auth: Auth, db: Executor): Promise<readonly DemoAccount[]> {
  for (const account of DEMO_ACCOUNTS) {
    const properties = {
      email: account.email,
      password: account.password,
      displayName: `${account.firstName} ${account.lastName}`,
      emailVerified: true,
    };
    try {
      await auth.getUser(account.uid);
      await auth.updateUser(account.uid, properties);
    } catch (error) {
      if (errorCode(error) !== 'auth/user-not-found') throw error;
      // Someone may have signed up with the demo email under another uid: the fixed uid wins.
      const clash = await auth.getUserByEmail(account.email).catch(() => undefined);
      if (clash) await auth.deleteUser(clash.uid);
      await auth.createUser({ uid: account.uid, ...properties });
    }
  }
  // The same email under another uid in our database would block the upsert; give the fixed uid the row.
  for (const account of DEMO_ACCOUNTS) {
    await db
      .update(users)
      .set({ email: '' })
      .where(and(sql`lower(${users.email}) = ${account.email}`, sql`${users.uid} <> ${account.uid}`));
  }
  await upsertDemoUsers(db);
  return DEMO_ACCOUNTS;
}
