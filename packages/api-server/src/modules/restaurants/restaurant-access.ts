import type { Executor } from '../../db/database';
import type { RestaurantRow, UserRow } from '../../db/rows';
import { notFound, refuse } from '../../http/errors';
import { findRestaurant } from './restaurants.repository';

/** ADMIN edits every restaurant; a RESTAURANT user only the ones they own. */
export function assertCanEditRestaurant(user: UserRow, restaurant: RestaurantRow): void {
  if (user.role === 'ADMIN') return;
  if (user.role === 'RESTAURANT' && restaurant.ownerId === user.id) return;
  throw refuse('NOT_YOUR_RESTAURANT');
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
