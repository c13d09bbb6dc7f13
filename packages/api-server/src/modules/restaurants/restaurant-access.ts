import type { Executor } from '../../db/database';
import type { RestaurantRow, UserRow } from '../../db/rows';
import { forbidden, notFound } from '../../http/errors';
import { findRestaurant } from './restaurants.repository';

/** Orders are financial records (orders.restaurant_id is RESTRICT): such a restaurant is deactivated instead. */
export const HAS_ORDERS_MESSAGE =
  'This restaurant has orders and cannot be deleted. Mark it inactive instead.';

/** ADMIN edits every restaurant; a RESTAURANT user only the ones they own. */
export function assertCanEditRestaurant(user: UserRow, restaurant: RestaurantRow): void {
  if (user.role === 'ADMIN') return;
  if (user.role === 'RESTAURANT' && restaurant.ownerId === user.id) return;
  throw forbidden('You can only change your own restaurants');
}

/** 404 when missing, 403 when the editor is a RESTAURANT user who does not own it. */
export async function loadEditableRestaurant(
  db: Executor,
  user: UserRow,
  restaurantId: number,
  lock = false,
): Promise<RestaurantRow> {
  const restaurant = await findRestaurant(db, restaurantId, lock);
  if (restaurant === undefined) throw notFound('Restaurant not found');
  assertCanEditRestaurant(user, restaurant);
  return restaurant;
}
