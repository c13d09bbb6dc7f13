import {
  activityMessage,
  contract,
  TRASH_ACTIVITY_CATEGORY as CATEGORY,
  TRASH_KIND_LABELS as WHAT,
  type TrashKind,
} from '@food-admin/api-client';
import { logActivity, mockDb, purgeFromTrash, restoreFromTrash, trashItems, withRating } from '../db/mock-db';
import { toPage } from '../db/paging';
import { toUser } from './admin';
import { emptyPage } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { errorResponse, noContent, notFound, refuse } from './respond';

/**
 * The server's restore (modules/trash/trash.routes.ts) for the acting admin: the row back with what
 * was deleted with it, a RESTORE entry when it was deleted, 404 when there is no such row, 409 while
 * its parent is deleted.
 */
function restored<T>(kind: TrashKind, id: number, read: () => T | undefined): T {
  const outcome = restoreFromTrash(kind, id);
  if (outcome === 'missing') throw notFound(WHAT[kind]);
  if (typeof outcome === 'object') throw refuse('PARENT_DELETED', { kind, parent: outcome.deletedParent });
  const row = read();
  if (row === undefined) throw notFound(WHAT[kind]);
  if (outcome === 'restored') {
    logActivity({
      category: CATEGORY[kind],
      actionType: 'RESTORE',
      ...activityMessage('TRASH_RESTORED', { kind, name: `#${id}` }),
      entityId: id,
    });
  }
  return row;
}

export const trashEndpoints = {
  restoreRestaurant: mockEndpoint(
    contract.restaurants.restore,
    ({ params }) =>
      restored('restaurant', params.id, () => {
        const row = mockDb.restaurants.find(params.id);
        return row && withRating(row);
      }),
    () => notFound('Restaurant'),
  ),
  restoreMenu: mockEndpoint(
    contract.menus.restore,
    ({ params }) => restored('menu', params.id, () => mockDb.menus.find(params.id)),
    () => notFound('Menu'),
  ),
  restoreDish: mockEndpoint(
    contract.dishes.restore,
    ({ params }) => restored('dish', params.id, () => mockDb.dishes.find(params.id)),
    () => notFound('Dish'),
  ),
  restoreReview: mockEndpoint(
    contract.admin.restoreReview,
    ({ params }) => restored('review', params.id, () => mockDb.reviews.find(params.id)),
    () => notFound('Review'),
  ),
  restoreUser: mockEndpoint(
    contract.admin.restoreUser,
    ({ params }) =>
      restored('user', params.id, () => {
        const row = mockDb.users.find(params.id);
        return row && toUser(row);
      }),
    () => notFound('User'),
  ),
  trash: mockEndpoint(
    contract.admin.trash,
    ({ query }) => {
      const items = trashItems().filter((item) => query.kind === undefined || item.kind === query.kind);
      return toPage(items, query);
    },
    emptyPage,
  ),
  purgeTrashItem: mockEndpoint(
    contract.admin.purgeTrashItem,
    ({ params }) => {
      if (!purgeFromTrash(params.kind, params.id))
        throw errorResponse(404, `${WHAT[params.kind]} not found in the trash`);
      logActivity({
        category: CATEGORY[params.kind],
        actionType: 'PURGE',
        ...activityMessage('TRASH_PURGED', { kind: params.kind, id: params.id }),
        level: 'WARN',
      });
    },
    noContent,
  ),
};
