import { contract, type Dish, type DishPayload } from '@food-admin/api-client';
import { logActivity, mockDb } from '../db/mock-db';
import { byIdAscending } from '../db/paging';
import { emptyPage, existing, searchedPage } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { fieldError, noContent, notFound } from './respond';

const toRow = (menuId: number, payload: DishPayload): Omit<Dish, 'id'> => ({
  menuId,
  name: payload.name,
  description: payload.description ?? null,
  price: payload.price,
  imageUrl: payload.imageUrl ?? null,
  isAvailable: payload.isAvailable,
});

export const dishEndpoints = {
  menuDishes: mockEndpoint(
    contract.dishes.byMenu,
    ({ params, query }) => {
      const menu = existing(mockDb.menus, params.menuId, 'Menu');
      const dishes = mockDb.dishes.all().filter((dish) => dish.menuId === menu.id);
      return searchedPage(dishes, query, (dish) => [dish.name], byIdAscending);
    },
    emptyPage,
  ),
  createDish: mockEndpoint(
    contract.dishes.create,
    ({ params, body }) => {
      // The address names the menu; a body naming another one is a mistake, not a move.
      if (body.menuId !== undefined && body.menuId !== params.menuId)
        throw fieldError('menuId', 'Menu does not match the address');
      const menu = existing(mockDb.menus, params.menuId, 'Menu');
      const dish = mockDb.dishes.insert(toRow(menu.id, body));
      logActivity({
        category: 'DISH',
        actionType: 'CREATE',
        action: `Created dish "${dish.name}"`,
        entityId: dish.id,
      });
      return dish;
    },
    noContent,
  ),
  dish: mockEndpoint(
    contract.dishes.get,
    ({ params }) => existing(mockDb.dishes, params.id, 'Dish'),
    () => notFound('Dish'),
  ),
  updateDish: mockEndpoint(
    contract.dishes.update,
    ({ params, body }) => {
      const current = existing(mockDb.dishes, params.id, 'Dish');
      // A dish may move to another menu, which must exist.
      const menuId = body.menuId ?? current.menuId;
      if (menuId !== current.menuId && !mockDb.menus.find(menuId))
        throw fieldError('menuId', 'Menu not found');
      const dish = mockDb.dishes.update(current.id, toRow(menuId, body));
      logActivity({
        category: 'DISH',
        actionType: 'UPDATE',
        action: `Updated dish "${body.name}"`,
        entityId: current.id,
      });
      return dish ?? current;
    },
    noContent,
  ),
  deleteDish: mockEndpoint(
    contract.dishes.remove,
    ({ params }) => {
      const dish = existing(mockDb.dishes, params.id, 'Dish');
      mockDb.dishes.remove(dish.id);
      logActivity({
        category: 'DISH',
        actionType: 'DELETE',
        action: `Deleted dish "${dish.name}"`,
        level: 'WARN',
        entityId: dish.id,
      });
    },
    noContent,
  ),
};
