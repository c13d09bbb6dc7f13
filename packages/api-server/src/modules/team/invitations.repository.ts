import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { invitations, memberships, permissionSets, restaurants, users } from '../../db/schema';
import { isPlace, type Place } from './team.repository';

/** Neither accepted nor revoked (it may have expired). */
const open = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

const inviter = alias(users, 'inviter');
const invitationFields = {
  id: invitations.id,
  email: invitations.email,
  restaurantId: invitations.restaurantId,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  permissionSet: {
    id: permissionSets.id,
    name: permissionSets.name,
    permissions: permissionSets.permissions,
  },
  invitedBy: {
    id: inviter.id,
    firstName: inviter.firstName,
    lastName: inviter.lastName,
    email: inviter.email,
    uid: inviter.uid,
  },
};

const invitationsQuery = (db: Executor) =>
  db
    .select(invitationFields)
    .from(invitations)
    .innerJoin(permissionSets, eq(permissionSets.id, invitations.permissionSetId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy));

export type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationsQuery>['execute']>>[number];

/** The open invitations of a restaurant's team or the platform's staff (expired ones included), newest first. */
export function openInvitations(db: Executor, place: Place): Promise<InvitationRow[]> {
  return invitationsQuery(db)
    .where(and(isPlace(invitations.restaurantId, place), open))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** One open invitation of the restaurant's team or the platform's staff, or undefined. */
export async function findOpenInvitation(db: Executor, place: Place, id: number) {
  const [row] = await invitationsQuery(db).where(
    and(eq(invitations.id, id), isPlace(invitations.restaurantId, place), open),
  );
  return row;
}

/** An invitation by id with its restaurant's name, open or not; locked with `lock`. */
export async function findInvitation(db: Executor, id: number, lock = false) {
  const query = db
    .select({
      id: invitations.id,
      email: invitations.email,
      restaurantId: invitations.restaurantId,
      permissionSetId: invitations.permissionSetId,
      invitedBy: invitations.invitedBy,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
    })
    .from(invitations)
    .where(eq(invitations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The open, unexpired invitations to `email`, with their restaurant (none: the platform's staff), newest first. */
export function invitationsTo(db: Executor, email: string, now: Date) {
  return db
    .select({
      ...invitationFields,
      restaurant: { id: restaurants.id, name: restaurants.name },
    })
    .from(invitations)
    .innerJoin(permissionSets, eq(permissionSets.id, invitations.permissionSetId))
    .leftJoin(restaurants, eq(restaurants.id, invitations.restaurantId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.email, email), open, gt(invitations.expiresAt, now)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** Closes the open invitation of `email` to the place, if any (a new one replaces it). */
export async function revokeOpenInvitationOf(db: Executor, place: Place, email: string, now: Date) {
  await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(isPlace(invitations.restaurantId, place), eq(invitations.email, email), open));
}

export async function insertInvitation(
  db: Executor,
  values: typeof invitations.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(invitations).values(values).returning({ id: invitations.id });
  if (row === undefined) throw new Error('invitation not inserted');
  return row.id;
}

export async function closeInvitation(
  db: Executor,
  id: number,
  change: { revokedAt: Date } | { acceptedAt: Date; acceptedBy: number },
): Promise<void> {
  await db.update(invitations).set(change).where(eq(invitations.id, id));
}

/** Whether the account of `email` is already on the restaurant's team (its owner, or a member). */
export async function emailOnTeam(
  db: Executor,
  restaurant: { id: number; ownerId: number | null },
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.restaurantId, restaurant.id)))
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        or(
          isNotNull(memberships.id),
          restaurant.ownerId === null ? sql`false` : eq(users.id, restaurant.ownerId),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the account of `email` is on the platform's staff already (an administrator, or a member). */
export async function emailOnStaff(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), isNull(memberships.restaurantId)))
    .where(and(sql`lower(${users.email}) = ${email}`, or(isNotNull(memberships.id), eq(users.role, 'ADMIN'))))
    .limit(1);
  return row !== undefined;
}
