import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { PermissionSetName, Role } from '@food-admin/api-client';
import { builtInSetId } from '../auth/permission-sets';
import { firebaseErrorCode } from '../auth/firebase-error';
import type { Executor } from '../db/database';
import { memberships, restaurants, users } from '../db/schema';
import { LOCK_KEYS } from '../db/lock-keys';

/** A demo sign-in as declared: the uid is chosen per database (see `resolveDemoAccounts`). */
export type DemoAccountSpec = {
  /** Stable name of the account in code. */
  key: 'admin' | 'owner' | 'manager' | 'kitchen' | 'support' | 'courier' | 'customer';
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  /** Staff: the set they hold on the demo owner's first restaurant, or platform-wide with `platform`. */
  staffSet?: PermissionSetName;
  platform?: true;
};

export type DemoAccount = DemoAccountSpec & { uid: string };

/** Fixed sign-ins for local use (Auth Emulator only); printed by `npm start` and the seed command. */
export const DEMO_ACCOUNTS: readonly DemoAccountSpec[] = [
  {
    key: 'admin',
    email: 'admin@demo.food',
    password: 'admin123',
    role: 'ADMIN',
    firstName: 'Ada',
    lastName: 'Admin',
  },
  {
    key: 'owner',
    email: 'owner@demo.food',
    password: 'owner123',
    role: 'RESTAURANT',
    firstName: 'Oscar',
    lastName: 'Owner',
  },
  {
    key: 'manager',
    email: 'manager@demo.food',
    password: 'manager123',
    role: 'RESTAURANT',
    firstName: 'Mia',
    lastName: 'Manager',
    staffSet: 'Manager',
  },
  {
    key: 'kitchen',
    email: 'kitchen@demo.food',
    password: 'kitchen123',
    role: 'RESTAURANT',
    firstName: 'Kai',
    lastName: 'Kitchen',
    staffSet: 'Kitchen',
  },
  {
    key: 'support',
    email: 'support@demo.food',
    password: 'support123',
    role: 'RESTAURANT',
    firstName: 'Sam',
    lastName: 'Support',
    staffSet: 'Support',
    platform: true,
  },
  {
    key: 'courier',
    email: 'courier@demo.food',
    password: 'courier123',
    role: 'COURIER',
    firstName: 'Cody',
    lastName: 'Courier',
  },
  {
    key: 'customer',
    email: 'customer@demo.food',
    password: 'customer123',
    role: 'CUSTOMER',
    firstName: 'Cleo',
    lastName: 'Customer',
  },
];

export const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);

/**
 * The demo accounts with their uids in this database: the uid its profile already has, or a new
 * random one (`demo-admin-3f9c...`). With the emulator, a token for a known uid needs no password,
 * so a uid the whole world knows ('demo-admin') would make every demo install an open admin.
 */
export async function resolveDemoAccounts(db: Executor): Promise<DemoAccount[]> {
  const existing = await db
    .select({ uid: users.uid, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, DEMO_EMAILS));
  return DEMO_ACCOUNTS.map((account) => ({
    ...account,
    uid:
      existing.find((row) => row.email.toLowerCase() === account.email)?.uid ??
      `demo-${account.key}-${randomBytes(8).toString('hex')}`,
  }));
}

/** How many of the first restaurants (by id) the demo owner gets when they have none. */
export const DEMO_OWNER_RESTAURANTS = 3;

/** Database side of the demo accounts: insert or reset their profiles (idempotent). */
export async function upsertDemoUsers(
  db: Executor,
  accounts?: readonly DemoAccount[],
): Promise<readonly DemoAccount[]> {
  const resolved = accounts ?? (await resolveDemoAccounts(db));
  for (const account of resolved) {
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
  const owner = resolved.find((account) => account.key === 'owner');
  if (owner) await assignDemoOwnerRestaurants(db, owner.uid);
  await assignDemoStaff(db);
  return resolved;
}

/**
 * The demo staff's memberships: each holds its set on the demo owner's first restaurant or
 * platform-wide (kept if they hold one already; nothing before the owner has a restaurant, the seed
 * calls it again then).
 */
export async function assignDemoStaff(db: Executor): Promise<void> {
  const [first] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(sql`lower(${users.email}) = 'owner@demo.food'`)
    .orderBy(restaurants.id)
    .limit(1);
  if (first === undefined) return;
  for (const account of DEMO_ACCOUNTS) {
    if (account.staffSet === undefined) continue;
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`);
    if (person === undefined) continue;
    const held = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.userId, person.id));
    if (held.length > 0) continue;
    await db.insert(memberships).values({
      userId: person.id,
      restaurantId: account.platform ? null : first.id,
      permissionSetId: await builtInSetId(db, account.staffSet),
    });
  }
}

/** The demo owner owns the first restaurants, so a RESTAURANT sign-in has something to manage. */
async function assignDemoOwnerRestaurants(db: Executor, ownerUid: string): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.uid, ownerUid)).limit(1);
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

/**
 * Creates the demo accounts in Firebase Auth with their uids and passwords, and their profiles in
 * the database. Idempotent: run it at every start, since the emulator forgets its users when it
 * stops while the database keeps them. An account that exists keeps its password and its sessions:
 * only a changed email, name or verification is written (setting the password again would end
 * every open session of the demo accounts at each restart). Instances starting at once take turns
 * on a lock, so they agree on the uids (without it each picked its own, and the emulator's and the
 * database's differed: "No profile").
 */
export async function ensureDemoAccounts(auth: Auth, db: Executor): Promise<readonly DemoAccount[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.demoAccounts})`);
    return ensureDemoAccountsLocked(auth, tx);
  });
}

async function ensureDemoAccountsLocked(auth: Auth, db: Executor): Promise<readonly DemoAccount[]> {
  const accounts = await resolveDemoAccounts(db);
  for (const account of accounts) {
    const displayName = `${account.firstName} ${account.lastName}`;
    const existing = await auth.getUser(account.uid).catch((error: unknown) => {
      if (firebaseErrorCode(error) === 'auth/user-not-found') return undefined;
      throw error;
    });
    if (existing) {
      if (existing.email !== account.email || existing.displayName !== displayName || !existing.emailVerified)
        await auth.updateUser(account.uid, { email: account.email, displayName, emailVerified: true });
      continue;
    }
    // Someone may have signed up with the demo email under another uid: the demo uid wins.
    const clash = await auth.getUserByEmail(account.email).catch(() => undefined);
    if (clash) await auth.deleteUser(clash.uid);
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName,
      emailVerified: true,
    });
  }
  // The same email under another uid in our database would block the upsert; give the demo uid the row.
  for (const account of accounts) {
    await db
      .update(users)
      .set({ email: '' })
      .where(and(sql`lower(${users.email}) = ${account.email}`, sql`${users.uid} <> ${account.uid}`));
  }
  return upsertDemoUsers(db, accounts);
}
