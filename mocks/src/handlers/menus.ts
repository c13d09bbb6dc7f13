import { contract, UNPAGED_LIST_CAP, type Menu, type MenuPayload } from '@food-admin/api-client';
import { deleteMenuCascade, logActivity, mockDb } from '../db/mock-db';
import { byIdAscending } from '../db/paging';
import { emptyPage, existing, searchedPage } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { pagedOrAll } from './paged-or-all';
import { fieldError, noContent, notFound } from './respond';

const toRow = (payload: MenuPayload): Omit<Menu, 'id'> => ({
  restaurantId: payload.restaurantId,
  name: payload.name,
  description: payload.description ?? null,
  isActive: payload.isActive,
});

const menusOf = (restaurantId: number) =>
  mockDb.menus
    .all()
    .filter((menu) => menu.restaurantId === restaurantId)
    .sort(byIdAscending);

const searchable = (menu: Menu) => [menu.name];

export const menuEndpoints = {
  restaurantMenus: pagedOrAll(
    mockEndpoint(
      contract.menus.byRestaurant,
      ({ params, query }) => {
        const restaurant = existing(mockDb.restaurants, params.restaurantId, 'Restaurant');
        return searchedPage(menusOf(restaurant.id), query, searchable, byIdAscending);
      },
      emptyPage,
    ),
    mockEndpoint(
      contract.menus.allByRestaurant,
      ({ params }) => {
        const restaurant = existing(mockDb.restaurants, params.restaurantId, 'Restaurant');
        return menusOf(restaurant.id).slice(0, UNPAGED_LIST_CAP);
      },
      () => [],
    ),
  ),
  createMenu: mockEndpoint(
    contract.menus.create,
    ({ params, body }) => {
      // The address names the restaurant; a body naming another one is a mistake, not a move.
      if (body.restaurantId !== params.restaurantId)
        throw fieldError('restaurantId', 'Restaurant does not match the address');
      const restaurant = existing(mockDb.restaurants, params.restaurantId, 'Restaurant');
      const menu = mockDb.menus.insert(toRow(body));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'CREATE',
        action: `Created menu "${menu.name}" for ${restaurant.name}`,
        entityId: menu.id,
      });
      return menu;
    },
    noContent,
  ),
  menus: mockEndpoint(
    contract.menus.list,
    ({ query }) => searchedPage(mockDb.menus.all(), query, searchable, byIdAscending),
    emptyPage,
  ),
  menu: mockEndpoint(
    contract.menus.get,
    ({ params }) => existing(mockDb.menus, params.id, 'Menu'),
    () => notFound('Menu'),
  ),
  updateMenu: mockEndpoint(
    contract.menus.update,
    ({ params, body }) => {
      const current = existing(mockDb.menus, params.id, 'Menu');
      // Moving a menu needs the target restaurant to exist.
      if (body.restaurantId !== current.restaurantId && !mockDb.restaurants.find(body.restaurantId))
        throw fieldError('restaurantId', 'Restaurant not found');
      const menu = mockDb.menus.update(current.id, toRow(body));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'UPDATE',
        action: `Updated menu "${body.name}"`,
        entityId: current.id,
      });
      return menu ?? current;
    },
    noContent,
  ),
  deleteMenu: mockEndpoint(
    contract.menus.remove,
    ({ params }) => {
      const menu = existing(mockDb.menus, params.id, 'Menu');
      deleteMenuCascade(menu.id);
      logActivity({
        category: 'RESTAURANT',
        actionType: 'DELETE',
        action: `Deleted menu "${menu.name}"`,
        level: 'WARN',
        entityId: menu.id,
      });
    },
    noContent,
  ),
};
