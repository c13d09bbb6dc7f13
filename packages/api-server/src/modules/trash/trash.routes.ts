import {
  activityMessage,
  contract,
  refusal,
  TRASH_ACTIVITY_CATEGORY as CATEGORY,
  type TrashKind,
} from '@food-admin/api-client';
import { assertCan, type SignedInUser } from '../../auth/permissions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { runTransaction } from '../../db/transaction';
import { pgErrorOf } from '../../db/pg-error';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivity } from '../activity/record-activity';
import { dishMapper } from '../dishes/dishes.mapper';
import { findDish } from '../dishes/dishes.repository';
import { toMenu } from '../menus/menus.mapper';
import { findMenu } from '../menus/menus.repository';
import { toRestaurant } from '../restaurants/restaurants.mapper';
import { findRatedRestaurant } from '../restaurants/restaurants.repository';
import { toReview } from '../reviews/reviews.mapper';
import { findReviewListRow } from '../reviews/reviews.repository';
import { toUser } from '../users/users.mapper';
import { findUserById, readmitAccount } from '../users/users.repository';
import {
  deleteForever,
  lockAnyRow,
  NO_RESTAURANT,
  owningRestaurant,
  restoreFromTrash,
  trashPage,
} from './trash';

/**
 * Restores a row of `kind` (docs/api.md#trash) for a caller allowed to delete it: an admin, or for
 * a restaurant, menu or dish whoever holds its permission on the restaurant. Answers the row as its GET does; one RESTORE
 * activity entry when it was deleted (restoring a live row changes nothing).
 */
async function restore<T>(
  tx: Executor,
  user: SignedInUser,
  kind: TrashKind,
  id: number,
  answer: (tx: Executor) => Promise<{ value: T; name: string } | undefined>,
): Promise<T> {
  const row = await lockAnyRow(tx, kind, id);
  if (kind === 'restaurant' || kind === 'menu' || kind === 'dish') {
    const restaurant = (await owningRestaurant(tx, kind, row)) ?? NO_RESTAURANT;
    const permission = kind === 'restaurant' ? 'restaurants.edit' : 'menus.edit';
    assertCan(user, permission, restaurant, refusal('NOT_YOUR_RESTAURANT'));
  }
  await restoreFromTrash(tx, kind, row);
  const restored = await answer(tx);
  if (restored === undefined) throw notFound();
  if (row.deletedAt !== null) {
    await recordActivity(tx, user, {
      category: CATEGORY[kind],
      actionType: 'RESTORE',
      ...activityMessage('TRASH_RESTORED', { kind, name: restored.name }),
    });
  }
  return restored.value;
}

/**
 * The trash (docs/api.md#trash): restore per resource (same callers as its delete), the admins'
 * "Recently deleted" list and Delete forever.
 */
export function trashRoutes({ db, config, accounts }: AppContext): Route[] {
  return [
    defineRoute(contract.restaurants.restore, ({ params, user }) =>
      runTransaction(db, (tx) =>
        restore(tx, user, 'restaurant', params.id, async (t) => {
          const row = await findRatedRestaurant(t, params.id);
          return row && { value: toRestaurant(row), name: row.name };
        }),
      ),
    ),
    defineRoute(contract.menus.restore, ({ params, user }) =>
      runTransaction(db, (tx) =>
        restore(tx, user, 'menu', params.id, async (t) => {
          const row = await findMenu(t, params.id);
          return row && { value: toMenu(row), name: row.name };
        }),
      ),
    ),
    defineRoute(contract.dishes.restore, ({ params, user }) =>
      runTransaction(db, (tx) =>
        restore(tx, user, 'dish', params.id, async (t) => {
          const row = await findDish(t, params.id);
          return row && { value: dishMapper(config.currency)(row), name: row.name };
        }),
      ),
    ),
    defineRoute(contract.admin.restoreReview, ({ params, user }) =>
      runTransaction(db, (tx) =>
        restore(tx, user, 'review', params.id, async (t) => {
          const row = await findReviewListRow(t, params.id);
          return row && { value: toReview(row), name: `#${row.review.id} of ${row.restaurantName}` };
        }),
      ),
    ),
    defineRoute(contract.admin.restoreUser, async ({ params, user }) => {
      try {
        let uid = '';
        const restored = await runTransaction(db, (tx) =>
          restore(tx, user, 'user', params.id, async (t) => {
            const row = await findUserById(t, params.id);
            if (row === undefined) return undefined;
            // Their account may register and sign in again.
            await readmitAccount(t, row.uid);
            uid = row.uid;
            return { value: toUser(row), name: row.email || row.uid };
          }),
        );
        await accounts.enable(uid);
        return restored;
      } catch (error) {
        // Someone registered with their email while they were deleted.
        if (pgErrorOf(error)?.code === '23505') throw refuse('EMAIL_TAKEN_SINCE');
        throw error;
      }
    }),

    defineRoute(contract.admin.trash, ({ query }) => trashPage(db, query, config.trash.retentionDays)),

    defineRoute(contract.admin.purgeTrashItem, ({ params, user }) =>
      runTransaction(db, async (tx) => {
        await deleteForever(tx, params.kind, params.id);
        await recordActivity(tx, user, {
          category: CATEGORY[params.kind],
          actionType: 'PURGE',
          ...activityMessage('TRASH_PURGED', { kind: params.kind, id: params.id }),
          level: 'WARN',
        });
      }),
    ),
  ];
}
