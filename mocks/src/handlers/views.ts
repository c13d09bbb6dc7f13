import {
  admits,
  contract,
  MAX_VIEWS_PER_LIST,
  type EndpointDefinition,
  type SavedView,
  type ViewList,
} from '@food-admin/api-client';
import { can, grantsOfPerson } from './permissions';
import type { MockUser } from '../fixtures/users';
import { mockDb, type MockSavedView } from '../db/mock-db';
import { compareRowValues } from '../db/paging';
import { mockEndpoint } from './mock-endpoint';
import { noContent, notFound, refuse } from './respond';

/*
 * Saved views (docs/api.md#saved-views), as the server's modules/views/views.routes.ts answers them,
 * for one caller at a time: the user whose email is `mockDb.actor` (the demo admin unless a test
 * changes it). Views belong to their owner's user id, so another actor sees only its own views and
 * the shared ones, like another signed-in user would; its role decides what it may share and change.
 * A view whose owner no longer exists is gone (the server's `on delete cascade`).
 */

/** The endpoint that reads each list: who may read it may see its shared views (the server's rule). */
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

const mayReadList = (user: MockUser, list: ViewList): boolean =>
  admits(LIST_ENDPOINTS[list], user.role, grantsOfPerson(user));

/** The calling user: the row of `mockDb.actor`; 403 like the server when it has no profile. */
function caller(): MockUser {
  const user = mockDb.users.all().find((row) => row.email === mockDb.actor);
  if (!user) throw refuse('NO_PROFILE');
  return user;
}

/** The owner's display name, as the server's `displayName`: "First Last", else the email or uid. */
const displayName = (user: MockUser) => `${user.firstName} ${user.lastName}`.trim() || user.email || user.uid;

type ViewWithOwner = { view: MockSavedView; owner: MockUser };

const withOwner = (view: MockSavedView): ViewWithOwner | undefined => {
  const owner = mockDb.users.find(view.ownerId);
  return owner && { view, owner };
};

const toSavedView = ({ view, owner }: ViewWithOwner): SavedView => ({
  ...view,
  ownerName: displayName(owner),
});

/** By name case-insensitively, then id (the server's `order by lower(name), id`). */
const byName = (a: ViewWithOwner, b: ViewWithOwner) =>
  compareRowValues(a.view.name, b.view.name) || a.view.id - b.view.id;

/**
 * A view the caller may change: 404 when they cannot see it (another user's own view, or a shared
 * view of a list they cannot read); 403 when it is their own view of a list they may no longer read
 * (an admin's, once demoted), or someone else's and they are no admin.
 */
function changeableView(user: MockUser, id: number): ViewWithOwner {
  const view = mockDb.views.find(id);
  const found = view && withOwner(view);
  const own = found?.view.ownerId === user.id;
  if (!found || (!own && !(found.view.shared && mayReadList(user, found.view.list)))) {
    throw notFound('View');
  }
  if (!mayReadList(user, found.view.list)) throw refuse('LIST_NOT_ALLOWED');
  if (!own && !can(user, 'platform.manage')) throw refuse('VIEW_NOT_YOURS');
  return found;
}

export const viewEndpoints = {
  views: mockEndpoint(
    contract.views.list,
    ({ query }) => {
      const user = caller();
      // None of a list the caller may not read, their own included (kept from before a demotion).
      if (!mayReadList(user, query.list)) return [];
      return mockDb.views
        .all()
        .filter((view) => view.list === query.list && (view.ownerId === user.id || view.shared))
        .flatMap((view) => withOwner(view) ?? [])
        .sort(byName)
        .map(toSavedView);
    },
    () => [],
  ),
  createView: mockEndpoint(
    contract.views.create,
    ({ body }) => {
      const user = caller();
      if (body.shared && !can(user, 'platform.manage')) throw refuse('VIEW_SHARE_ADMIN_ONLY');
      if (!mayReadList(user, body.list)) throw refuse('LIST_NOT_ALLOWED');
      const own = mockDb.views.all().filter((view) => view.ownerId === user.id && view.list === body.list);
      if (own.length >= MAX_VIEWS_PER_LIST) throw refuse('VIEW_LIMIT', { max: MAX_VIEWS_PER_LIST });
      const now = new Date().toISOString();
      const view = mockDb.views.insert({
        list: body.list,
        name: body.name,
        query: body.query,
        shared: body.shared,
        ownerId: user.id,
        createdAt: now,
        updatedAt: now,
      });
      return toSavedView({ view, owner: user });
    },
    noContent,
  ),
  updateView: mockEndpoint(
    contract.views.update,
    ({ params, body }) => {
      const user = caller();
      const { view, owner } = changeableView(user, params.id);
      if (body.shared && !can(user, 'platform.manage')) throw refuse('VIEW_SHARE_ADMIN_ONLY');
      // A field the body leaves out keeps its stored value.
      const updated =
        mockDb.views.update(view.id, {
          name: body.name ?? view.name,
          query: body.query ?? view.query,
          shared: body.shared ?? view.shared,
          updatedAt: new Date().toISOString(),
        }) ?? view;
      return toSavedView({ view: updated, owner });
    },
    () => notFound('View'),
  ),
  deleteView: mockEndpoint(
    contract.views.remove,
    ({ params }) => {
      const { view } = changeableView(caller(), params.id);
      mockDb.views.remove(view.id);
    },
    noContent,
  ),
};
