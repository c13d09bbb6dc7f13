import { activityMessage, contract, refusal } from '@food-admin/api-client';
import { BulkOutcome, byId, inChunks, refusalOf, targetIds } from '../../db/bulk';
import type { Database } from '../../db/database';
import type { RestaurantRow } from '../../db/rows';
import { runTransaction } from '../../db/transaction';
import { answerWithProgress } from '../../http/edge/progress';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivities } from '../activity/record-activity';
import { restaurantsWithOrders } from '../orders/orders.repository';
import { assertCanEditRestaurant } from './restaurant-access';
import {
  deleteRestaurants,
  lockRestaurants,
  restaurantsSource,
  setRestaurantsActive,
} from './restaurants.repository';

/**
 * POST /api/restaurants/bulk (docs/api.md#bulk-actions): activate, deactivate or delete many
 * restaurants in one transaction. Each row is authorised on its own (a RESTAURANT user changes
 * only their own; the others are refused with the single update's 403 text), a restaurant with
 * orders is not deleted (the single delete's 409 text), and each changed row logs the entry its
 * single update or delete would. Rows go a chunk at a time, reporting progress to a caller who
 * asked (docs/api.md#progress).
 */
export function restaurantsBulkRoute(db: Database): Route {
  return defineRoute(contract.restaurants.bulk, async ({ body, user, request, reply }) =>
    answerWithProgress(request, reply, (report) =>
      runTransaction(db, async (tx) => {
        const ids = await targetIds(restaurantsSource(tx, user), body);
        const outcome = new BulkOutcome();
        await inChunks(ids, report, async (chunk) => {
          outcome.changed += await applyToChunk(chunk);
        });
        return outcome.result();

        /** Locks, decides and changes the restaurants of `chunk`; answers how many changed. */
        async function applyToChunk(chunk: number[]): Promise<number> {
          // Locked like the single update and delete: an order placed meanwhile waits for this commit.
          const rows = new Map((await lockRestaurants(tx, chunk)).map((row) => [row.id, row]));
          const editable: RestaurantRow[] = [];
          for (const id of chunk) {
            const row = rows.get(id);
            const reason =
              row === undefined
                ? refusal('NOT_FOUND')
                : refusalOf(() => assertCanEditRestaurant(user, row, 'restaurants.edit'));
            if (reason !== undefined) outcome.refuse(id, reason);
            else if (row !== undefined) editable.push(row);
          }

          if (body.action === 'delete') {
            const withOrders = await restaurantsWithOrders(
              tx,
              editable.map((row) => row.id),
            );
            for (const id of withOrders) outcome.refuse(id, refusal('RESTAURANT_HAS_ORDERS'));
            const deleted = byId(
              await deleteRestaurants(
                tx,
                editable.filter((row) => !withOrders.has(row.id)).map((row) => row.id),
                user.id,
              ),
            );
            await recordActivities(
              tx,
              user,
              deleted.map((row) => ({
                category: 'RESTAURANT',
                actionType: 'DELETE',
                ...activityMessage('RESTAURANT_DELETED', { name: row.name }),
                level: 'WARN',
              })),
            );
            return deleted.length;
          }

          const isActive = body.action === 'activate';
          // Rows already in that state are unchanged: no write, no entry, not refused.
          const toChange = editable.filter((row) => row.isActive !== isActive).map((row) => row.id);
          const updated = byId(await setRestaurantsActive(tx, toChange, isActive));
          await recordActivities(
            tx,
            user,
            updated.map((row) => ({
              category: 'RESTAURANT',
              actionType: 'UPDATE',
              ...activityMessage('RESTAURANT_UPDATED', { name: row.name }),
            })),
          );
          return updated.length;
        }
      }),
    ),
  );
}
