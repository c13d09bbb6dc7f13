import {
  FIELD_MESSAGES,
  INVITATION_DAYS,
  PERMISSION_CATALOGUE,
  type ActivityMessage,
  type Invitation,
  type Permission,
  type TeamLeader,
  type TeamMember,
} from '@food-admin/api-client';
import { actorUser, logActivity, mockDb, type MockInvitation, type MockMembership } from '../db/mock-db';
import type { MockUser } from '../fixtures/users';
import { can } from './permissions';
import { fieldError, refuse } from './respond';

/*
 * The rules a restaurant's team, its invitations and the platform's staff share (docs/api.md#team,
 * #staff), as the server's modules/team/team-rules.ts: who acts, which set is given, no escalation,
 * and how members and invitations are answered. A place is a restaurant's id, or null for the
 * platform (its staff: memberships and invitations without a restaurant).
 */

/** A restaurant's id, or null: the platform's staff. */
export type Place = number | null;

/** The actor (an admin when the store's actor has no row, as the other handlers). */
export const actor = () =>
  actorUser() ?? ({ id: 0, role: 'ADMIN', firstName: '', lastName: '', email: '' } as MockUser);

export const nameOf = (user: Pick<MockUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

export const setOf = (id: number) => mockDb.permissionSets.find(id);

/** 403 unless the actor holds every one of `permissions` at `place` (null: platform-wide). */
export function assertHoldsAll(permissions: readonly Permission[], place: Place): void {
  if (!permissions.every((permission) => can(actor(), permission, place ?? undefined)))
    throw refuse('PERMISSION_OUT_OF_REACH');
}

/** The set a member is given (a field error when there is none of that id). */
export function givenSet(id: number) {
  const set = setOf(id);
  if (set === undefined) throw fieldError('permissionSetId', FIELD_MESSAGES.PERMISSION_SET_NOT_FOUND);
  return set;
}

/** The set a restaurant's member is given (a field error when missing or holding platform-wide permissions). */
export function restaurantSet(id: number) {
  const set = givenSet(id);
  if (set.permissions.some((permission) => PERMISSION_CATALOGUE[permission] !== 'restaurant'))
    throw fieldError('permissionSetId', FIELD_MESSAGES.PERMISSION_SET_PLATFORM);
  return set;
}

/** The memberships at `place` (a restaurant's team, or the platform's staff). */
export const membershipsAt = (place: Place) =>
  mockDb.memberships.all().filter((membership) => membership.restaurantId === place);

export const isMemberAt = (place: Place, userId: number) =>
  membershipsAt(place).some((membership) => membership.userId === userId);

/** When the person last used the API, as the server notes it; null if never. */
const lastSeenOf = (userId: number) =>
  mockDb.lastSeen.all().find((seen) => seen.userId === userId)?.at ?? null;

/** A restaurant's owner or an administrator, as their place's team shows them. */
export const toLeader = (user: MockUser): TeamLeader => ({
  id: user.id,
  name: nameOf(user),
  email: user.email,
  lastSeenAt: lastSeenOf(user.id),
});

export function toMember(membership: MockMembership): TeamMember {
  const user = mockDb.users.find(membership.userId);
  const set = setOf(membership.permissionSetId);
  return {
    id: membership.id,
    user: { id: membership.userId, name: user ? nameOf(user) : '', email: user?.email ?? '' },
    permissionSet: { id: membership.permissionSetId, name: set?.name ?? '' },
    createdAt: membership.createdAt,
    lastSeenAt: lastSeenOf(membership.userId),
  };
}

/** The members at `place` by name, as the server lists them. */
export const membersAt = (place: Place): TeamMember[] =>
  membershipsAt(place)
    .map(toMember)
    .sort((a, b) => a.user.name.localeCompare(b.user.name) || a.id - b.id);

const DAY_MS = 86_400_000;

/** Until when an invitation sent at `now` stays open. */
export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * DAY_MS);

export const isOpen = (invitation: MockInvitation) =>
  invitation.acceptedAt === null && invitation.revokedAt === null;

/** Who sent an invitation, as its readers see them. */
export const personRef = (id: number | null) => {
  const user = id === null ? undefined : mockDb.users.find(id);
  return user ? { id: user.id, name: nameOf(user) } : null;
};

export function toInvitation(invitation: MockInvitation): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    permissionSet: { id: invitation.permissionSetId, name: setOf(invitation.permissionSetId)?.name ?? '' },
    invitedBy: personRef(invitation.invitedBy),
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    status: Date.parse(invitation.expiresAt) <= Date.now() ? 'EXPIRED' : 'PENDING',
  };
}

/** The open invitations to `place`, newest first (expired ones stay until revoked or replaced). */
export const openInvitationsTo = (place: Place): Invitation[] =>
  mockDb.invitations
    .all()
    .filter((invitation) => invitation.restaurantId === place && isOpen(invitation))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map(toInvitation);

/** The open invitation `id` to `place`, or undefined. */
export function findOpenInvitation(place: Place, id: number): MockInvitation | undefined {
  const invitation = mockDb.invitations.find(id);
  return invitation !== undefined && invitation.restaurantId === place && isOpen(invitation)
    ? invitation
    : undefined;
}

/**
 * A new invitation of `email` to `place`, by the actor: it replaces the email's open one there
 * (revoked now), open for INVITATION_DAYS.
 */
export function insertInvitation(place: Place, email: string, permissionSetId: number): Invitation {
  const now = new Date();
  for (const open of mockDb.invitations.all())
    if (open.restaurantId === place && open.email === email && isOpen(open))
      mockDb.invitations.update(open.id, { revokedAt: now.toISOString() });
  const created = mockDb.invitations.insert({
    restaurantId: place,
    email,
    permissionSetId,
    invitedBy: actor().id || null,
    createdAt: now.toISOString(),
    expiresAt: invitationExpiry(now).toISOString(),
    acceptedAt: null,
    revokedAt: null,
  });
  return toInvitation(created);
}

/** The feed's entry of a change of the platform's staff, about the person (none for an invitation). */
export const logStaff = (personId: number | undefined, message: ActivityMessage) =>
  logActivity({ category: 'USER', actionType: 'STAFF', ...message, entityId: personId });
