import type { SignedInUser } from '../../auth/permissions';
import type { Executor } from '../../db/database';
import type { MenuRow, RestaurantRow } from '../../db/rows';
import { notFound, validationFailed } from '../../http/errors';
import { fitsInt4 } from '../../http/validation';
import { assertCanEditRestaurant } from '../restaurants/restaurant-access';
import { findRestaurant } from '../restaurants/restaurants.repository';
import { findMenuWithRestaurant } from './menus.repository';

/** 404 when missing, 403 when the editor may not edit its restaurant. */
export async function loadEditableMenu(
  db: Executor,
  user: SignedInUser,
  menuId: number,
  lock = false,
): Promise<{ menu: MenuRow; restaurant: RestaurantRow }> {
  const row = await findMenuWithRestaurant(db, menuId, lock);
  if (row === undefined) throw notFound('Menu not found');
  assertCanEditRestaurant(user, row.restaurant, 'menus.edit');
  return row;
}

/** A restaurant named in a body (moving a menu): missing is a field error (400), someone else's is 403. */
export async function loadTargetRestaurant(
  db: Executor,
  user: SignedInUser,
  restaurantId: number,
): Promise<RestaurantRow> {
  const restaurant = fitsInt4(restaurantId) ? await findRestaurant(db, restaurantId) : undefined;
  if (restaurant === undefined) {
    throw validationFailed({ restaurantId: ['Restaurant not found'] });
  }
  assertCanEditRestaurant(user, restaurant, 'menus.edit');
  return restaurant;
}
