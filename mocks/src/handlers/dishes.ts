import { DishInputSchema, type Dish, type DishPayload } from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import { logActivity, mockDb } from '../db/mock-db';
import { byIdAscending } from '../db/paging';
import { deleteEndpoint, detailEndpoint, findRow, searchedPage } from './crud';
import { created, emptyPageResponse, noContent, parseBody, type Endpoint } from './respond';

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
      const menu = findRow(params, 'menuId', mockDb.menus, 'Menu');
      if (!menu.ok) return menu.response;
      const dishes = mockDb.dishes.all().filter((dish) => dish.menuId === menu.value.id);
      return searchedPage(request, dishes, (dish) => [dish.name], byIdAscending);
    },
    empty: emptyPageResponse,
  },
  createDish: {
    method: 'post',
    path: '/api/menus/:menuId/dishes',
    resolve: async ({ request, params }) => {
      const menu = findRow(params, 'menuId', mockDb.menus, 'Menu');
      if (!menu.ok) return menu.response;
      const body = await parseBody(request, DishInputSchema);
      if (!body.ok) return body.response;
      const dish = mockDb.dishes.insert(toRow(menu.value.id, body.value));
      logActivity({ category: 'DISH', actionType: 'CREATE', action: `Created dish "${dish.name}"` });
      return created(dish);
    },
    empty: noContent,
  },
  dish: detailEndpoint('/api/dishes/:id', mockDb.dishes, 'Dish'),
  updateDish: {
    method: 'put',
    path: '/api/dishes/:id',
    resolve: async ({ request, params }) => {
      const found = findRow(params, 'id', mockDb.dishes, 'Dish');
      if (!found.ok) return found.response;
      const current = found.value;
      const body = await parseBody(request, DishInputSchema);
      if (!body.ok) return body.response;
      // A dish can move to another existing menu; an unknown menuId keeps it where it is.
      const menuId =
        body.value.menuId && mockDb.menus.find(body.value.menuId) ? body.value.menuId : current.menuId;
      const dish = mockDb.dishes.update(current.id, toRow(menuId, body.value));
      logActivity({ category: 'DISH', actionType: 'UPDATE', action: `Updated dish "${body.value.name}"` });
      return HttpResponse.json(dish);
    },
    empty: noContent,
  },
  deleteDish: deleteEndpoint('/api/dishes/:id', mockDb.dishes, 'Dish', (dish) => {
    mockDb.dishes.remove(dish.id);
    logActivity({
      category: 'DISH',
      actionType: 'DELETE',
      action: `Deleted dish "${dish.name}"`,
      level: 'WARN',
    });
  }),
} satisfies Record<string, Endpoint>;
