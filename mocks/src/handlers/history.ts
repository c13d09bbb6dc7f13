import {
  contract,
  HISTORY_KIND_LABELS as WHAT,
  HISTORY_REFERENCES,
  type HistoryChange,
} from '@food-admin/api-client';
import { mockDb } from '../db/mock-db';
import { toPage } from '../db/paging';
import { emptyPage } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { notFound } from './respond';

const tables = () => ({
  restaurant: mockDb.restaurants,
  menu: mockDb.menus,
  dish: mockDb.dishes,
  review: mockDb.reviews,
  user: mockDb.users,
  order: mockDb.orders,
});

type Named = { id: number; name?: string; firstName?: string; lastName?: string; email?: string };

/** A row's name as the server's history answers it, looked up among the live rows and the trash. */
function nameIn(table: { find: (id: number) => unknown; deleted: () => { row: unknown }[] }, id: number) {
  const row = (table.find(id) ?? table.deleted().find((entry) => (entry.row as Named).id === id)?.row) as
    Named | undefined;
  if (row === undefined) return null;
  return row.name ?? (`${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.email || String(id));
}

/** The server's names of referenced records (`fromName`, `toName`). */
function withNames(change: HistoryChange): HistoryChange {
  if (!Object.hasOwn(HISTORY_REFERENCES, change.field)) return change;
  const kind = HISTORY_REFERENCES[change.field as keyof typeof HISTORY_REFERENCES];
  const table = { user: mockDb.users, restaurant: mockDb.restaurants, menu: mockDb.menus }[kind];
  const name = (value: unknown) => (typeof value === 'number' ? { name: nameIn(table, value) } : undefined);
  const from = name(change.from);
  const to = name(change.to);
  return { ...change, ...(from ? { fromName: from.name } : {}), ...(to ? { toName: to.name } : {}) };
}

/** The server's history (modules/history) for the acting admin: the record's changes, newest first. */
export const historyEndpoints = {
  history: mockEndpoint(
    contract.history.record,
    ({ params, query }) => {
      const table = tables()[params.kind];
      const exists =
        table.find(params.id) !== undefined || table.deleted().some((entry) => entry.row.id === params.id);
      if (!exists) throw notFound(WHAT[params.kind]);
      const entries = mockDb.history
        .all()
        .filter((row) => row.kind === params.kind && row.recordId === params.id)
        .map((row) => ({ ...row.entry, changes: row.entry.changes.map(withNames) }))
        .reverse();
      return toPage(entries, query);
    },
    emptyPage,
  ),
};
