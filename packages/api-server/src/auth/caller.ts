import { grantsOf, type Grants, type Membership, type MyPermissions } from '@food-admin/api-client';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import type { UserRow } from '../db/rows';
import { accountStates, lastSeen, memberships, permissionSets, restaurants, users } from '../db/schema';
import { readAccountStates, type AccountState } from './account-states';
import { OWNED_IDS_READ, type SignedInUser } from './permissions';

/** The caller's profile (none yet, or deleted) and what is recorded of their account's sessions. */
export type CallerRecord = {
  user: SignedInUser | undefined;
  account: AccountState | undefined;
  /** When the person last used the API, as last noted (auth/last-seen.ts); null before. */
  lastSeenAt: Date | null;
};

/** The person's memberships with their sets' permissions, as one JSON array (empty without any). */
const membershipsOf = (userId: typeof users.id) => sql<Membership[]>`coalesce((
  select json_agg(json_build_object('restaurantId', ${memberships.restaurantId}, 'permissions', ${permissionSets.permissions}))
  from ${memberships} join ${permissionSets} on ${permissionSets.id} = ${memberships.permissionSetId}
  where ${memberships.userId} = ${userId}), '[]'::json)`;

/**
 * The restaurants a restaurant account owns, up to one more than OWNED_IDS_READ (null without any,
 * and for the other roles, whose grants own nothing): lists are scoped by these ids, and by a
 * subquery for an owner of more.
 */
const ownedIdsOf = (userId: typeof users.id, role: typeof users.role) => sql<number[] | null>`(
  case when ${role} = 'RESTAURANT' then (
    select array_agg(owned.id) from (
      select ${restaurants.id} as id from ${restaurants} where ${restaurants.ownerId} = ${userId}
      limit ${OWNED_IDS_READ + 1}) as owned)
  end)`;

/**
 * What the caller's lookup selects, from `users` joined (left) to account_states by uid and to
 * last_seen by id: the lookup by uid below, and an API token's (auth/api-tokens.ts).
 */
export const callerColumns = () => ({
  user: users,
  memberships: membershipsOf(users.id),
  ownedIds: ownedIdsOf(users.id, users.role),
  tokensValidAfter: accountStates.tokensValidAfter,
  disabled: accountStates.disabled,
  lastSeenAt: lastSeen.at,
});

type CallerRow = {
  user: UserRow;
  memberships: Membership[];
  ownedIds: number[] | null;
  tokensValidAfter: Date | null;
  disabled: boolean | null;
  lastSeenAt: Date | null;
};

const callerLookups = new WeakMap<Database, ReturnType<typeof prepareCallerLookup>>();

function prepareCallerLookup(db: Database) {
  return db
    .select(callerColumns())
    .from(users)
    .leftJoin(accountStates, eq(accountStates.uid, users.uid))
    .leftJoin(lastSeen, eq(lastSeen.userId, users.id))
    .where(eq(users.uid, sql.placeholder('uid')))
    .limit(1)
    .prepare('caller_by_uid');
}

/** The caller as a request sees them, from a row of `callerColumns`. */
export function callerRecordOf(row: CallerRow): CallerRecord & { user: SignedInUser } {
  const account =
    row.disabled === null ? undefined : { tokensValidAfter: row.tokensValidAfter, disabled: row.disabled };
  const owned = row.ownedIds ?? [];
  const user = {
    ...row.user,
    grants: grantsOf(row.user.role, row.memberships),
    ownedRestaurantIds: owned.length > OWNED_IDS_READ ? undefined : owned,
  };
  return { user, account, lastSeenAt: row.lastSeenAt };
}

/**
 * The caller of every authenticated request, profile, grants and sessions in one query: built once
 * per database and prepared once per connection (PostgreSQL parses and plans it once), where building
 * it took ~40 µs of the request's CPU (docs/performance.md#per-request-overhead). A caller without
 * a profile (registering, or deleted) costs a second query for the sessions alone.
 */
export async function findCaller(db: Database, uid: string): Promise<CallerRecord> {
  let lookup = callerLookups.get(db);
  if (lookup === undefined) callerLookups.set(db, (lookup = prepareCallerLookup(db)));
  const [row] = await lookup.execute({ uid });
  if (row === undefined)
    return { user: undefined, account: (await readAccountStates(db, [uid])).get(uid), lastSeenAt: null };
  return callerRecordOf(row);
}

/** A person's memberships as they are now, with their sets' permissions. */
export async function membershipsHeld(db: Executor, userId: number): Promise<MyPermissions['memberships']> {
  const held = await db
    .select({ restaurantId: memberships.restaurantId, permissions: permissionSets.permissions })
    .from(memberships)
    .innerJoin(permissionSets, eq(permissionSets.id, memberships.permissionSetId))
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.restaurantId);
  return held;
}

/**
 * A person's grants as they are now, read in `tx`: for a write that re-checks, under its lock, that
 * the caller still holds what the request was let in with (another admin may have just changed it).
 */
export async function currentGrants(tx: Executor, userId: number): Promise<Grants> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  // A person deleted since holds nothing.
  if (row === undefined) return { platform: new Set(), owned: new Set(), restaurants: new Map() };
  return grantsOf(row.role, await membershipsHeld(tx, userId));
}
