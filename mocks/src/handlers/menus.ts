import { ListQuerySchema, MenuInputSchema, type Menu, type MenuPayload } from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import { deleteMenuCascade, logActivity, mockDb } from '../db/mock-db';
import { byIdAscending, matchesSearch, toPage } from '../db/paging';
import {
  created,
  emptyArrayOrPageResponse,
  emptyPageResponse,
  errorResponse,
  idParam,
  noContent,
  notFound,
  parseBody,
  parseQuery,
  wantsPage,
  type Endpoint,
} from './respond';

const toRow = (payload: MenuPayload): Omit<Menu, 'id'> => ({
  restaurantId: payload.restaurantId,
  name: payload.name,
  description: payload.description ?? null,
  isActive: payload.isActive,
});

export const menuEndpoints = {
  restaurantMenus: {
    method: 'get',
    path: '/api/restaurants/:restaurantId/menus',
    resolve: ({ request, params }) => {
      const restaurantId = idParam(params, 'restaurantId', 'Restaurant');
      if (!restaurantId.ok) return restaurantId.response;
      if (!mockDb.restaurants.find(restaurantId.value)) return notFound('Restaurant');
      const menus = mockDb.menus
        .all()
        .filter((menu) => menu.restaurantId === restaurantId.value)
        .sort(byIdAscending);
      if (!wantsPage(request)) return HttpResponse.json(menus);
      const query = parseQuery(request, ListQuerySchema);
      if (!query.ok) return query.response;
      return HttpResponse.json(
        toPage(
          menus.filter((menu) => matchesSearch(query.value.search, menu.name)),
          query.value,
        ),
      );
    },
    empty: emptyArrayOrPageResponse,
  },
  createMenu: {
    method: 'post',
    path: '/api/restaurants/:restaurantId/menus',
    resolve: async ({ request, params }) => {
      const restaurantId = idParam(params, 'restaurantId', 'Restaurant');
      if (!restaurantId.ok) return restaurantId.response;
      const restaurant = mockDb.restaurants.find(restaurantId.value);
      if (!restaurant) return notFound('Restaurant');
      // The path names the restaurant; a restaurantId in the body cannot move the menu elsewhere.
      const body = await parseBody(request, MenuInputSchema, (raw) => ({
        ...raw,
        restaurantId: restaurant.id,
      }));
      if (!body.ok) return body.response;
      const menu = mockDb.menus.insert(toRow(body.value));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'CREATE',
        action: `Created menu "${menu.name}" for ${restaurant.name}`,
      });
      return created(menu);
    },
    empty: noContent,
  },
  menus: {
    method: 'get',
    path: '/api/menus',
    resolve: ({ request }) => {
      const query = parseQuery(request, ListQuerySchema);
      if (!query.ok) return query.response;
      const menus = mockDb.menus
        .all()
        .filter((menu) => matchesSearch(query.value.search, menu.name))
        .sort(byIdAscending);
      return HttpResponse.json(toPage(menus, query.value));
    },
    empty: emptyPageResponse,
  },
  menu: {
    method: 'get',
    path: '/api/menus/:id',
    resolve: ({ params }) => {
      const id = idParam(params, 'id', 'Menu');
      if (!id.ok) return id.response;
      const menu = mockDb.menus.find(id.value);
      return menu ? HttpResponse.json(menu) : notFound('Menu');
    },
    empty: () => notFound('Menu'),
  },
  updateMenu: {
    method: 'put',
    path: '/api/menus/:id',
    resolve: async ({ request, params }) => {
      const id = idParam(params, 'id', 'Menu');
      if (!id.ok) return id.response;
      if (!mockDb.menus.find(id.value)) return notFound('Menu');
      const body = await parseBody(request, MenuInputSchema);
      if (!body.ok) return body.response;
      if (!mockDb.restaurants.find(body.value.restaurantId)) {
        return errorResponse(400, 'Validation failed', { restaurantId: ['Restaurant is required'] });
      }
      const menu = mockDb.menus.update(id.value, toRow(body.value));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'UPDATE',
        action: `Updated menu "${body.value.name}"`,
      });
      return HttpResponse.json(menu);
    },
    empty: noContent,
  },
  deleteMenu: {
    method: 'delete',
    path: '/api/menus/:id',
    resolve: ({ params }) => {
      const id = idParam(params, 'id', 'Menu');
      if (!id.ok) return id.response;
      const menu = mockDb.menus.find(id.value);
      if (!menu) return notFound('Menu');
      deleteMenuCascade(id.value);
      logActivity({
        category: 'RESTAURANT',
        actionType: 'DELETE',
        action: `Deleted menu "${menu.name}"`,
        level: 'WARN',
      });
      return noContent();
    },
    empty: noContent,
  },
} satisfies Record<string, Endpoint>;
