import { MenuInputSchema, type Menu, type MenuPayload } from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import { deleteMenuCascade, logActivity, mockDb } from '../db/mock-db';
import { byIdAscending } from '../db/paging';
import { deleteEndpoint, detailEndpoint, findRow, searchedPage } from './crud';
import {
  created,
  emptyArrayOrPageResponse,
  emptyPageResponse,
  errorResponse,
  noContent,
  parseBody,
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
      const restaurant = findRow(params, 'restaurantId', mockDb.restaurants, 'Restaurant');
      if (!restaurant.ok) return restaurant.response;
      const menus = mockDb.menus
        .all()
        .filter((menu) => menu.restaurantId === restaurant.value.id)
        .sort(byIdAscending);
      if (!wantsPage(request)) return HttpResponse.json(menus);
      return searchedPage(request, menus, (menu) => [menu.name], byIdAscending);
    },
    empty: emptyArrayOrPageResponse,
  },
  createMenu: {
    method: 'post',
    path: '/api/restaurants/:restaurantId/menus',
    resolve: async ({ request, params }) => {
      const found = findRow(params, 'restaurantId', mockDb.restaurants, 'Restaurant');
      if (!found.ok) return found.response;
      const restaurant = found.value;
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
    resolve: ({ request }) => searchedPage(request, mockDb.menus.all(), (menu) => [menu.name], byIdAscending),
    empty: emptyPageResponse,
  },
  menu: detailEndpoint('/api/menus/:id', mockDb.menus, 'Menu'),
  updateMenu: {
    method: 'put',
    path: '/api/menus/:id',
    resolve: async ({ request, params }) => {
      const current = findRow(params, 'id', mockDb.menus, 'Menu');
      if (!current.ok) return current.response;
      const body = await parseBody(request, MenuInputSchema);
      if (!body.ok) return body.response;
      if (!mockDb.restaurants.find(body.value.restaurantId)) {
        return errorResponse(400, 'Validation failed', { restaurantId: ['Restaurant is required'] });
      }
      const menu = mockDb.menus.update(current.value.id, toRow(body.value));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'UPDATE',
        action: `Updated menu "${body.value.name}"`,
      });
      return HttpResponse.json(menu);
    },
    empty: noContent,
  },
  deleteMenu: deleteEndpoint('/api/menus/:id', mockDb.menus, 'Menu', (menu) => {
    deleteMenuCascade(menu.id);
    logActivity({
      category: 'RESTAURANT',
      actionType: 'DELETE',
      action: `Deleted menu "${menu.name}"`,
      level: 'WARN',
    });
  }),
} satisfies Record<string, Endpoint>;
