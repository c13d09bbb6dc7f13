import { activityMessage, contract, UNPAGED_LIST_CAP } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { assertVersion } from '../../http/edge/versions';
import { listRoutes } from '../list-routes';
import { recordActivity } from '../activity/record-activity';
import { restaurantHasOrders } from '../orders/orders.repository';
import { loadEditableRestaurant } from './restaurant-access';
import { ownerChangeActivity, resolveOwnerId, restaurantOwner, seesOwner } from './restaurant-owner';
import { restaurantsBulkRoute } from './restaurants.bulk';
import { restaurantColumns, toRestaurant } from './restaurants.mapper';
import {
  allRestaurants,
  deleteRestaurant,
  findRatedRestaurant,
  insertRestaurant,
  ratingOf,
  restaurantsSource,
  updateRestaurant,
  type RatedRestaurantRow,
} from './restaurants.repository';

export function restaurantRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.restaurants.all, async () =>
      (await allRestaurants(db, UNPAGED_LIST_CAP)).map((row) => toRestaurant(row)),
    ),

    ...listRoutes(db, {
      endpoints: {
        list: contract.restaurants.list,
        facets: contract.restaurants.facets,
        export: contract.restaurants.export,
      },
      source: (_params, caller) => restaurantsSource(db, caller),
      toItem: (row: RatedRestaurantRow) => toRestaurant(row),
    }),

    restaurantsBulkRoute(db),

    defineRoute(contract.restaurants.get, async ({ params, user }) => {
      const row = await findRatedRestaurant(db, params.id);
      if (row === undefined) throw notFound('Restaurant not found');
      // Admins and the owner see who owns it (the detail page, the form's owner picker).
      const owner = seesOwner(user, row) ? await restaurantOwner(db, row.ownerId) : undefined;
      return toRestaurant(row, owner);
    }),

    defineRoute(contract.restaurants.create, async ({ body, user }) => {
      const created = await db.transaction(async (tx) => {
        const ownerId = await resolveOwnerId(tx, user, body.ownerId, null);
        const row = await insertRestaurant(tx, { ...restaurantColumns(body), ownerId });
        const owner = await restaurantOwner(tx, ownerId);
        await recordActivity(tx, user, {
          category: 'RESTAURANT',
          actionType: 'CREATE',
          ...activityMessage('RESTAURANT_CREATED', { name: row.name }),
        });
        // An admin's restaurant made for someone else says so; an owner's own one needs no entry.
        if (owner !== null && owner.id !== user.id) {
          await recordActivity(tx, user, ownerChangeActivity(row, owner));
        }
        return { row, owner };
      });
      // A new restaurant has no reviews yet, nor a menu, so it takes no orders.
      return toRestaurant(
        { ...created.row, averageRating: null, reviewCount: 0, availability: 'closed' },
        seesOwner(user, created.row) ? created.owner : undefined,
      );
    }),

    defineRoute(contract.restaurants.update, async ({ params, body, user, expectedVersion }) => {
      const updated = await db.transaction(async (tx) => {
        const current = await loadEditableRestaurant(tx, user, params.id, 'restaurants.edit', true);
        await assertVersion(expectedVersion, current, 'restaurant', async () =>
          toRestaurant({ ...current, ...(await ratingOf(tx, current.id)) }),
        );
        const ownerId = await resolveOwnerId(tx, user, body.ownerId, current.ownerId);
        const row = await updateRestaurant(tx, params.id, { ...restaurantColumns(body), ownerId });
        if (row === undefined) throw notFound('Restaurant not found');
        const owner = await restaurantOwner(tx, ownerId);
        await recordActivity(tx, user, {
          category: 'RESTAURANT',
          actionType: 'UPDATE',
          ...activityMessage('RESTAURANT_UPDATED', { name: row.name }),
        });
        // A hand-over is audited in its own words; the history records the ownerId change itself.
        if (ownerId !== current.ownerId) await recordActivity(tx, user, ownerChangeActivity(row, owner));
        return { row: { ...row, ...(await ratingOf(tx, row.id)) }, owner };
      });
      return toRestaurant(updated.row, seesOwner(user, updated.row) ? updated.owner : undefined);
    }),

    defineRoute(contract.restaurants.remove, async ({ params, user, expectedVersion }) => {
      await db.transaction(async (tx) => {
        const restaurant = await loadEditableRestaurant(tx, user, params.id, 'restaurants.edit', true);
        await assertVersion(expectedVersion, restaurant, 'restaurant', async () =>
          toRestaurant({ ...restaurant, ...(await ratingOf(tx, restaurant.id)) }),
        );
        // Orders are financial records (orders.restaurant_id is RESTRICT): say so before the database does.
        if (await restaurantHasOrders(tx, params.id)) {
          throw refuse('RESTAURANT_HAS_ORDERS');
        }
        await deleteRestaurant(tx, params.id, user.id);
        await recordActivity(tx, user, {
          category: 'RESTAURANT',
          actionType: 'DELETE',
          ...activityMessage('RESTAURANT_DELETED', { name: restaurant.name }),
          level: 'WARN',
        });
      });
    }),
  ];
}
