import { contract, type DashboardStats, type User } from '@food-admin/api-client';
import type { MockUser } from '../fixtures/users';
import { logActivity, mockDb } from '../db/mock-db';
import { byIdAscending, matchesSearch, newestFirst, toPage } from '../db/paging';
import { toActivityEntry } from './activity-log';
import { emptyPage, existing, searchedPage } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { errorResponse, noContent } from './respond';

/** The API's User: the store's row without the identity provider's uid. */
export const toUser = ({ uid: _uid, ...user }: MockUser): User => user;

const isActor = (user: MockUser) => user.email === mockDb.actor;

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
      const { search, category, level } = query;
      const entries = mockDb.activity
        .all()
        .filter(
          (entry) =>
            (!category || entry.category === category) &&
            (!level || entry.level === level) &&
            matchesSearch(search, entry.action, entry.username),
        )
        .sort(newestFirst)
        .map(toActivityEntry);
      return toPage(entries, query);
    },
    emptyPage,
  ),
  users: mockEndpoint(
    contract.admin.users,
    ({ query }) =>
      searchedPage(
        mockDb.users.all().map(toUser),
        query,
        (user) => [user.email, user.firstName, user.lastName, `${user.firstName} ${user.lastName}`],
        byIdAscending,
      ),
    emptyPage,
  ),
  updateUser: mockEndpoint(
    contract.admin.updateUser,
    ({ params, body }) => {
      const user = existing(mockDb.users, params.id, 'User');
      // Only the role is applied (docs/requirements.md#req-roles-users); an admin demoting themselves could leave no admin at all.
      if (isActor(user) && body.role !== 'ADMIN') throw errorResponse(409, 'You cannot change your own role');
      const updated = mockDb.users.update(user.id, { role: body.role }) ?? user;
      if (updated.role !== user.role) {
        logActivity({
          category: 'USER',
          actionType: 'UPDATE',
          action: `Changed role of ${user.email} to ${updated.role}`,
          entityId: user.id,
        });
      }
      return toUser(updated);
    },
    noContent,
  ),
  deleteUser: mockEndpoint(
    contract.admin.deleteUser,
    ({ params }) => {
      const user = existing(mockDb.users, params.id, 'User');
      if (isActor(user)) throw errorResponse(409, 'You cannot delete your own account');
      mockDb.users.remove(user.id);
      logActivity({
        category: 'USER',
        actionType: 'DELETE',
        action: `Deleted user ${user.email}`,
        level: 'WARN',
        entityId: user.id,
      });
    },
    noContent,
  ),
  orders: mockEndpoint(
    contract.admin.orders,
    ({ query }) =>
      searchedPage(
        mockDb.orders.all(),
        query,
        (order) => [order.restaurantName, order.customerName, order.status, String(order.id)],
        newestFirst,
      ),
    emptyPage,
  ),
  reviews: mockEndpoint(
    contract.admin.reviews,
    ({ query }) =>
      searchedPage(
        mockDb.reviews.all(),
        query,
        (review) => [review.text, review.restaurantName, review.userName],
        newestFirst,
      ),
    emptyPage,
  ),
};
