import { and, arrayContains, asc, eq, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { lastSeen, memberships, permissionSets, users } from '../../db/schema';

/**
 * Where a membership or an invitation holds: a restaurant by its id, or the whole platform (null:
 * the platform's staff).
 */
export type Place = number | null;

/** `column` names `place`. */
export const isPlace = (column: PgColumn | SQLWrapper, place: Place) =>
  place === null ? isNull(column) : eq(column, place);

const memberFields = {
  id: memberships.id,
  createdAt: memberships.createdAt,
  lastSeenAt: lastSeen.at,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    uid: users.uid,
  },
  permissionSet: {
    id: permissionSets.id,
    name: permissionSets.name,
    permissions: permissionSets.permissions,
  },
};

const membersQuery = (db: Executor) =>
  db
    .select(memberFields)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(permissionSets, eq(permissionSets.id, memberships.permissionSetId))
    .leftJoin(lastSeen, eq(lastSeen.userId, users.id));

/** Who holds everything at a place without a set, with when they were last seen. */
const leadersQuery = (db: Executor) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      uid: users.uid,
      lastSeenAt: lastSeen.at,
    })
    .from(users)
    .leftJoin(lastSeen, eq(lastSeen.userId, users.id));

export type LeaderRow = Awaited<ReturnType<ReturnType<typeof leadersQuery>['execute']>>[number];

export type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>['execute']>>[number];

/** The members of a restaurant's team, or the platform's staff, by name. */
export function placeMembers(db: Executor, place: Place): Promise<MemberRow[]> {
  return membersQuery(db)
    .where(isPlace(memberships.restaurantId, place))
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(memberships.id));
}

/** One member of the restaurant's team or the platform's staff, or undefined. */
export async function findMember(db: Executor, place: Place, memberId: number) {
  const [row] = await membersQuery(db).where(
    and(eq(memberships.id, memberId), isPlace(memberships.restaurantId, place)),
  );
  return row;
}

/** Whether `userId` is a member of the restaurant's team or the platform's staff. */
export async function isMember(db: Executor, place: Place, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(isPlace(memberships.restaurantId, place), eq(memberships.userId, userId)));
  return row !== undefined;
}

export async function insertMember(
  db: Executor,
  values: { userId: number; restaurantId: Place; permissionSetId: number; createdBy: number },
): Promise<number> {
  const [row] = await db.insert(memberships).values(values).returning({ id: memberships.id });
  if (row === undefined) throw new Error('membership not inserted');
  return row.id;
}

export async function setMemberSet(db: Executor, memberId: number, permissionSetId: number): Promise<void> {
  await db.update(memberships).set({ permissionSetId }).where(eq(memberships.id, memberId));
}

export async function deleteMember(db: Executor, memberId: number): Promise<void> {
  await db.delete(memberships).where(eq(memberships.id, memberId));
}

/** Whether someone other than member `exceptId` manages the restaurant's team through a membership. */
export async function anotherMemberManages(
  db: Executor,
  restaurantId: number,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(permissionSets, eq(permissionSets.id, memberships.permissionSetId))
    .where(
      and(
        eq(memberships.restaurantId, restaurantId),
        ne(memberships.id, exceptId),
        arrayContains(permissionSets.permissions, ['staff.manage']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The platform's administrators (who hold everything by their role), by name. */
export function administrators(db: Executor) {
  return leadersQuery(db)
    .where(eq(users.role, 'ADMIN'))
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(users.id));
}

/** A restaurant's owner as its team shows them, or undefined once their account is gone. */
export async function findLeader(db: Executor, userId: number) {
  const [row] = await leadersQuery(db).where(eq(users.id, userId));
  return row;
}
