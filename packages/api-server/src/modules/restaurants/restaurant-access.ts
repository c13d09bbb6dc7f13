import { refusal, type Permission } from '@food-admin/api-client';
import type { Executor } from '../../db/database';
import type { RestaurantRow } from '../../db/rows';
import { assertCan, type SignedInUser } from '../../auth/permissions';
import { notFound } from '../../http/errors';
import { findRestaurant } from './restaurants.repository';

/** The permissions a change of a restaurant or of its catalogue takes (auth/permissions.ts). */
export type RestaurantPermission = Extract<
  Permission,
  'restaurants.edit' | 'restaurants.pause' | 'menus.edit'
>;

/** 403 NOT_YOUR_RESTAURANT unless `user` holds `permission` on the restaurant (an admin on every one). */
export function assertCanEditRestaurant(
  user: SignedInUser,
  restaurant: RestaurantRow,
  permission: RestaurantPermission,
): void {
  assertCan(user, permission, restaurant, refusal('NOT_YOUR_RESTAURANT'));
}

/** 404 when missing, 403 unless `user` holds `permission` on it. */
export async function loadEditableRestaurant(
  db: Executor,
  user: SignedInUser,
  restaurantId: number,
  permission: RestaurantPermission,
  lock = false,
): Promise<RestaurantRow> {
  const restaurant = await findRestaurant(db, restaurantId, lock);
  if (restaurant === undefined) throw notFound('Restaurant not found');
  assertCanEditRestaurant(user, restaurant, permission);
  return restaurant;
}
