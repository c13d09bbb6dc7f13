import type { Permission } from '@food-admin/api-client';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { invitations, memberships, permissionSets, restaurants, users } from '../../db/schema';

/** The permission sets, by name. */
export function listPermissionSets(db: Executor) {
  return db
    .select()
    .from(permissionSets)
    .orderBy(asc(sql`lower(${permissionSets.name})`));
}

/** One set by id, locked for a write with `lock`. */
export async function findPermissionSet(db: Executor, id: number, lock = false) {
  const query = db.select().from(permissionSets).where(eq(permissionSets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type PermissionSetRow = NonNullable<Awaited<ReturnType<typeof findPermissionSet>>>;

export async function insertPermissionSet(
  db: Executor,
  values: { name: string; permissions: Permission[] },
): Promise<PermissionSetRow> {
  const [row] = await db.insert(permissionSets).values(values).returning();
  if (row === undefined) throw new Error('permission set not inserted');
  return row;
}

export async function updatePermissionSet(
  db: Executor,
  id: number,
  values: { name: string; permissions: Permission[] },
): Promise<PermissionSetRow> {
  const [row] = await db.update(permissionSets).set(values).where(eq(permissionSets.id, id)).returning();
  if (row === undefined) throw new Error('permission set not updated');
  return row;
}

export async function deletePermissionSet(db: Executor, id: number): Promise<void> {
  await db.delete(permissionSets).where(eq(permissionSets.id, id));
}

const openInvitation = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/**
 * Where the set is held or offered: on some restaurant (`restaurant`), platform-wide (`platform`),
 * each through a membership or an open invitation.
 */
export async function setUses(db: Executor, id: number): Promise<{ restaurant: boolean; platform: boolean }> {
  const [row] = rowsOf(
    await db.execute(sql`
    select
      exists (select 1 from ${memberships} where ${memberships.permissionSetId} = ${id}
              and ${isNotNull(memberships.restaurantId)})
      or exists (select 1 from ${invitations} where ${invitations.permissionSetId} = ${id}
              and ${isNotNull(invitations.restaurantId)} and ${openInvitation}) as restaurant,
      exists (select 1 from ${memberships} where ${memberships.permissionSetId} = ${id}
              and ${isNull(memberships.restaurantId)})
      or exists (select 1 from ${invitations} where ${invitations.permissionSetId} = ${id}
              and ${isNull(invitations.restaurantId)} and ${openInvitation}) as platform`),
  );
  return { restaurant: row?.restaurant === true, platform: row?.platform === true };
}

/**
 * Whether some restaurant without an owner (a restaurant account) is managed only through this
 * set: taking staff.manage out of it would leave that team with nobody to manage it.
 */
export async function someTeamManagedOnlyBy(db: Executor, id: number): Promise<boolean> {
  const others = db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(permissionSets, eq(permissionSets.id, memberships.permissionSetId))
    .where(
      and(
        eq(memberships.restaurantId, restaurants.id),
        ne(memberships.permissionSetId, id),
        sql`'staff.manage' = any(${permissionSets.permissions})`,
      ),
    );
  const [row] = await db
    .select({ id: restaurants.id })
    .from(memberships)
    .innerJoin(restaurants, eq(restaurants.id, memberships.restaurantId))
    .leftJoin(users, eq(users.id, restaurants.ownerId))
    .where(
      and(
        eq(memberships.permissionSetId, id),
        sql`${users.role} is distinct from 'RESTAURANT'`,
        sql`not exists (${others})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Announces a change of the set to everyone holding it, as a change of their memberships (the
 * memberships' trigger writes a `user` change event per holder at commit): their live streams
 * reconnect and their screens read their new grants.
 */
export async function announceToHolders(db: Executor, id: number): Promise<void> {
  await db
    .update(memberships)
    .set({ permissionSetId: sql`${memberships.permissionSetId}` })
    .where(eq(memberships.permissionSetId, id));
}
