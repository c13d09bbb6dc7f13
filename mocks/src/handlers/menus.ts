import type { NewRow } from '../db/table';
import {
  activityMessage,
  contract,
  menuListQueries,
  UNPAGED_LIST_CAP,
  type Menu,
  type MenuPayload,
} from '@food-admin/api-client';
import { deleteMenuCascade, logActivity, mockDb } from '../db/mock-db';
import { byIdAscending, facetCounts, listPage, listRows, mockList, noFacets } from '../db/paging';
import { assertVersion, csvExport, emptyPage, existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { pagedOrAll } from './paged-or-all';
import { fieldError, noContent, notFound } from './respond';

const toRow = (payload: MenuPayload): NewRow<Menu> => ({
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

/** The menus of an existing restaurant (404 `Restaurant not found` otherwise). */
const menusOfExisting = (restaurantId: number) =>
  menusOf(existing(mockDb.restaurants, restaurantId, 'Restaurant').id);

const menuList = mockList<Menu>()(
  menuListQueries,
  {
    // A menu's owner is its restaurant's (`owner=me`, which keeps its team's too).
    ownerId: (menu) => mockDb.restaurants.find(menu.restaurantId)?.ownerId ?? null,
  },
  (menu) => menu.restaurantId,
);

// The facets and export of all menus come before `menu` (`/api/menus/:id`), which would otherwise
// take them: MSW tries handlers in order, the server's router prefers the static segment.
export const menuEndpoints = {
  restaurantMenus: pagedOrAll(
    mockEndpoint(
      contract.menus.byRestaurant,
      ({ params, query }) => listPage(menusOfExisting(params.restaurantId), query, menuList),
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
  restaurantMenuFacets: mockEndpoint(
    contract.menus.byRestaurantFacets,
    ({ params, query }) => facetCounts(menusOfExisting(params.restaurantId), query, menuList),
    () => noFacets(menuList),
  ),
  restaurantMenusExport: mockEndpoint(
    contract.menus.byRestaurantExport,
    ({ params, query }) =>
      csvExport(
        contract.menus.byRestaurantExport,
        menuList,
        listRows(menusOfExisting(params.restaurantId), query, menuList),
      ),
    () => csvExport(contract.menus.byRestaurantExport, menuList, []),
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
        ...activityMessage('MENU_CREATED', { name: menu.name, restaurant: restaurant.name }),
        entityId: menu.id,
      });
      return menu;
    },
    noContent,
  ),
  menus: mockEndpoint(
    contract.menus.list,
    ({ query }) => listPage(mockDb.menus.all(), query, menuList),
    emptyPage,
  ),
  menuFacets: mockEndpoint(
    contract.menus.facets,
    ({ query }) => facetCounts(mockDb.menus.all(), query, menuList),
    () => noFacets(menuList),
  ),
  menusExport: mockEndpoint(
    contract.menus.export,
    ({ query }) => csvExport(contract.menus.export, menuList, listRows(mockDb.menus.all(), query, menuList)),
    () => csvExport(contract.menus.export, menuList, []),
  ),
  menu: mockEndpoint(
    contract.menus.get,
    ({ params }) => existing(mockDb.menus, params.id, 'Menu'),
    () => notFound('Menu'),
  ),
  updateMenu: mockEndpoint(
    contract.menus.update,
    ({ params, body, request }) => {
      const current = existing(mockDb.menus, params.id, 'Menu');
      assertVersion(request, current, 'menu');
      // Moving a menu needs the target restaurant to exist.
      if (body.restaurantId !== current.restaurantId && !mockDb.restaurants.find(body.restaurantId))
        throw fieldError('restaurantId', 'Restaurant not found');
      const menu = mockDb.menus.update(current.id, toRow(body));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'UPDATE',
        ...activityMessage('MENU_UPDATED', { name: body.name }),
        entityId: current.id,
      });
      return menu ?? current;
    },
    noContent,
  ),
  deleteMenu: mockEndpoint(
    contract.menus.remove,
    ({ params, request }) => {
      const menu = existing(mockDb.menus, params.id, 'Menu');
      assertVersion(request, menu, 'menu');
      deleteMenuCascade(menu.id);
      logActivity({
        category: 'RESTAURANT',
        actionType: 'DELETE',
        ...activityMessage('MENU_DELETED', {
          name: menu.name,
          restaurant: mockDb.restaurants.find(menu.restaurantId)?.name ?? '',
        }),
        level: 'WARN',
        entityId: menu.id,
      });
    },
    noContent,
  ),
};
