import { userListQueries, type Role } from '@food-admin/api-client';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { revokeSessions } from '../../auth/account-states';
import { chunked } from '../../db/bulk';
import type { Database, Executor } from '../../db/database';
import { listSource, type ListSource } from '../../db/lists';
import type { UserRow } from '../../db/rows';
import { deletedAccounts, users } from '../../db/schema';
import { moveToTrash } from '../trash/trash';
import { LOCK_KEYS } from '../../db/lock-keys';

export async function findUserByUid(db: Executor, uid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row;
}

/** With `lock`, the row stays locked until the transaction ends (a role change reads then writes). */
export async function findUserById(db: Executor, id: number, lock = false): Promise<UserRow | undefined> {
  const query = db.select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Emails are unique case-insensitively (users_email_key). */
export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (row === undefined) throw new Error('user insert returned no row');
  return row;
}

/**
 * Serialises every change to the set of admins (role changes, deletes) for the rest of the
 * transaction: two admins demoting each other at once run one after the other, so the second sees
 * the first's result, and the locks are always taken in the same order (no deadlock).
 */
export async function lockAdminSet(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.adminSet})`);
}

/** Admins other than `exceptId`, read inside the admin-set lock. */
export async function otherAdminsExist(tx: Executor, exceptId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} = 'ADMIN' and ${users.id} <> ${exceptId}`)
    .limit(1);
  return row !== undefined;
}

/** Admins right now, read inside the admin-set lock (a bulk action counts down as it removes them). */
export async function countAdmins(tx: Executor): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'ADMIN'));
  return Number(row?.n ?? 0);
}

/** The rows of `ids` (those that exist), locked until the transaction ends, in id order. */
export function lockUsers(tx: Executor, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.id))
    .for('update');
}

export async function updateUsersRole(db: Executor, ids: readonly number[], role: Role): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(users)
    .set({ role })
    .where(inArray(users.id, [...ids]))
    .returning();
}

/** Moves the users to the trash (modules/trash); answers the rows it moved. */
export async function deleteUsers(db: Executor, ids: readonly number[], actorId: number): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
  const moved = new Set(await moveToTrash(db, 'user', ids, actorId));
  return rows.filter((row) => moved.has(row.id));
}

export async function updateUserRole(db: Executor, id: number, role: Role): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
  return row;
}

/** Moves the user to the trash; answers the row it moved. */
export async function deleteUser(db: Executor, id: number, actorId: number): Promise<UserRow | undefined> {
  const [row] = await deleteUsers(db, [id], actorId);
  return row;
}

/**
 * Remembers a deleted profile's account, so it cannot register itself back (see accountWasDeleted),
 * and ends its sessions: its next request, on any instance, is refused (auth/account-states.ts).
 */
export async function recordDeletedAccount(tx: Executor, deleted: UserRow, by: UserRow): Promise<void> {
  await recordDeletedAccounts(tx, [deleted], by);
}

/** recordDeletedAccount for several deleted profiles (a bulk delete), a thousand per statement. */
export async function recordDeletedAccounts(
  tx: Executor,
  deleted: readonly UserRow[],
  by: UserRow,
): Promise<void> {
  for (const chunk of chunked(deleted)) {
    await tx
      .insert(deletedAccounts)
      .values(chunk.map((row) => ({ uid: row.uid, email: row.email, deletedByUid: by.uid })))
      .onConflictDoUpdate({
        target: deletedAccounts.uid,
        set: { email: sql`excluded.email`, deletedAt: sql`now()`, deletedByUid: by.uid },
      });
    await revokeSessions(
      tx,
      chunk.map((row) => row.uid),
    );
  }
}

/** A restored user's account may register (and sign in) again; its sessions from before stay ended. */
export async function readmitAccount(tx: Executor, uid: string): Promise<void> {
  await tx.delete(deletedAccounts).where(eq(deletedAccounts.uid, uid));
}

/** Whether an admin deleted this account, or another account with this email (case-insensitive). */
export async function accountWasDeleted(db: Executor, uid: string, email: string): Promise<boolean> {
  const byEmail = email === '' ? sql`false` : sql`lower(${deletedAccounts.email}) = lower(${email})`;
  const [row] = await db
    .select({ uid: deletedAccounts.uid })
    .from(deletedAccounts)
    .where(sql`${deletedAccounts.uid} = ${uid} or ${byEmail}`)
    .limit(1);
  return row !== undefined;
}

/** The users list (userListQueries, docs/api.md#lists). */
export function usersSource(db: Database): ListSource {
  return listSource(userListQueries, {
    select: (fields) => (fields ? db.select(fields) : db.select()).from(users).$dynamic(),
    id: users.id,
    fields: {
      email: users.email,
      fullName: sql`${users.firstName} || ' ' || ${users.lastName}`,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      phone: users.phone,
    },
  });
}
