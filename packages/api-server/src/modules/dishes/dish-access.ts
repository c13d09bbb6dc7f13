import type { SignedInUser } from '../../auth/permissions';
import type { Executor } from '../../db/database';
import type { DishRow, MenuRow } from '../../db/rows';
import { notFound, validationFailed } from '../../http/errors';
import { fitsInt4 } from '../../http/validation';
import { findMenuWithRestaurant } from '../menus/menus.repository';
import { assertCanEditRestaurant } from '../restaurants/restaurant-access';
import { findDishWithRestaurant } from './dishes.repository';

/** 404 when missing, 403 when the editor may not edit its restaurant. */
export async function loadEditableDish(
  db: Executor,
  user: SignedInUser,
  dishId: number,
  lock = false,
): Promise<DishRow> {
  const row = await findDishWithRestaurant(db, dishId, lock);
  if (row === undefined) throw notFound('Dish not found');
  assertCanEditRestaurant(user, row.restaurant, 'menus.edit');
  return row.dish;
}

/** A menu named in a body (moving a dish): missing is a field error (400), someone else's is 403. */
export async function loadTargetMenu(db: Executor, user: SignedInUser, menuId: number): Promise<MenuRow> {
  const row = fitsInt4(menuId) ? await findMenuWithRestaurant(db, menuId) : undefined;
  if (row === undefined) throw validationFailed({ menuId: ['Menu not found'] });
  assertCanEditRestaurant(user, row.restaurant, 'menus.edit');
  return row.menu;
}
