import {
  ActivityQuerySchema,
  ListQuerySchema,
  UserUpdatePayloadSchema,
  type DashboardStats,
  type User,
} from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import type { MockUser } from '../fixtures/users';
import { logActivity, mockDb } from '../db/mock-db';
import { byIdAscending, matchesSearch, newestFirst, toPage } from '../db/paging';
import {
  emptyPageResponse,
  errorResponse,
  idParam,
  noContent,
  notFound,
  parseBody,
  parseQuery,
  type Endpoint,
} from './respond';

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
    resolve: ({ request }) => {
      const query = parseQuery(request, ListQuerySchema);
      if (!query.ok) return query.response;
      const users = mockDb.users
        .all()
        .filter((user) =>
          matchesSearch(
            query.value.search,
            user.email,
            user.firstName,
            user.lastName,
            `${user.firstName} ${user.lastName}`,
          ),
        )
        .sort(byIdAscending)
        .map(toUser);
      return HttpResponse.json(toPage(users, query.value));
    },
    empty: emptyPageResponse,
  },
  updateUser: {
    method: 'put',
    path: '/admin/users/:id',
    resolve: async ({ request, params }) => {
      const id = idParam(params, 'id', 'User');
      if (!id.ok) return id.response;
      const user = mockDb.users.find(id.value);
      if (!user) return notFound('User');
      const body = await parseBody(request, UserUpdatePayloadSchema);
      if (!body.ok) return body.response;
      // Only the role is applied (SPEC); an admin demoting themselves could leave no admin at all.
      if (isActor(user) && body.value.role !== 'ADMIN')
        return errorResponse(403, 'You cannot change your own role');
      const updated = mockDb.users.update(id.value, { role: body.value.role });
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
  deleteUser: {
    method: 'delete',
    path: '/admin/users/:id',
    resolve: ({ params }) => {
      const id = idParam(params, 'id', 'User');
      if (!id.ok) return id.response;
      const user = mockDb.users.find(id.value);
      if (!user) return notFound('User');
      if (isActor(user)) return errorResponse(403, 'You cannot delete your own account');
      mockDb.users.remove(id.value);
      logActivity({
        category: 'USER',
        actionType: 'DELETE',
        action: `Deleted user ${user.email}`,
        level: 'WARN',
      });
      return noContent();
    },
    empty: noContent,
  },
  orders: {
    method: 'get',
    path: '/admin/orders',
    resolve: ({ request }) => {
      const query = parseQuery(request, ListQuerySchema);
      if (!query.ok) return query.response;
      const orders = mockDb.orders
        .all()
        .filter((order) =>
          matchesSearch(
            query.value.search,
            order.restaurantName,
            order.customerName,
            order.status,
            String(order.id),
          ),
        )
        .sort(newestFirst);
      return HttpResponse.json(toPage(orders, query.value));
    },
    empty: emptyPageResponse,
  },
  reviews: {
    method: 'get',
    path: '/admin/reviews',
    resolve: ({ request }) => {
      const query = parseQuery(request, ListQuerySchema);
      if (!query.ok) return query.response;
      const reviews = mockDb.reviews
        .all()
        .filter((review) =>
          matchesSearch(query.value.search, review.text, review.restaurantName, review.userName),
        )
        .sort(newestFirst);
      return HttpResponse.json(toPage(reviews, query.value));
    },
    empty: emptyPageResponse,
  },
} satisfies Record<string, Endpoint>;
