import { desc, eq, and, count } from 'drizzle-orm';
import {
  contract,
  HISTORY_KIND_LABELS as WHAT,
  type HistoryEntry,
  type HistoryKind,
} from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { toCount } from '../../db/count';
import type { Executor } from '../../db/database';
import { toPage } from '../../db/lists';
import type { UserRow } from '../../db/rows';
import { orders, recordHistory } from '../../db/schema';
import { userRows } from '../../db/trash-tables';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { lockAnyRow, owningRestaurant } from '../trash/trash';

/** `is_active` -> `isActive`: the trigger records columns, the API names fields. */
const fieldName = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Who may read a record's history: whoever may edit it. A restaurant's, menu's or dish's owner or an
 * admin (deleted records included, for "Recently deleted"); admins only for reviews, users and orders.
 */
async function assertCanRead(db: Executor, user: UserRow, kind: HistoryKind, id: number): Promise<void> {
  if (kind === 'order') {
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (row === undefined) throw notFound('Order not found');
  } else {
    const row = await lockAnyRow(db, kind, id, false);
    if (user.role !== 'ADMIN' && (kind === 'restaurant' || kind === 'menu' || kind === 'dish')) {
      const restaurant = await owningRestaurant(db, kind, row);
      if (user.role === 'RESTAURANT' && restaurant?.ownerId === user.id) return;
    }
  }
  if (user.role !== 'ADMIN') throw refuse('HISTORY_NOT_ALLOWED', { what: WHAT[kind].toLowerCase() });
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
      return toPage(content, query.page, query.size, toCount(total?.n));
    }),
  ];
}
