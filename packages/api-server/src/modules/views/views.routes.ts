import {
  admits,
  contract,
  MAX_VIEWS_PER_LIST,
  type EndpointDefinition,
  type ViewList,
} from '@food-admin/api-client';
import { can, type SignedInUser } from '../../auth/permissions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { runTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { toSavedView } from './views.mapper';
import {
  countOwnViews,
  deleteView,
  findView,
  insertView,
  lockOwnerViews,
  updateView,
  viewsOfList,
  type ViewWithOwner,
} from './views.repository';

/** The endpoint that reads each list: who may read it may see its shared views. */
const LIST_ENDPOINTS: Record<ViewList, EndpointDefinition> = {
  users: contract.admin.users,
  restaurants: contract.restaurants.list,
  menus: contract.menus.list,
  dishes: contract.dishes.byMenu,
  orders: contract.admin.orders,
  reviews: contract.admin.reviews,
  activity: contract.admin.recentActivity,
  refunds: contract.admin.refunds,
};

export const mayReadList = (user: SignedInUser, list: ViewList): boolean =>
  admits(LIST_ENDPOINTS[list], user.role, user.grants);

/**
 * A view the caller may change (docs/api.md#saved-views): 404 when they cannot see it (another
 * user's own view, or a shared view of a list they cannot read); 403 when it is their own view of a
 * list they may no longer read (an admin's, once demoted: it stays for the admins it is shared
 * with), or someone else's and they are not an admin.
 */
async function changeableView(db: Executor, user: SignedInUser, id: number): Promise<ViewWithOwner> {
  const found = await findView(db, id, true);
  const own = found?.view.ownerId === user.id;
  if (found === undefined || (!own && !(found.view.shared && mayReadList(user, found.view.list)))) {
    throw notFound('View not found');
  }
  if (!mayReadList(user, found.view.list)) throw refuse('LIST_NOT_ALLOWED');
  if (!own && !can(user, 'platform.manage')) throw refuse('VIEW_NOT_YOURS');
  return found;
}

export function viewRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.views.list, async ({ query, user }) => {
      // None of a list the caller may not read, their own included (kept from before a demotion).
      if (!mayReadList(user, query.list)) return [];
      const rows = await viewsOfList(db, user.id, query.list);
      return rows.map(({ view, owner }) => toSavedView(view, owner));
    }),

    defineRoute(contract.views.create, async ({ body, user }) => {
      if (body.shared && !can(user, 'platform.manage')) throw refuse('VIEW_SHARE_ADMIN_ONLY');
      if (!mayReadList(user, body.list)) throw refuse('LIST_NOT_ALLOWED');
      const created = await runTransaction(db, async (tx) => {
        await lockOwnerViews(tx, user.id);
        if ((await countOwnViews(tx, user.id, body.list)) >= MAX_VIEWS_PER_LIST)
          throw refuse('VIEW_LIMIT', { max: MAX_VIEWS_PER_LIST });
        return insertView(tx, {
          ownerId: user.id,
          list: body.list,
          name: body.name,
          query: body.query,
          shared: body.shared,
        });
      });
      return toSavedView(created, user);
    }),

    defineRoute(contract.views.update, async ({ params, body, user }) =>
      runTransaction(db, async (tx) => {
        const { owner } = await changeableView(tx, user, params.id);
        if (body.shared && !can(user, 'platform.manage')) throw refuse('VIEW_SHARE_ADMIN_ONLY');
        // A field the body leaves out keeps its stored value.
        const updated = await updateView(tx, params.id, body);
        if (updated === undefined) throw notFound('View not found');
        return toSavedView(updated, owner);
      }),
    ),

    defineRoute(contract.views.remove, async ({ params, user }) => {
      await runTransaction(db, async (tx) => {
        await changeableView(tx, user, params.id);
        await deleteView(tx, params.id);
      });
    }),
  ];
}
