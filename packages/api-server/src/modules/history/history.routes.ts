import { desc, eq, and, count, sql, type SQL } from 'drizzle-orm';
import {
  contract,
  HISTORY_KIND_LABELS as WHAT,
  HISTORY_REFERENCES,
  type HistoryChange,
  type HistoryEntry,
  type HistoryKind,
  type Permission,
} from '@food-admin/api-client';
import { can, type SignedInUser } from '../../auth/permissions';
import type { RestaurantOfCheck } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { toCount } from '../../db/count';
import type { Executor } from '../../db/database';
import { toPage } from '../../db/lists';
import { rowsOf } from '../../db/rows';
import { orders, recordHistory } from '../../db/schema';
import { userRows } from '../../db/trash-tables';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { lockAnyRow, NO_RESTAURANT, owningRestaurant } from '../trash/trash';

/** `is_active` -> `isActive`: the trigger records columns, the API names fields. */
const fieldName = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The permission that lets one read each kind's history: the one that edits it (auth/permissions.ts). */
const READS_HISTORY = {
  restaurant: 'restaurants.edit',
  menu: 'menus.edit',
  dish: 'menus.edit',
  review: 'reviews.moderate',
  user: 'users.manage',
  order: 'platform.manage',
} as const satisfies Record<HistoryKind, Permission>;

/**
 * Who may read a record's history: whoever may edit it. A restaurant's, menu's or dish's on their
 * restaurant (deleted records included, for "Recently deleted"); the others platform-wide.
 */
async function assertCanRead(db: Executor, user: SignedInUser, kind: HistoryKind, id: number): Promise<void> {
  let restaurant: RestaurantOfCheck | undefined;
  if (kind === 'order') {
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (row === undefined) throw notFound('Order not found');
  } else {
    const row = await lockAnyRow(db, kind, id, false);
    if (kind === 'restaurant' || kind === 'menu' || kind === 'dish')
      restaurant = (await owningRestaurant(db, kind, row)) ?? NO_RESTAURANT;
  }
  if (!can(user, READS_HISTORY[kind], restaurant))
    throw refuse('HISTORY_NOT_ALLOWED', { what: WHAT[kind].toLowerCase() });
}

type ReferencedKind = (typeof HISTORY_REFERENCES)[keyof typeof HISTORY_REFERENCES];

/**
 * Each referenced kind's names, from the tables under the live views so a record in the trash still
 * has its name: a user's full name (else their email), a restaurant's or menu's name.
 */
const NAMES_OF: Record<ReferencedKind, (ids: number[]) => SQL> = {
  user: (ids) =>
    sql`select 'user' as kind, id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), nullif(email, ''), uid) as name
      from user_rows where id in ${ids}`,
  restaurant: (ids) => sql`select 'restaurant' as kind, id, name from restaurant_rows where id in ${ids}`,
  menu: (ids) => sql`select 'menu' as kind, id, name from menu_rows where id in ${ids}`,
};

const referenceOf = (field: string): ReferencedKind | undefined =>
  Object.hasOwn(HISTORY_REFERENCES, field)
    ? HISTORY_REFERENCES[field as keyof typeof HISTORY_REFERENCES]
    : undefined;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * The changes of a page of entries with the name of every record a reference field names
 * (`fromName`, `toName`; null for one purged since), all looked up in one query.
 */
async function withReferenceNames(db: Executor, entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  const wanted: Record<ReferencedKind, Set<number>> = {
    user: new Set(),
    restaurant: new Set(),
    menu: new Set(),
  };
  for (const change of entries.flatMap((entry) => entry.changes)) {
    const kind = referenceOf(change.field);
    if (kind === undefined) continue;
    for (const value of [change.from, change.to]) if (isId(value)) wanted[kind].add(value);
  }
  const parts = (Object.keys(wanted) as ReferencedKind[])
    .filter((kind) => wanted[kind].size > 0)
    .map((kind) => NAMES_OF[kind]([...wanted[kind]]));
  if (parts.length === 0) return entries;
  const names = new Map(
    rowsOf(await db.execute(sql.join(parts, sql` union all `))).map((row) => [
      `${String(row.kind)}:${Number(row.id)}`,
      String(row.name),
    ]),
  );
  const nameOf = (kind: ReferencedKind, value: unknown) =>
    isId(value) ? (names.get(`${kind}:${value}`) ?? null) : undefined;
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.map((change): HistoryChange => {
      const kind = referenceOf(change.field);
      if (kind === undefined) return change;
      const fromName = nameOf(kind, change.from);
      const toName = nameOf(kind, change.to);
      return {
        ...change,
        ...(fromName === undefined ? {} : { fromName }),
        ...(toName === undefined ? {} : { toName }),
      };
    }),
  }));
}

/** GET /api/history/{kind}/{id} (docs/api.md#history): the record's changes, newest first. */
export function historyRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.history.record, async ({ params, query, user }) => {
      await assertCanRead(db, user, params.kind, params.id);
      const ofRecord = and(eq(recordHistory.kind, params.kind), eq(recordHistory.recordId, params.id));
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(recordHistory).where(ofRecord),
        db
          .select({
            entry: recordHistory,
            actorFirstName: userRows.firstName,
            actorLastName: userRows.lastName,
          })
          .from(recordHistory)
          .leftJoin(userRows, eq(userRows.id, recordHistory.actorId))
          .where(ofRecord)
          .orderBy(desc(recordHistory.id))
          .limit(query.size)
          .offset(query.page * query.size),
      ]);
      const content = rows.map(({ entry, actorFirstName, actorLastName }): HistoryEntry => ({
        id: entry.id,
        version: entry.version,
        action: entry.action as HistoryEntry['action'],
        changedAt: entry.changedAt.toISOString(),
        actor:
          entry.actorId === null
            ? null
            : { id: entry.actorId, name: `${actorFirstName ?? ''} ${actorLastName ?? ''}`.trim() },
        changes: Object.entries(entry.changes).map(([column, change]) => ({
          field: fieldName(column),
          from: change.from,
          to: change.to,
        })),
      }));
      return toPage(await withReferenceNames(db, content), query.page, query.size, toCount(total?.n));
    }),
  ];
}
