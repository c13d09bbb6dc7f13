import {
  FIELD_MESSAGES,
  PERMISSION_CATALOGUE,
  refusal,
  type ActivityMessage,
  type Permission,
  type TeamMember,
} from '@food-admin/api-client';
import { assertCan, can, type SignedInUser } from '../../auth/permissions';
import type { Executor } from '../../db/database';
import type { RestaurantRow } from '../../db/rows';
import { notFound, refuse, validationFailed } from '../../http/errors';
import { fitsInt4 } from '../../http/validation';
import type { ActivityInput } from '../activity/record-activity';
import { findRestaurant } from '../restaurants/restaurants.repository';
import { displayName } from '../users/users.mapper';
import { findPermissionSet, type MemberRow } from './team.repository';

/*
 * The rules a team's members and invitations share (docs/api.md#team): who manages the team, and
 * no escalation.
 */

export const toTeamMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  user: { id: row.user.id, name: displayName(row.user), email: row.user.email },
  permissionSet: { id: row.permissionSet.id, name: row.permissionSet.name },
  createdAt: row.createdAt.toISOString(),
});

/** The restaurant (404), locked for a write, whose team `user` manages (403 otherwise). */
export async function managedRestaurant(
  db: Executor,
  user: SignedInUser,
  id: number,
  lock: boolean,
): Promise<RestaurantRow> {
  const restaurant = await findRestaurant(db, id, lock);
  if (restaurant === undefined) throw notFound('Restaurant not found');
  assertCan(user, 'staff.manage', restaurant, refusal('TEAM_NOT_YOURS'));
  return restaurant;
}

/** 403 unless `user` holds every one of `permissions` on the restaurant. */
export function assertHoldsAll(
  user: SignedInUser,
  permissions: readonly Permission[],
  restaurant: RestaurantRow,
): void {
  if (!permissions.every((permission) => can(user, permission, restaurant)))
    throw refuse('PERMISSION_OUT_OF_REACH');
}

/** The set a member is given (a field error when missing or holding platform-wide permissions). */
export async function restaurantSet(db: Executor, id: number) {
  const set = fitsInt4(id) ? await findPermissionSet(db, id) : undefined;
  if (set === undefined)
    throw validationFailed({ permissionSetId: [FIELD_MESSAGES.PERMISSION_SET_NOT_FOUND] });
  if (set.permissions.some((permission) => PERMISSION_CATALOGUE[permission] !== 'restaurant'))
    throw validationFailed({ permissionSetId: [FIELD_MESSAGES.PERMISSION_SET_PLATFORM] });
  return set;
}

/** The feed's entry of a team change, about the restaurant. */
export const teamEntry = (restaurant: RestaurantRow, message: ActivityMessage): ActivityInput => ({
  category: 'RESTAURANT',
  actionType: 'TEAM',
  ...message,
  entityId: restaurant.id,
});
