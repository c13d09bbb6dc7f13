import { DishInputSchema, ListQuerySchema, type Dish, type DishPayload } from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import { logActivity, mockDb } from '../db/mock-db';
import { byIdAscending, matchesSearch, toPage } from '../db/paging';
import {
  created,
  emptyPageResponse,
  idParam,
  noContent,
  notFound,
  parseBody,
  parseQuery,
  type Endpoint,
} from './respond';

const toRow = (menuId: number, payload: DishPayload): Omit<Dish, 'id'> => ({
  menuId,
  name: payload.name,
  description: payload.description ?? null,
  price: payload.price,
  imageUrl: payload.imageUrl ?? null,
  isAvailable: payload.isAvailable,
});

export const dishEndpoints = {
  menuDishes: {
    method: 'get',
    path: '/api/menus/:menuId/dishes',
    resolve: ({ request, params }) => {
      const menuId = idParam(params, 'menuId', 'Menu');
      if (!menuId.ok) return menuId.response;
      if (!mockDb.menus.find(menuId.value)) return notFound('Menu');
      const query = parseQuery(request, ListQuerySchema);
      if (!query.ok) return query.response;
      const dishes = mockDb.dishes
        .all()
        .filter((dish) => dish.menuId === menuId.value && matchesSearch(query.value.search, dish.name))
        .sort(byIdAscending);
      return HttpResponse.json(toPage(dishes, query.value));
    },
    empty: emptyPageResponse,
  },
  createDish: {
    method: 'post',
    path: '/api/menus/:menuId/dishes',
    resolve: async ({ request, params }) => {
      const menuId = idParam(params, 'menuId', 'Menu');
      if (!menuId.ok) return menuId.response;
      if (!mockDb.menus.find(menuId.value)) return notFound('Menu');
      const body = await parseBody(request, DishInputSchema);
      if (!body.ok) return body.response;
      const dish = mockDb.dishes.insert(toRow(menuId.value, body.value));
      logActivity({ category: 'DISH', actionType: 'CREATE', action: `Created dish "${dish.name}"` });
      return created(dish);
    },
    empty: noContent,
  },
  dish: {
    method: 'get',
    path: '/api/dishes/:id',
    resolve: ({ params }) => {
      const id = idParam(params, 'id', 'Dish');
      if (!id.ok) return id.response;
      const dish = mockDb.dishes.find(id.value);
      return dish ? HttpResponse.json(dish) : notFound('Dish');
    },
    empty: () => notFound('Dish'),
  },
  updateDish: {
    method: 'put',
    path: '/api/dishes/:id',
    resolve: async ({ request, params }) => {
      const id = idParam(params, 'id', 'Dish');
      if (!id.ok) return id.response;
      const current = mockDb.dishes.find(id.value);
      if (!current) return notFound('Dish');
      const body = await parseBody(request, DishInputSchema);
      if (!body.ok) return body.response;
      // A dish can move to another existing menu; an unknown menuId keeps it where it is.
      const menuId =
        body.value.menuId && mockDb.menus.find(body.value.menuId) ? body.value.menuId : current.menuId;
      const dish = mockDb.dishes.update(id.value, toRow(menuId, body.value));
      logActivity({ category: 'DISH', actionType: 'UPDATE', action: `Updated dish "${body.value.name}"` });
      return HttpResponse.json(dish);
    },
    empty: noContent,
  },
  deleteDish: {
    method: 'delete',
    path: '/api/dishes/:id',
    resolve: ({ params }) => {
      const id = idParam(params, 'id', 'Dish');
      if (!id.ok) return id.response;
      const dish = mockDb.dishes.find(id.value);
      if (!dish) return notFound('Dish');
      mockDb.dishes.remove(id.value);
      logActivity({
        category: 'DISH',
        actionType: 'DELETE',
        action: `Deleted dish "${dish.name}"`,
        level: 'WARN',
      });
      return noContent();
    },
    empty: noContent,
  },
} satisfies Record<string, Endpoint>;
