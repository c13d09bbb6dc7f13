import {
  activityMessage,
  contract,
  activityListQueries,
  userListQueries,
  type DashboardStats,
  type User,
  refusal,
} from '@food-admin/api-client';
import type { MockUser } from '../fixtures/users';
import { logActivity, mockDb, moveToTrash } from '../db/mock-db';
import type { MockActivityEntry } from '../fixtures/activity';
import { facetCounts, listPage, listRows, mockList, noFacets } from '../db/paging';
import { toActivityEntry } from './activity-log';
import { BulkOutcome, noBulkChange, targetIds } from './bulk';
import { assertVersion, csvExport, emptyPage, existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { noContent, refuse } from './respond';

/** The API's User: the store's row without the identity provider's uid. */
export const toUser = ({ uid: _uid, ...user }: MockUser): User => user;

const isActor = (user: MockUser) => user.email === mockDb.actor;

// The server's admin rules (packages/api-server/src/modules/users/admin-rules.ts) refuse with
// OWN_ROLE, OWN_ACCOUNT and LAST_ADMIN (contract/error-codes.ts).

const userList = mockList<User>()(userListQueries, {
  fullName: (user) => `${user.firstName} ${user.lastName}`,
});

const activityList = mockList<MockActivityEntry>()(activityListQueries, {});

const users = () => mockDb.users.all().map(toUser);

const NO_STATS: DashboardStats = { restaurants: 0, users: 0, orders: 0, reviews: 0 };

export const adminEndpoints = {
  dashboardStats: mockEndpoint(
    contract.admin.dashboardStats,
    () => ({
      restaurants: mockDb.restaurants.count(),
      users: mockDb.users.count(),
      orders: mockDb.orders.count(),
      reviews: mockDb.reviews.count(),
    }),
    () => NO_STATS,
  ),
  recentActivity: mockEndpoint(
    contract.admin.recentActivity,
    ({ query }) => {
      const page = listPage(mockDb.activity.all(), query, activityList);
      return { ...page, content: page.content.map(toActivityEntry) };
    },
    emptyPage,
  ),
  users: mockEndpoint(contract.admin.users, ({ query }) => listPage(users(), query, userList), emptyPage),
  userFacets: mockEndpoint(
    contract.admin.userFacets,
    ({ query }) => facetCounts(users(), query, userList),
    () => noFacets(userList),
  ),
  usersExport: mockEndpoint(
    contract.admin.usersExport,
    ({ query }) => csvExport(contract.admin.usersExport, userList, listRows(users(), query, userList)),
    () => csvExport(contract.admin.usersExport, userList, []),
  ),
  usersBulk: mockEndpoint(
    contract.admin.usersBulk,
    ({ body }) => {
      // The server's users.bulk.ts: each row under the rules of the single change, decided in id order
      // while counting the admins down, so the admin that would be the last one is refused. The caller
      // is the admin `mockDb.actor` (the server's 403 for a caller who is no admin is not mocked).
      const ids = targetIds(body, users, userList);
      // setRole's If-Match per row (an undo): the version each id must still be at.
      const expected = new Map(
        body.action === 'setRole' && body.versions && body.ids
          ? body.ids.map((id, index) => [id, body.versions?.[index]])
          : [],
      );
      let admins = mockDb.users.all().filter((user) => user.role === 'ADMIN').length;
      const outcome = new BulkOutcome();
      const chosen: MockUser[] = [];
      for (const id of ids) {
        const user = mockDb.users.find(id);
        if (user === undefined) {
          outcome.refuse(id, refusal('NOT_FOUND'));
          continue;
        }
        if (expected.has(id) && expected.get(id) !== user.version) {
          outcome.refuse(id, refusal('CHANGED_SINCE'));
          continue;
        }
        if (body.action === 'setRole' && user.role === body.role) continue; // unchanged: neither counted nor refused
        if (isActor(user)) {
          outcome.refuse(id, refusal(body.action === 'delete' ? 'OWN_ACCOUNT' : 'OWN_ROLE'));
          continue;
        }
        if (user.role === 'ADMIN') {
          if (admins <= 1) {
            outcome.refuse(id, refusal('LAST_ADMIN'));
            continue;
          }
          admins -= 1;
        }
        chosen.push(user);
      }
      // One entry per changed row, in id order, with the single change's text (the server's texts).
      const previousRoles: { id: number; role: MockUser['role']; version: number }[] = [];
      for (const user of chosen) {
        const name = user.email || user.uid;
        if (body.action === 'setRole') {
          const updated = mockDb.users.update(user.id, { role: body.role });
          previousRoles.push({ id: user.id, role: user.role, version: updated?.version ?? user.version });
          logActivity({
            category: 'USER',
            actionType: 'UPDATE',
            ...activityMessage('USER_ROLE_CHANGED', { user: name, from: user.role, to: body.role }),
            entityId: user.id,
          });
        } else {
          moveToTrash('user', [user.id]);
          // Their restaurants stay, without an owner (the server's `on delete set null`).
          for (const restaurant of mockDb.restaurants.all().filter((row) => row.ownerId === user.id))
            mockDb.restaurants.update(restaurant.id, { ownerId: null });
          logActivity({
            category: 'USER',
            actionType: 'DELETE',
            ...activityMessage('USER_DELETED', { user: name }),
            level: 'WARN',
            entityId: user.id,
          });
        }
      }
      outcome.changed = chosen.length;
      return body.action === 'setRole' ? { ...outcome.result(), previousRoles } : outcome.result();
    },
    noBulkChange,
  ),
  updateUser: mockEndpoint(
    contract.admin.updateUser,
    ({ params, body, request }) => {
      const user = existing(mockDb.users, params.id, 'User');
      assertVersion(request, user, 'user', toUser(user));
      // Only the role is applied (docs/requirements.md#req-roles-users); an admin demoting themselves could leave no admin at all.
      if (isActor(user) && body.role !== 'ADMIN') throw refuse('OWN_ROLE');
      const updated = mockDb.users.update(user.id, { role: body.role }) ?? user;
      if (updated.role !== user.role) {
        logActivity({
          category: 'USER',
          actionType: 'UPDATE',
          ...activityMessage('USER_ROLE_CHANGED', {
            user: user.email || user.uid,
            from: user.role,
            to: updated.role,
          }),
          entityId: user.id,
        });
      }
      return toUser(updated);
    },
    noContent,
  ),
  deleteUser: mockEndpoint(
    contract.admin.deleteUser,
    ({ params, request }) => {
      const user = existing(mockDb.users, params.id, 'User');
      assertVersion(request, user, 'user', toUser(user));
      if (isActor(user)) throw refuse('OWN_ACCOUNT');
      moveToTrash('user', [user.id]);
      logActivity({
        category: 'USER',
        actionType: 'DELETE',
        ...activityMessage('USER_DELETED', { user: user.email || user.uid }),
        level: 'WARN',
        entityId: user.id,
      });
    },
    noContent,
  ),
};
