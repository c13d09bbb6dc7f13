import type { Locale } from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/rows';
import { users } from '../../db/schema';

/** The fields a user changes on their own profile: never the uid, email or role. */
export type OwnProfileFields = Pick<UserRow, 'firstName' | 'lastName' | 'phone'>;

/** Writes the user's own profile fields; undefined when the row is gone (deleted meanwhile). */
export async function updateOwnProfile(
  db: Executor,
  id: number,
  fields: OwnProfileFields,
): Promise<UserRow | undefined> {
  const { firstName, lastName, phone } = fields;
  const [row] = await db
    .update(users)
    .set({ firstName, lastName, phone })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Keeps the user's language; undefined when the row is gone (deleted meanwhile). */
export async function updateOwnLocale(
  db: Executor,
  id: number,
  locale: Locale,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ locale }).where(eq(users.id, id)).returning();
  return row;
}
