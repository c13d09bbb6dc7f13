import { and, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  TRASH_KIND_LABELS as WHAT,
  type Page,
  type TrashItem,
  type TrashKind,
  type TrashQuery,
} from '@food-admin/api-client';
import { toCount } from '../../db/count';
import type { Executor } from '../../db/database';
import { toPage } from '../../db/lists';
import { rowsOf } from '../../db/rows';
import { dishRows, menuRows, restaurantRows, reviewRows, userRows } from '../../db/trash-tables';
import { notFound, refuse } from '../../http/errors';

/*
 * The trash (docs/api.md#trash). A delete moves a row here: it gets deleted_at and deleted_by and
 * leaves the live views every other query reads. What belongs to it follows in the same statement
 * time (a restaurant's menus, their dishes and its reviews; a menu's dishes), so a restore can bring
 * back exactly what went with it: the children whose deleted_at is the parent's. Rows deleted on
 * their own before stay deleted.
 */

const TABLES = {
  restaurant: restaurantRows,
  menu: menuRows,
  dish: dishRows,
  review: reviewRows,
  user: userRows,
} as const;

/** What a delete sets: the transaction's time (so children deleted with a parent share it) and the actor. */
const trashed = (actorId: number) => ({ deletedAt: sql`now()`, deletedBy: actorId });

/** Moves the live rows of `ids` (and what belongs to them) to the trash; answers the ids it moved. */
export async function moveToTrash(
  tx: Executor,
  kind: TrashKind,
  ids: readonly number[],
  actorId: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = TABLES[kind];
  const moved = await tx
    .update(table)
    .set(trashed(actorId))
    .where(and(inArray(table.id, [...ids]), isNull(table.deletedAt)))
    .returning({ id: table.id });
  const movedIds = moved.map((row) => row.id);
  if (movedIds.length === 0) return movedIds;
  if (kind === 'restaurant') {
    const menus = await tx
      .update(menuRows)
      .set(trashed(actorId))
      .where(and(inArray(menuRows.restaurantId, movedIds), isNull(menuRows.deletedAt)))
      .returning({ id: menuRows.id });
    await trashDishesOf(
      tx,
      menus.map((menu) => menu.id),
      actorId,
    );
    await tx
      .update(reviewRows)
      .set(trashed(actorId))
      .where(and(inArray(reviewRows.restaurantId, movedIds), isNull(reviewRows.deletedAt)));
  }
  if (kind === 'menu') await trashDishesOf(tx, movedIds, actorId);
  return movedIds;
}

async function trashDishesOf(tx: Executor, menuIds: number[], actorId: number): Promise<void> {
  if (menuIds.length === 0) return;
  await tx
    .update(dishRows)
    .set(trashed(actorId))
    .where(and(inArray(dishRows.menuId, menuIds), isNull(dishRows.deletedAt)));
}

/** A row as the trash sees it, locked: whether it is deleted, and its parent's id. */
type TrashedRow = { id: number; deletedAt: Date | null; parentId: number | null };

/** The row (deleted or not), locked until the transaction ends unless `lock` is false; 404 when there is none at all. */
export async function lockAnyRow(
  tx: Executor,
  kind: TrashKind,
  id: number,
  lock = true,
): Promise<TrashedRow> {
  const table = TABLES[kind];
  const parent =
    kind === 'menu'
      ? menuRows.restaurantId
      : kind === 'dish'
        ? dishRows.menuId
        : kind === 'review'
          ? reviewRows.restaurantId
          : sql<null>`null`;
  const query = tx
    .select({ id: table.id, deletedAt: table.deletedAt, parentId: sql<number | null>`${parent}` })
    .from(table)
    .where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined) throw notFound(`${WHAT[kind]} not found`);
  return row;
}

/** The restaurant of a record whose restaurant is gone: only platform-wide permissions reach it. */
export const NO_RESTAURANT = { id: 0, ownerId: null } as const;

/** The restaurant a row belongs to (deleted or not), for the owner rule of a restore. */
export async function owningRestaurant(
  tx: Executor,
  kind: 'restaurant' | 'menu' | 'dish',
  row: TrashedRow,
): Promise<{ id: number; ownerId: number | null; deletedAt: Date | null } | undefined> {
  let restaurantId = kind === 'restaurant' ? row.id : row.parentId;
  if (kind === 'dish' && row.parentId !== null) {
    const [menu] = await tx
      .select({ restaurantId: menuRows.restaurantId })
      .from(menuRows)
      .where(eq(menuRows.id, row.parentId));
    restaurantId = menu?.restaurantId ?? null;
  }
  if (restaurantId === null) return undefined;
  const [restaurant] = await tx
    .select({ id: restaurantRows.id, ownerId: restaurantRows.ownerId, deletedAt: restaurantRows.deletedAt })
    .from(restaurantRows)
    .where(eq(restaurantRows.id, restaurantId));
  return restaurant;
}

/** What a row belongs to: restoring it waits for that to be restored (PARENT_DELETED). */
const PARENT_OF: Partial<Record<TrashKind, 'restaurant' | 'menu'>> = {
  menu: 'restaurant',
  dish: 'menu',
  review: 'restaurant',
};

/**
 * Brings a locked row (lockAnyRow) back with the same id, with what was deleted with it. A row that
 * is not deleted stays as it is (a second Undo is harmless); 409 while its parent is deleted.
 */
export async function restoreFromTrash(tx: Executor, kind: TrashKind, row: TrashedRow): Promise<void> {
  if (row.deletedAt === null) return;
  const parent = PARENT_OF[kind];
  if (parent !== undefined && row.parentId !== null) {
    const parentRow = await lockAnyRow(tx, parent, row.parentId);
    if (parentRow.deletedAt !== null) throw refuse('PARENT_DELETED', { kind, parent });
  }
  // Children first, while the parent still holds the deleted_at they are matched on (compared in
  // SQL: a JavaScript Date would lose the microseconds).
  const when = (table: (typeof TABLES)[TrashKind]) =>
    sql`(select ${table.deletedAt} from ${table} where ${table.id} = ${row.id})`;
  const restored = { deletedAt: null, deletedBy: null };
  if (kind === 'restaurant') {
    const deletedWith = when(restaurantRows);
    await tx
      .update(dishRows)
      .set(restored)
      .where(
        and(
          eq(dishRows.deletedAt, deletedWith),
          inArray(
            dishRows.menuId,
            tx.select({ id: menuRows.id }).from(menuRows).where(eq(menuRows.restaurantId, row.id)),
          ),
        ),
      );
    await tx
      .update(menuRows)
      .set(restored)
      .where(and(eq(menuRows.restaurantId, row.id), eq(menuRows.deletedAt, deletedWith)));
    await tx
      .update(reviewRows)
      .set(restored)
      .where(and(eq(reviewRows.restaurantId, row.id), eq(reviewRows.deletedAt, deletedWith)));
  }
  if (kind === 'menu') {
    await tx
      .update(dishRows)
      .set(restored)
      .where(and(eq(dishRows.menuId, row.id), eq(dishRows.deletedAt, when(menuRows))));
  }
  const table = TABLES[kind];
  await tx.update(table).set(restored).where(eq(table.id, row.id));
}

/** Deletes a row in the trash for good (its children go by the foreign keys' CASCADE); 404 otherwise. */
export async function deleteForever(tx: Executor, kind: TrashKind, id: number): Promise<void> {
  const table = TABLES[kind];
  const deleted = await tx
    .delete(table)
    .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound(`${WHAT[kind]} not found in the trash`);
}

/** Deletes for good what was deleted before `cutoff`, children before parents; answers the counts. */
export async function purgeTrash(db: Executor, cutoff: Date): Promise<Record<TrashKind, number>> {
  const counts = {} as Record<TrashKind, number>;
  for (const kind of ['review', 'dish', 'menu', 'restaurant', 'user'] as const) {
    const table = TABLES[kind];
    const purged = await db
      .delete(table)
      .where(and(isNotNull(table.deletedAt), lt(table.deletedAt, cutoff)))
      .returning({ id: table.id });
    counts[kind] = purged.length;
  }
  return counts;
}

/**
 * Every row deleted on its own (not with its parent), as one list: kind, id, a name a reader knows
 * it by, where it was, when and by whom.
 */
const TRASH_ROWS = sql`
  select 'restaurant' as kind, r.id, r.name, null::text as parent_name, r.deleted_at, r.deleted_by
    from restaurant_rows r where r.deleted_at is not null
  union all
  select 'menu', m.id, m.name, r.name, m.deleted_at, m.deleted_by
    from menu_rows m join restaurant_rows r on r.id = m.restaurant_id
    where m.deleted_at is not null and r.deleted_at is distinct from m.deleted_at
  union all
  select 'dish', d.id, d.name, m.name, d.deleted_at, d.deleted_by
    from dish_rows d join menu_rows m on m.id = d.menu_id
    where d.deleted_at is not null and m.deleted_at is distinct from d.deleted_at
  union all
  select 'review', v.id,
      v.rating || '★' || coalesce(': ' || left(v.text, 60), ''), r.name, v.deleted_at, v.deleted_by
    from review_rows v join restaurant_rows r on r.id = v.restaurant_id
    where v.deleted_at is not null and r.deleted_at is distinct from v.deleted_at
  union all
  select 'user', u.id,
      trim(u.first_name || ' ' || u.last_name) || coalesce(' <' || nullif(u.email, '') || '>', ''),
      null, u.deleted_at, u.deleted_by
    from user_rows u where u.deleted_at is not null`;

type TrashRow = {
  kind: TrashKind;
  id: number;
  name: string;
  parent_name: string | null;
  deleted_at: Date | string;
  by_id: number | null;
  by_name: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** A page of the trash, newest deletion first. */
export async function trashPage(
  db: Executor,
  query: TrashQuery,
  retentionDays: number,
): Promise<Page<TrashItem>> {
  const kindFilter: SQL = query.kind === undefined ? sql`true` : sql`t.kind = ${query.kind}`;
  const [totalResult, pageResult] = await Promise.all([
    db.execute(sql`select count(*) as n from (${TRASH_ROWS}) t where ${kindFilter}`),
    db.execute(sql`
      select t.kind, t.id, t.name, t.parent_name, t.deleted_at, b.id as by_id,
          trim(b.first_name || ' ' || b.last_name) as by_name
        from (${TRASH_ROWS}) t left join user_rows b on b.id = t.deleted_by
        where ${kindFilter}
        order by t.deleted_at desc, t.kind, t.id desc
        limit ${query.size} offset ${query.page * query.size}`),
  ]);
  const content = (rowsOf(pageResult) as TrashRow[]).map((row) => {
    const deletedAt = new Date(row.deleted_at);
    return {
      kind: row.kind,
      id: Number(row.id),
      name: row.name,
      parentName: row.parent_name,
      deletedAt: iso(deletedAt),
      deletedBy: row.by_id === null ? null : { id: Number(row.by_id), name: row.by_name ?? '' },
      purgeAt: iso(new Date(deletedAt.getTime() + retentionDays * 86_400_000)),
    };
  });
  return toPage(content, query.page, query.size, toCount(rowsOf(totalResult)[0]?.n));
}
