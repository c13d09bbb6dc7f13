import {
  ActivityQuerySchema,
  UserUpdatePayloadSchema,
  type DashboardStats,
  type User,
} from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import type { MockUser } from '../fixtures/users';
import { logActivity, mockDb } from '../db/mock-db';
import { byIdAscending, matchesSearch, newestFirst, toPage } from '../db/paging';
import { deleteEndpoint, findRow, searchedPage } from './crud';
import { emptyPageResponse, errorResponse, noContent, parseBody, parseQuery, type Endpoint } from './respond';

/** The API's User: the store's row without the identity provider's uid. */
export const toUser = ({ uid: _uid, ...user }: MockUser): User => user;

const isActor = (user: MockUser) => user.email === mockDb.actor;

export const adminEndpoints = {
  dashboardStats: {
    method: 'get',
    path: '/admin/dashboard-stats',
    resolve: () =>
      HttpResponse.json<DashboardStats>({
        restaurants: mockDb.restaurants.count(),
        users: mockDb.users.count(),
        orders: mockDb.orders.count(),
        reviews: mockDb.reviews.count(),
      }),
    empty: () => HttpResponse.json<DashboardStats>({ restaurants: 0, users: 0, orders: 0, reviews: 0 }),
  },
  recentActivity: {
    method: 'get',
    path: '/admin/recent-activity',
    resolve: ({ request }) => {
      const query = parseQuery(request, ActivityQuerySchema);
      if (!query.ok) return query.response;
      const { search, category, level } = query.value;
      const entries = mockDb.activity
        .all()
        .filter(
          (entry) =>
            (!category || entry.category === category) &&
            (!level || entry.level === level) &&
            matchesSearch(search, entry.action, entry.username, entry.actionType),
        )
        .sort(newestFirst);
      return HttpResponse.json(toPage(entries, query.value));
    },
    empty: emptyPageResponse,
  },
  users: {
    method: 'get',
    path: '/admin/users',
    resolve: ({ request }) =>
      searchedPage(
        request,
        mockDb.users.all().map(toUser),
        (user) => [user.email, user.firstName, user.lastName, `${user.firstName} ${user.lastName}`],
        byIdAscending,
      ),
    empty: emptyPageResponse,
  },
  updateUser: {
    method: 'put',
    path: '/admin/users/:id',
    resolve: async ({ request, params }) => {
      const found = findRow(params, 'id', mockDb.users, 'User');
      if (!found.ok) return found.response;
      const user = found.value;
      const body = await parseBody(request, UserUpdatePayloadSchema);
      if (!body.ok) return body.response;
      // Only the role is applied (SPEC); an admin demoting themselves could leave no admin at all.
      if (isActor(user) && body.value.role !== 'ADMIN')
        return errorResponse(403, 'You cannot change your own role');
      const updated = mockDb.users.update(user.id, { role: body.value.role });
      if (updated && updated.role !== user.role) {
        logActivity({
          category: 'USER',
          actionType: 'UPDATE',
          action: `Changed role of ${user.email} to ${updated.role}`,
        });
      }
      return HttpResponse.json(toUser(updated ?? user));
    },
    empty: noContent,
  },
  deleteUser: deleteEndpoint('/admin/users/:id', mockDb.users, 'User', (user) => {
    if (isActor(user)) return errorResponse(403, 'You cannot delete your own account');
    mockDb.users.remove(user.id);
    logActivity({
      category: 'USER',
      actionType: 'DELETE',
      action: `Deleted user ${user.email}`,
      level: 'WARN',
    });
  }),
  orders: {
    method: 'get',
    path: '/admin/orders',
    resolve: ({ request }) =>
      searchedPage(
        request,
        mockDb.orders.all(),
        (order) => [order.restaurantName, order.customerName, order.status, String(order.id)],
        newestFirst,
      ),
    empty: emptyPageResponse,
  },
  reviews: {
    method: 'get',
    path: '/admin/reviews',
    resolve: ({ request }) =>
      searchedPage(
        request,
        mockDb.reviews.all(),
        (review) => [review.text, review.restaurantName, review.userName],
        newestFirst,
      ),
    empty: emptyPageResponse,
  },
} satisfies Record<string, Endpoint>;
