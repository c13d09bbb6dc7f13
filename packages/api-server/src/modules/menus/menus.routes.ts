import { activityMessage, contract, UNPAGED_LIST_CAP } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { notFound, validationFailed } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { assertVersion } from '../../http/edge/versions';
import { listRoutes } from '../list-routes';
import { recordActivity } from '../activity/record-activity';
import { loadEditableRestaurant } from '../restaurants/restaurant-access';
import { restaurantExists } from '../restaurants/restaurants.repository';
import { loadEditableMenu, loadTargetRestaurant } from './menu-access';
import { menuColumns, toMenu } from './menus.mapper';
import {
  deleteMenu,
  findMenu,
  insertMenu,
  menusOfRestaurant,
  menusSource,
  updateMenu,
} from './menus.repository';

export function menuRoutes({ db }: AppContext): Route[] {
  const requireRestaurant = async (id: number) => {
    if (!(await restaurantExists(db, id))) throw notFound('Restaurant not found');
  };

  return [
    defineRoute(contract.menus.allByRestaurant, async ({ params }) => {
      await requireRestaurant(params.restaurantId);
      return (await menusOfRestaurant(db, params.restaurantId, UNPAGED_LIST_CAP)).map(toMenu);
    }),

    ...listRoutes(db, {
      endpoints: {
        list: contract.menus.byRestaurant,
        facets: contract.menus.byRestaurantFacets,
        export: contract.menus.byRestaurantExport,
      },
      guard: ({ restaurantId }) => requireRestaurant(restaurantId as number),
      source: ({ restaurantId }, caller) => menusSource(db, caller, restaurantId),
      toItem: toMenu,
    }),

    ...listRoutes(db, {
      endpoints: { list: contract.menus.list, facets: contract.menus.facets, export: contract.menus.export },
      source: (_params, caller) => menusSource(db, caller),
      toItem: toMenu,
    }),

    defineRoute(contract.menus.get, async ({ params }) => {
      const row = await findMenu(db, params.id);
      if (row === undefined) throw notFound('Menu not found');
      return toMenu(row);
    }),

    defineRoute(contract.menus.create, async ({ params, body, user }) => {
      if (body.restaurantId !== params.restaurantId) {
        throw validationFailed({ restaurantId: ['Restaurant does not match the address'] });
      }
      const created = await db.transaction(async (tx) => {
        const restaurant = await loadEditableRestaurant(tx, user, params.restaurantId, 'menus.edit');
        const row = await insertMenu(tx, menuColumns(body));
        await recordActivity(tx, user, {
          category: 'RESTAURANT',
          actionType: 'CREATE',
          ...activityMessage('MENU_CREATED', { name: row.name, restaurant: restaurant.name }),
        });
        return row;
      });
      return toMenu(created);
    }),

    defineRoute(contract.menus.update, async ({ params, body, user, expectedVersion }) => {
      const updated = await db.transaction(async (tx) => {
        const { menu } = await loadEditableMenu(tx, user, params.id, true);
        await assertVersion(expectedVersion, menu, 'menu', () => toMenu(menu));
        // Moving the menu needs the right to edit the target restaurant too.
        if (body.restaurantId !== menu.restaurantId) await loadTargetRestaurant(tx, user, body.restaurantId);
        const row = await updateMenu(tx, params.id, menuColumns(body));
        if (row === undefined) throw notFound('Menu not found');
        await recordActivity(tx, user, {
          category: 'RESTAURANT',
          actionType: 'UPDATE',
          ...activityMessage('MENU_UPDATED', { name: row.name }),
        });
        return row;
      });
      return toMenu(updated);
    }),

    defineRoute(contract.menus.remove, async ({ params, user, expectedVersion }) => {
      await db.transaction(async (tx) => {
        const { menu, restaurant } = await loadEditableMenu(tx, user, params.id, true);
        await assertVersion(expectedVersion, menu, 'menu', () => toMenu(menu));
        await deleteMenu(tx, params.id, user.id);
        await recordActivity(tx, user, {
          category: 'RESTAURANT',
          actionType: 'DELETE',
          ...activityMessage('MENU_DELETED', { name: menu.name, restaurant: restaurant.name }),
          level: 'WARN',
        });
      });
    }),
  ];
}
