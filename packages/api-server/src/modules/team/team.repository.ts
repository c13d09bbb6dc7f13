import { and, arrayContains, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { memberships, permissionSets, users } from '../../db/schema';

/** The permission sets, by name. */
export function listPermissionSets(db: Executor) {
  return db
    .select()
    .from(permissionSets)
    .orderBy(asc(sql`lower(${permissionSets.name})`));
}

export async function findPermissionSet(db: Executor, id: number) {
  const [row] = await db.select().from(permissionSets).where(eq(permissionSets.id, id));
  return row;
}

const memberFields = {
  id: memberships.id,
  createdAt: memberships.createdAt,
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
    .innerJoin(permissionSets, eq(permissionSets.id, memberships.permissionSetId));

export type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>['execute']>>[number];

/** A restaurant's members, by name. */
export function restaurantMembers(db: Executor, restaurantId: number): Promise<MemberRow[]> {
  return membersQuery(db)
    .where(eq(memberships.restaurantId, restaurantId))
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(memberships.id));
}

/** One member of the restaurant, or undefined. */
export async function findMember(db: Executor, restaurantId: number, memberId: number) {
  const [row] = await membersQuery(db).where(
    and(eq(memberships.id, memberId), eq(memberships.restaurantId, restaurantId)),
  );
  return row;
}

/** Whether `userId` is a member of the restaurant's team. */
export async function isMember(db: Executor, restaurantId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.restaurantId, restaurantId), eq(memberships.userId, userId)));
  return row !== undefined;
}

export async function insertMember(
  db: Executor,
  values: { userId: number; restaurantId: number; permissionSetId: number; createdBy: number },
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
