import type { ViewList } from '@food-admin/api-client';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { SavedViewRow, UserRow } from '../../db/rows';
import { savedViews, users } from '../../db/schema';
import { LOCK_KEYS } from '../../db/lock-keys';

export type ViewWithOwner = { view: SavedViewRow; owner: UserRow };
export type SavedViewColumns = Omit<typeof savedViews.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const withOwner = (db: Executor) =>
  db
    .select({ view: savedViews, owner: users })
    .from(savedViews)
    .innerJoin(users, eq(savedViews.ownerId, users.id));

/**
 * The views of a list the caller sees: their own and the shared ones; by name (case-insensitively),
 * then id. Served by saved_views_owner_list_name_idx and the partial saved_views_shared_list_name_idx.
 */
export function viewsOfList(db: Executor, ownerId: number, list: ViewList): Promise<ViewWithOwner[]> {
  return withOwner(db)
    .where(and(eq(savedViews.list, list), or(eq(savedViews.ownerId, ownerId), eq(savedViews.shared, true))))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

/** With `lock`, the view stays locked until the transaction ends (a change reads, checks, then writes). */
export async function findView(db: Executor, id: number, lock = false): Promise<ViewWithOwner | undefined> {
  const query = withOwner(db).where(eq(savedViews.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: savedViews }) : await query;
  return row;
}

/** Serialises one owner's creates for the rest of the transaction, so the per-list limit holds under races. */
export async function lockOwnerViews(tx: Executor, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.views}, ${ownerId})`);
}

export async function countOwnViews(db: Executor, ownerId: number, list: ViewList): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.list, list)));
  return Number(row?.n ?? 0);
}

export async function insertView(db: Executor, values: SavedViewColumns): Promise<SavedViewRow> {
  const [row] = await db.insert(savedViews).values(values).returning();
  if (row === undefined) throw new Error('saved view insert returned no row');
  return row;
}

/** Sets the fields given; one left undefined keeps its value (Drizzle leaves it out of the SET). */
export async function updateView(
  db: Executor,
  id: number,
  values: Partial<Pick<SavedViewColumns, 'name' | 'query' | 'shared'>>,
): Promise<SavedViewRow | undefined> {
  const [row] = await db
    .update(savedViews)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(savedViews.id, id))
    .returning();
  return row;
}

export async function deleteView(db: Executor, id: number): Promise<void> {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}
