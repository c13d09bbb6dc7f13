import type { NewRow } from '../db/table';
import {
  activityMessage,
  contract,
  dishListQueries,
  type Dish,
  type DishPayload,
  minorOfAmount,
  refusal,
} from '@food-admin/api-client';
import { dishPrice } from '../db/money';
import { logActivity, mockDb, moveToTrash } from '../db/mock-db';
import { facetCounts, listPage, listRows, mockList, noFacets } from '../db/paging';
import { BulkOutcome, noBulkChange, targetIds } from './bulk';
import { assertVersion, csvExport, emptyPage, existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { fieldError, noContent, notFound } from './respond';

const toRow = (menuId: number, payload: DishPayload): NewRow<Dish> => ({
  menuId,
  name: payload.name,
  description: payload.description ?? null,
  ...dishPrice(minorOfAmount(payload.price)),
  imageUrl: payload.imageUrl ?? null,
  isAvailable: payload.isAvailable,
  category: payload.category,
});

/** The dishes of an existing menu (404 `Menu not found` otherwise). */
function dishesOf(menuId: number): Dish[] {
  const menu = existing(mockDb.menus, menuId, 'Menu');
  return mockDb.dishes.all().filter((dish) => dish.menuId === menu.id);
}

const dishList = mockList<Dish>()(dishListQueries, {});

export const dishEndpoints = {
  menuDishes: mockEndpoint(
    contract.dishes.byMenu,
    ({ params, query }) => listPage(dishesOf(params.menuId), query, dishList),
    emptyPage,
  ),
  menuDishFacets: mockEndpoint(
    contract.dishes.byMenuFacets,
    ({ params, query }) => facetCounts(dishesOf(params.menuId), query, dishList),
    () => noFacets(dishList),
  ),
  menuDishesExport: mockEndpoint(
    contract.dishes.byMenuExport,
    ({ params, query }) =>
      csvExport(contract.dishes.byMenuExport, dishList, listRows(dishesOf(params.menuId), query, dishList)),
    () => csvExport(contract.dishes.byMenuExport, dishList, []),
  ),
  menuDishesBulk: mockEndpoint(
    contract.dishes.byMenuBulk,
    ({ params, body }) => {
      // The server's dishes.bulk.ts: 404 for a missing menu, ids of other menus refused, "all
      // matching" within the menu. The mocks treat the caller as the admin `mockDb.actor`, so the
      // owner rule (a RESTAURANT user edits only dishes of their own restaurants, the others refused
      // with "You can only change your own restaurants") is left out.
      const rows = dishesOf(params.menuId);
      const ids = targetIds(body, () => rows, dishList);
      const outcome = new BulkOutcome();
      const editable: Dish[] = [];
      for (const id of ids) {
        const dish = mockDb.dishes.find(id);
        if (dish === undefined) outcome.refuse(id, refusal('NOT_FOUND'));
        else if (dish.menuId !== params.menuId) outcome.refuse(id, refusal('NOT_IN_MENU'));
        else editable.push(dish);
      }

      if (body.action === 'delete') {
        for (const dish of editable) {
          moveToTrash('dish', [dish.id]);
          logActivity({
            category: 'DISH',
            actionType: 'DELETE',
            ...activityMessage('DISH_DELETED', { name: dish.name }),
            level: 'WARN',
            entityId: dish.id,
          });
        }
        outcome.changed = editable.length;
        return outcome.result();
      }

      // Dishes already so are unchanged: no write, no entry, not refused.
      const toChange = editable.filter((dish) => dish.isAvailable !== body.available);
      for (const dish of toChange) {
        mockDb.dishes.update(dish.id, { isAvailable: body.available });
        logActivity({
          category: 'DISH',
          actionType: 'UPDATE',
          ...activityMessage('DISH_UPDATED', { name: dish.name }),
          entityId: dish.id,
        });
      }
      outcome.changed = toChange.length;
      return outcome.result();
    },
    noBulkChange,
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
        ...activityMessage('DISH_CREATED', { name: dish.name, menu: menu.name }),
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
    ({ params, body, request }) => {
      const current = existing(mockDb.dishes, params.id, 'Dish');
      assertVersion(request, current, 'dish');
      // A dish may move to another menu, which must exist.
      const menuId = body.menuId ?? current.menuId;
      if (menuId !== current.menuId && !mockDb.menus.find(menuId))
        throw fieldError('menuId', 'Menu not found');
      const dish = mockDb.dishes.update(current.id, toRow(menuId, body));
      logActivity({
        category: 'DISH',
        actionType: 'UPDATE',
        ...activityMessage('DISH_UPDATED', { name: body.name }),
        entityId: current.id,
      });
      return dish ?? current;
    },
    noContent,
  ),
  deleteDish: mockEndpoint(
    contract.dishes.remove,
    ({ params, request }) => {
      const dish = existing(mockDb.dishes, params.id, 'Dish');
      assertVersion(request, dish, 'dish');
      moveToTrash('dish', [dish.id]);
      logActivity({
        category: 'DISH',
        actionType: 'DELETE',
        ...activityMessage('DISH_DELETED', { name: dish.name }),
        level: 'WARN',
        entityId: dish.id,
      });
    },
    noContent,
  ),
};
