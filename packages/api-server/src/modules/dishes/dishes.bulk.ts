import { activityMessage, contract, refusal } from '@food-admin/api-client';
import { BulkOutcome, byId, inChunks, refusalOf, targetIds } from '../../db/bulk';
import type { Database } from '../../db/database';
import type { DishRow } from '../../db/rows';
import { runTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { answerWithProgress } from '../../http/edge/progress';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivities } from '../activity/record-activity';
import { menuExists } from '../menus/menus.repository';
import { assertCanEditRestaurant } from '../restaurants/restaurant-access';
import {
  deleteDishes,
  dishesSource,
  lockDishesWithRestaurant,
  setDishesAvailable,
} from './dishes.repository';

/**
 * POST /api/menus/{menuId}/dishes/bulk (docs/api.md#bulk-actions): set the availability of, or
 * delete, many dishes of a menu in one transaction. Each row is authorised on its own, with the rule
 * of the single dish update (the editor may edit the dish's restaurant); ids of other menus are
 * refused, and each changed row logs the entry its single update or delete would (with the dish id).
 * Rows go a chunk at a time, reporting progress to a caller who asked (docs/api.md#progress).
 */
export function dishesBulkRoute(db: Database): Route {
  return defineRoute(contract.dishes.byMenuBulk, async ({ params, body, user, request, reply }) =>
    answerWithProgress(request, reply, (report) =>
      runTransaction(db, async (tx) => {
        if (!(await menuExists(tx, params.menuId))) throw notFound('Menu not found');
        const ids = await targetIds(dishesSource(tx, params.menuId), body);
        const outcome = new BulkOutcome();
        await inChunks(ids, report, async (chunk) => {
          outcome.changed += await applyToChunk(chunk);
        });
        return outcome.result();

        /** Locks, decides and changes the dishes of `chunk`; answers how many changed. */
        async function applyToChunk(chunk: number[]): Promise<number> {
          const rows = new Map((await lockDishesWithRestaurant(tx, chunk)).map((row) => [row.dish.id, row]));
          const editable: DishRow[] = [];
          for (const id of chunk) {
            const row = rows.get(id);
            const reason =
              row === undefined
                ? refusal('NOT_FOUND')
                : row.dish.menuId !== params.menuId
                  ? refusal('NOT_IN_MENU')
                  : refusalOf(() => assertCanEditRestaurant(user, row.restaurant, 'menus.edit'));
            if (reason !== undefined) outcome.refuse(id, reason);
            else if (row !== undefined) editable.push(row.dish);
          }

          if (body.action === 'delete') {
            const deleted = byId(
              await deleteDishes(
                tx,
                editable.map((dish) => dish.id),
                user.id,
              ),
            );
            await recordActivities(
              tx,
              user,
              deleted.map((dish) => ({
                category: 'DISH',
                actionType: 'DELETE',
                ...activityMessage('DISH_DELETED', { name: dish.name }),
                level: 'WARN',
                entityId: dish.id,
              })),
            );
            return deleted.length;
          }

          // Dishes already so are unchanged: no write, no entry, not refused.
          const toChange = editable
            .filter((dish) => dish.isAvailable !== body.available)
            .map((dish) => dish.id);
          const updated = byId(await setDishesAvailable(tx, toChange, body.available));
          await recordActivities(
            tx,
            user,
            updated.map((dish) => ({
              category: 'DISH',
              actionType: 'UPDATE',
              ...activityMessage('DISH_UPDATED', { name: dish.name }),
              entityId: dish.id,
            })),
          );
          return updated.length;
        }
      }),
    ),
  );
}
