import { activityMessage, FIELD_MESSAGES, type RestaurantOwner } from '@food-admin/api-client';
import { can, type SignedInUser } from '../../auth/permissions';
import type { Executor } from '../../db/database';
import { refuse, validationFailed } from '../../http/errors';
import { fitsInt4 } from '../../http/validation';
import type { ActivityInput } from '../activity/record-activity';
import { findUserById } from '../users/users.repository';
import { displayName } from '../users/users.mapper';

/**
 * The owner a create or update stores (docs/api.md#who-may-do-what). Only an admin picks it, and
 * it must be a RESTAURANT user (400 on `ownerId` otherwise, its field code OWNER_NOT_FOUND or
 * OWNER_NOT_RESTAURANT). A RESTAURANT user's restaurant is theirs: they may leave `ownerId` out or
 * send the owner it has; naming anyone else (or none) is 403 OWNER_ADMIN_ONLY, so a hand-over is
 * never silently dropped.
 */
export async function resolveOwnerId(
  db: Executor,
  actor: SignedInUser,
  requested: number | null | undefined,
  current: number | null,
): Promise<number | null> {
  if (!can(actor, 'platform.manage')) {
    const kept = current ?? actor.id;
    if (requested !== undefined && requested !== kept) throw refuse('OWNER_ADMIN_ONLY');
    return kept;
  }
  if (requested === undefined) return current;
  if (requested === null) return null;
  const owner = fitsInt4(requested) ? await findUserById(db, requested) : undefined;
  if (owner === undefined) throw validationFailed({ ownerId: [FIELD_MESSAGES.OWNER_NOT_FOUND] });
  if (owner.role !== 'RESTAURANT') {
    throw validationFailed({ ownerId: [FIELD_MESSAGES.OWNER_NOT_RESTAURANT] });
  }
  return owner.id;
}

/** Whether `reader` is told who owns the restaurant by name and email: who may edit it (an admin, its owner). */
export const seesOwner = (
  reader: SignedInUser,
  restaurant: { id: number; ownerId: number | null },
): boolean => can(reader, 'restaurants.edit', restaurant);

/** The owner as a restaurant's read names them; null without one or once their account is deleted. */
export async function restaurantOwner(db: Executor, ownerId: number | null): Promise<RestaurantOwner | null> {
  if (ownerId === null) return null;
  const user = await findUserById(db, ownerId);
  return user === undefined ? null : { id: user.id, name: displayName(user), email: user.email };
}

/**
 * The activity entry of an admin's hand-over (written beside the create's or update's own entry, in
 * its transaction; the record's history gets the ownerId change from the trigger).
 */
export const ownerChangeActivity = (
  restaurant: { id: number; name: string },
  owner: RestaurantOwner | null,
): ActivityInput => ({
  category: 'RESTAURANT',
  actionType: 'OWNER',
  ...(owner === null
    ? activityMessage('RESTAURANT_OWNER_REMOVED', { name: restaurant.name })
    : activityMessage('RESTAURANT_OWNER_CHANGED', { name: restaurant.name, owner: owner.name })),
  entityId: restaurant.id,
});
