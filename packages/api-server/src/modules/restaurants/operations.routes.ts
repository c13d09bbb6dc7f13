import type { SignedInUser } from '../../auth/permissions';
import { activityMessage, contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { RestaurantRow } from '../../db/rows';
import { notFound } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { assertVersion } from '../../http/edge/versions';
import { recordActivity } from '../activity/record-activity';
import { saveAcceptingSpans } from './accepting-spans';
import { clearPause, operationsOf, writePause, writeRules } from './operations';
import { loadEditableRestaurant } from './restaurant-access';
import { findRestaurant } from './restaurants.repository';

/**
 * A restaurant's operations (docs/api.md#operations): anyone signed in reads them (the customer app
 * shows whether it takes orders); ADMIN and its owner change the rules, pause and resume it.
 */
export function operationsRoutes({ db, config }: AppContext): Route[] {
  const answer = (row: RestaurantRow | undefined) => {
    if (row === undefined) throw notFound('Restaurant not found');
    return operationsOf(db, row, config.defaultTimeZone);
  };
  /**
   * One change of a restaurant's operations by whoever holds its permission (auth/permissions.ts), in one transaction with its
   * activity entry; `write` answers undefined when there is nothing to change (no entry then).
   */
  const change = async (
    user: SignedInUser,
    id: number,
    entry: {
      actionType: string;
      code: 'RESTAURANT_HOURS_UPDATED' | 'RESTAURANT_PAUSED' | 'RESTAURANT_RESUMED';
    },
    write: (tx: Executor, current: RestaurantRow) => Promise<RestaurantRow | undefined>,
  ) =>
    answer(
      await db.transaction(async (tx) => {
        // Hours are the restaurant's settings; pausing and resuming are a kitchen's call.
        const permission =
          entry.code === 'RESTAURANT_HOURS_UPDATED' ? 'restaurants.edit' : 'restaurants.pause';
        const current = await loadEditableRestaurant(tx, user, id, permission, true);
        const updated = await write(tx, current);
        if (updated === undefined) return current;
        await recordActivity(tx, user, {
          category: 'RESTAURANT',
          actionType: entry.actionType,
          ...activityMessage(entry.code, { name: current.name }),
          entityId: id,
        });
        return updated;
      }),
    );

  return [
    defineRoute(contract.restaurants.operations, async ({ params }) =>
      answer(await findRestaurant(db, params.id)),
    ),

    defineRoute(contract.restaurants.updateOperations, ({ params, body, user, expectedVersion }) =>
      change(
        user,
        params.id,
        { actionType: 'UPDATE', code: 'RESTAURANT_HOURS_UPDATED' },
        async (tx, current) => {
          await assertVersion(expectedVersion, current, 'restaurant', () =>
            operationsOf(tx, current, config.defaultTimeZone),
          );
          const updated = await writeRules(tx, params.id, body);
          // The list's "open now" follows the new hours from this save on (docs/architecture.md#availability).
          if (updated !== undefined) await saveAcceptingSpans(tx, updated, config.defaultTimeZone);
          return updated;
        },
      ),
    ),

    defineRoute(contract.restaurants.pause, ({ params, body, user }) =>
      change(user, params.id, { actionType: 'PAUSE', code: 'RESTAURANT_PAUSED' }, (tx) =>
        writePause(tx, params.id, body, user.id),
      ),
    ),

    // Resuming what is not paused changes nothing and says nothing.
    defineRoute(contract.restaurants.resume, ({ params, user }) =>
      change(user, params.id, { actionType: 'RESUME', code: 'RESTAURANT_RESUMED' }, async (tx, current) =>
        current.pausedUntil === null ? undefined : clearPause(tx, params.id),
      ),
    ),
  ];
}
