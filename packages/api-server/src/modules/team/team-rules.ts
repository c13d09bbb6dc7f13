import {
  FIELD_MESSAGES,
  INVITATION_DAYS,
  PERMISSION_CATALOGUE,
  refusal,
  type ActivityMessage,
  type Invitation,
  type Permission,
  type TeamLeader,
  type TeamMember,
} from '@food-admin/api-client';
import { assertCan, can, type SignedInUser } from '../../auth/permissions';
import type { Executor } from '../../db/database';
import { pgErrorOf } from '../../db/pg-error';
import type { RestaurantRow } from '../../db/rows';
import { notFound, refuse, validationFailed } from '../../http/errors';
import { fitsInt4 } from '../../http/validation';
import { recordActivity, type ActivityInput } from '../activity/record-activity';
import { findRestaurant } from '../restaurants/restaurants.repository';
import { displayName } from '../users/users.mapper';
import {
  findOpenInvitation,
  insertInvitation,
  revokeOpenInvitationOf,
  type InvitationRow,
} from './invitations.repository';
import { findPermissionSet } from './permission-sets.repository';
import type { LeaderRow, MemberRow, Place } from './team.repository';

/*
 * The rules a team's members and invitations share, and the platform's staff with them
 * (docs/api.md#team): who manages the team, and no escalation.
 */

export const toTeamLeader = (row: LeaderRow): TeamLeader => ({
  id: row.id,
  name: displayName(row),
  email: row.email,
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
});

export const toTeamMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  user: { id: row.user.id, name: displayName(row.user), email: row.user.email },
  permissionSet: { id: row.permissionSet.id, name: row.permissionSet.name },
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
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

/** 403 unless `user` holds every one of `permissions` on the restaurant (null: platform-wide). */
export function assertHoldsAll(
  user: SignedInUser,
  permissions: readonly Permission[],
  restaurant: RestaurantRow | null,
): void {
  if (!permissions.every((permission) => can(user, permission, restaurant ?? undefined)))
    throw refuse('PERMISSION_OUT_OF_REACH');
}

/** The set a member is given (a field error when there is none of that id). */
export async function givenSet(db: Executor, id: number) {
  const set = fitsInt4(id) ? await findPermissionSet(db, id) : undefined;
  if (set === undefined)
    throw validationFailed({ permissionSetId: [FIELD_MESSAGES.PERMISSION_SET_NOT_FOUND] });
  return set;
}

/** The set a restaurant's member is given (a field error when missing or holding platform-wide permissions). */
export async function restaurantSet(db: Executor, id: number) {
  const set = await givenSet(db, id);
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

/** Who sent an invitation, as its readers see them. */
export const inviterOf = (row: InvitationRow['invitedBy']) =>
  row === null ? null : { id: row.id, name: displayName(row) };

export const toInvitation = (row: InvitationRow, now: Date): Invitation => ({
  id: row.id,
  email: row.email,
  permissionSet: { id: row.permissionSet.id, name: row.permissionSet.name },
  invitedBy: inviterOf(row.invitedBy),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  status: row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'PENDING',
});

/** How long an invitation stays open. */
const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

/** The feed's entry of a change of the platform's staff, about the person (none for an invitation). */
export const staffEntry = (personId: number | undefined, message: ActivityMessage): ActivityInput => ({
  category: 'USER',
  actionType: 'STAFF',
  ...message,
  entityId: personId,
});

/** The unique index of one set per person and place, met by an add that raced another. */
export const isMembershipClash = (error: unknown) =>
  pgErrorOf(error)?.code === '23505' && pgErrorOf(error)?.constraint === 'memberships_user_restaurant_key';

/**
 * A new invitation of `email` to the place (a restaurant's team, or the platform's staff: null)
 * with the set, replacing the open one of that email there; written to the feed as `entry`.
 */
export async function openInvitation(
  db: Executor,
  user: SignedInUser,
  invited: { place: Place; email: string; setId: number; entry: ActivityInput },
): Promise<Invitation> {
  const now = new Date();
  await revokeOpenInvitationOf(db, invited.place, invited.email, now);
  const id = await insertInvitation(db, {
    restaurantId: invited.place,
    email: invited.email,
    permissionSetId: invited.setId,
    invitedBy: user.id,
    createdAt: now,
    expiresAt: invitationExpiry(now),
  });
  await recordActivity(db, user, invited.entry);
  const created = await findOpenInvitation(db, invited.place, id);
  if (created === undefined) throw new Error('invitation not read back');
  return toInvitation(created, now);
}
