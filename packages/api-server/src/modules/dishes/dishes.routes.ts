import { contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { mapPage } from '../../db/list-page';
import { badRequest, notFound } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivity } from '../activity/record-activity';
import { loadEditableMenu } from '../menus/menu-access';
import { menuExists } from '../menus/menus.repository';
import { loadEditableDish, loadTargetMenu } from './dish-access';
import { dishColumns, toDish } from './dishes.mapper';
import { deleteDish, dishesPage, findDish, insertDish, updateDish } from './dishes.repository';

export function dishRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.dishes.byMenu, async ({ params, query }) => {
      if (!(await menuExists(db, params.menuId))) throw notFound('Menu not found');
      return mapPage(await dishesPage(db, query, params.menuId), toDish);
    }),

    defineRoute(contract.dishes.get, async ({ params }) => {
      const row = await findDish(db, params.id);
      if (row === undefined) throw notFound('Dish not found');
      return toDish(row);
    }),

    defineRoute(contract.dishes.create, async ({ params, body, user }) => {
      if (body.menuId !== undefined && body.menuId !== params.menuId) {
        throw badRequest('Validation failed', { menuId: ['Menu does not match the address'] });
      }
      const created = await db.transaction(async (tx) => {
        const { menu } = await loadEditableMenu(tx, user, params.menuId);
        const row = await insertDish(tx, { ...dishColumns(body), menuId: params.menuId });
        // The dish id lets the app's own CREATE entry be matched to this one (POST /api/activity-log).
        await recordActivity(tx, user, {
          category: 'DISH',
          actionType: 'CREATE',
          action: `Created dish ${row.name} in menu ${menu.name}`,
          entityId: row.id,
        });
        return row;
      });
      return toDish(created);
    }),

    defineRoute(contract.dishes.update, async ({ params, body, user }) => {
      const updated = await db.transaction(async (tx) => {
        const dish = await loadEditableDish(tx, user, params.id);
        const menuId = body.menuId ?? dish.menuId;
        // Moving the dish needs the right to edit the target menu too.
        if (menuId !== dish.menuId) await loadTargetMenu(tx, user, menuId);
        const row = await updateDish(tx, params.id, { ...dishColumns(body), menuId });
        if (row === undefined) throw notFound('Dish not found');
        await recordActivity(tx, user, {
          category: 'DISH',
          actionType: 'UPDATE',
          action: `Updated dish ${row.name}`,
          entityId: row.id,
        });
        return row;
      });
      return toDish(updated);
    }),

    defineRoute(contract.dishes.remove, async ({ params, user }) => {
      await db.transaction(async (tx) => {
        const dish = await loadEditableDish(tx, user, params.id);
        await deleteDish(tx, params.id);
        await recordActivity(tx, user, {
          category: 'DISH',
          actionType: 'DELETE',
          action: `Deleted dish ${dish.name}`,
          level: 'WARN',
          entityId: dish.id,
        });
      });
    }),
  ];
}
