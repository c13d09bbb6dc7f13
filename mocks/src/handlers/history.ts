import { contract, HISTORY_KIND_LABELS as WHAT } from '@food-admin/api-client';
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
        .map((row) => row.entry)
        .reverse();
      return toPage(entries, query);
    },
    emptyPage,
  ),
};
