import { activityMessage, contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { notFound, validationFailed } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { assertVersion } from '../../http/edge/versions';
import { listRoutes } from '../list-routes';
import { recordActivity } from '../activity/record-activity';
import { loadEditableMenu } from '../menus/menu-access';
import { menuExists } from '../menus/menus.repository';
import { loadEditableDish, loadTargetMenu } from './dish-access';
import { dishesBulkRoute } from './dishes.bulk';
import { dishColumns, dishMapper } from './dishes.mapper';
import { deleteDish, dishesSource, findDish, insertDish, updateDish } from './dishes.repository';

export function dishRoutes({ db, config }: AppContext): Route[] {
  const toDish = dishMapper(config.currency);
  const requireMenu = async (id: number) => {
    if (!(await menuExists(db, id))) throw notFound('Menu not found');
  };

  return [
    ...listRoutes(db, {
      endpoints: {
        list: contract.dishes.byMenu,
        facets: contract.dishes.byMenuFacets,
        export: contract.dishes.byMenuExport,
      },
      guard: ({ menuId }) => requireMenu(menuId as number),
      source: ({ menuId }) => dishesSource(db, menuId as number),
      toItem: toDish,
    }),

    dishesBulkRoute(db),

    defineRoute(contract.dishes.get, async ({ params }) => {
      const row = await findDish(db, params.id);
      if (row === undefined) throw notFound('Dish not found');
      return toDish(row);
    }),

    defineRoute(contract.dishes.create, async ({ params, body, user }) => {
      if (body.menuId !== undefined && body.menuId !== params.menuId) {
        throw validationFailed({ menuId: ['Menu does not match the address'] });
      }
      const created = await db.transaction(async (tx) => {
        const { menu } = await loadEditableMenu(tx, user, params.menuId);
        const row = await insertDish(tx, { ...dishColumns(body), menuId: params.menuId });
        // The dish id lets the app's own CREATE entry be matched to this one (POST /api/activity-log).
        await recordActivity(tx, user, {
          category: 'DISH',
          actionType: 'CREATE',
          ...activityMessage('DISH_CREATED', { name: row.name, menu: menu.name }),
          entityId: row.id,
        });
        return row;
      });
      return toDish(created);
    }),

    defineRoute(contract.dishes.update, async ({ params, body, user, expectedVersion }) => {
      const updated = await db.transaction(async (tx) => {
        const dish = await loadEditableDish(tx, user, params.id, true);
        await assertVersion(expectedVersion, dish, 'dish', () => toDish(dish));
        const menuId = body.menuId ?? dish.menuId;
        // Moving the dish needs the right to edit the target menu too.
        if (menuId !== dish.menuId) await loadTargetMenu(tx, user, menuId);
        const row = await updateDish(tx, params.id, { ...dishColumns(body), menuId });
        if (row === undefined) throw notFound('Dish not found');
        await recordActivity(tx, user, {
          category: 'DISH',
          actionType: 'UPDATE',
          ...activityMessage('DISH_UPDATED', { name: row.name }),
          entityId: row.id,
        });
        return row;
      });
      return toDish(updated);
    }),

    defineRoute(contract.dishes.remove, async ({ params, user, expectedVersion }) => {
      await db.transaction(async (tx) => {
        const dish = await loadEditableDish(tx, user, params.id, true);
        await assertVersion(expectedVersion, dish, 'dish', () => toDish(dish));
        await deleteDish(tx, params.id, user.id);
        await recordActivity(tx, user, {
          category: 'DISH',
          actionType: 'DELETE',
          ...activityMessage('DISH_DELETED', { name: dish.name }),
          level: 'WARN',
          entityId: dish.id,
        });
      });
    }),
  ];
}
