import {
  activityMessage,
  contract,
  FIELD_MESSAGES,
  INVITATION_DAYS,
  PERMISSION_CATALOGUE,
  type Invitation,
  type Permission,
  type Restaurant,
  type TeamMember,
} from '@food-admin/api-client';
import { actorUser, logActivity, mockDb, type MockInvitation, type MockMembership } from '../db/mock-db';
import type { MockUser } from '../fixtures/users';
import { existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { can, MOCK_PERMISSION_SETS } from './permissions';
import { fieldError, noContent, notFound, refuse } from './respond';

/*
 * A restaurant's team (docs/api.md#team) as the server's modules/team/team.routes.ts answers it:
 * staff.manage on the restaurant to read or change it, no escalation, not one's own membership,
 * and a restaurant without an owner keeps someone who manages its team.
 */

/** The actor (an admin when the store's actor has no row, as the other handlers). */
const actor = () =>
  actorUser() ?? ({ id: 0, role: 'ADMIN', firstName: '', lastName: '', email: '' } as MockUser);
const nameOf = (user: Pick<MockUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
const setOf = (id: number) => MOCK_PERMISSION_SETS.find((set) => set.id === id);

function managed(id: number): Restaurant {
  const restaurant = existing(mockDb.restaurants, id, 'Restaurant');
  if (!can(actor(), 'staff.manage', restaurant.id)) throw refuse('TEAM_NOT_YOURS');
  return restaurant;
}

function assertHoldsAll(permissions: readonly Permission[], restaurant: Restaurant): void {
  if (!permissions.every((permission) => can(actor(), permission, restaurant.id)))
    throw refuse('PERMISSION_OUT_OF_REACH');
}

function restaurantSet(id: number) {
  const set = setOf(id);
  if (set === undefined) throw fieldError('permissionSetId', FIELD_MESSAGES.PERMISSION_SET_NOT_FOUND);
  if (set.permissions.some((permission) => PERMISSION_CATALOGUE[permission] !== 'restaurant'))
    throw fieldError('permissionSetId', FIELD_MESSAGES.PERMISSION_SET_PLATFORM);
  return set;
}

function toMember(membership: MockMembership): TeamMember {
  const user = mockDb.users.find(membership.userId);
  const set = setOf(membership.permissionSetId);
  return {
    id: membership.id,
    user: { id: membership.userId, name: user ? nameOf(user) : '', email: user?.email ?? '' },
    permissionSet: { id: membership.permissionSetId, name: set?.name ?? '' },
    createdAt: membership.createdAt,
  };
}

function changeable(restaurant: Restaurant, memberId: number): MockMembership {
  const member = mockDb.memberships.find(memberId);
  if (member === undefined || member.restaurantId !== restaurant.id) throw notFound('Member');
  if (member.userId === actor().id) throw refuse('OWN_MEMBERSHIP');
  assertHoldsAll(setOf(member.permissionSetId)?.permissions ?? [], restaurant);
  return member;
}

function assertKeepsAManager(restaurant: Restaurant, member: MockMembership): void {
  if (!setOf(member.permissionSetId)?.permissions.includes('staff.manage')) return;
  const owner = restaurant.ownerId == null ? undefined : mockDb.users.find(restaurant.ownerId);
  if (owner?.role === 'RESTAURANT') return;
  const another = mockDb.memberships
    .all()
    .some(
      (other) =>
        other.restaurantId === restaurant.id &&
        other.id !== member.id &&
        setOf(other.permissionSetId)?.permissions.includes('staff.manage'),
    );
  if (!another) throw refuse('LAST_TEAM_MANAGER');
}

const logTeam = (restaurant: Restaurant, message: ReturnType<typeof activityMessage>) =>
  logActivity({ category: 'RESTAURANT', actionType: 'TEAM', ...message, entityId: restaurant.id });

export const teamEndpoints = {
  permissionSets: mockEndpoint(
    contract.team.permissionSets,
    () => [...MOCK_PERMISSION_SETS].sort((a, b) => a.name.localeCompare(b.name)),
    () => [],
  ),
  teamMembers: mockEndpoint(
    contract.team.members,
    ({ params }) => {
      const restaurant = managed(params.id);
      const owner = restaurant.ownerId == null ? undefined : mockDb.users.find(restaurant.ownerId);
      return {
        owner: owner ? { id: owner.id, name: nameOf(owner), email: owner.email } : null,
        members: mockDb.memberships
          .all()
          .filter((membership) => membership.restaurantId === restaurant.id)
          .map(toMember)
          .sort((a, b) => a.user.name.localeCompare(b.user.name) || a.id - b.id),
      };
    },
    () => ({ owner: null, members: [] }),
  ),
  addTeamMember: mockEndpoint(
    contract.team.addMember,
    ({ params, body }) => {
      const restaurant = managed(params.id);
      const set = restaurantSet(body.permissionSetId);
      assertHoldsAll(set.permissions, restaurant);
      if (body.userId === actor().id) throw refuse('OWN_MEMBERSHIP');
      const person = mockDb.users.find(body.userId);
      if (person === undefined) throw fieldError('userId', FIELD_MESSAGES.MEMBER_NOT_FOUND);
      if (person.role !== 'RESTAURANT') throw fieldError('userId', FIELD_MESSAGES.MEMBER_NOT_RESTAURANT);
      const already = mockDb.memberships
        .all()
        .some((membership) => membership.userId === person.id && membership.restaurantId === restaurant.id);
      if (already || person.id === restaurant.ownerId) throw refuse('MEMBER_EXISTS');
      const added = mockDb.memberships.insert({
        userId: person.id,
        restaurantId: restaurant.id,
        permissionSetId: set.id,
        createdAt: new Date().toISOString(),
      });
      logTeam(
        restaurant,
        activityMessage('TEAM_MEMBER_ADDED', {
          name: restaurant.name,
          person: nameOf(person),
          set: set.name,
        }),
      );
      return toMember(added);
    },
    noContent,
  ),
  changeTeamMember: mockEndpoint(
    contract.team.changeMember,
    ({ params, body }) => {
      const restaurant = managed(params.id);
      const member = changeable(restaurant, params.memberId);
      const set = restaurantSet(body.permissionSetId);
      assertHoldsAll(set.permissions, restaurant);
      if (set.id === member.permissionSetId) return toMember(member);
      if (!set.permissions.includes('staff.manage')) assertKeepsAManager(restaurant, member);
      const changed = mockDb.memberships.update(member.id, { permissionSetId: set.id }) ?? member;
      logTeam(
        restaurant,
        activityMessage('TEAM_MEMBER_CHANGED', {
          name: restaurant.name,
          person: toMember(changed).user.name,
          set: set.name,
        }),
      );
      return toMember(changed);
    },
    noContent,
  ),
  removeTeamMember: mockEndpoint(
    contract.team.removeMember,
    ({ params }) => {
      const restaurant = managed(params.id);
      const member = changeable(restaurant, params.memberId);
      assertKeepsAManager(restaurant, member);
      mockDb.memberships.remove(member.id);
      logTeam(
        restaurant,
        activityMessage('TEAM_MEMBER_REMOVED', { name: restaurant.name, person: toMember(member).user.name }),
      );
    },
    noContent,
  ),
};

const DAY_MS = 86_400_000;
const isOpen = (invitation: MockInvitation) =>
  invitation.acceptedAt === null && invitation.revokedAt === null;
const personRef = (id: number | null) => {
  const user = id === null ? undefined : mockDb.users.find(id);
  return user ? { id: user.id, name: nameOf(user) } : null;
};

function toInvitation(invitation: MockInvitation): Invitation {
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

/**
 * Invitations (docs/api.md#invitations) as the server's modules/team/invitations.routes.ts answers
 * them; the actor's email counts as verified (the mocks have no identity provider).
 */
export const invitationEndpoints = {
  invitations: mockEndpoint(
    contract.invitations.list,
    ({ params }) => {
      const restaurant = managed(params.id);
      return mockDb.invitations
        .all()
        .filter((invitation) => invitation.restaurantId === restaurant.id && isOpen(invitation))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map(toInvitation);
    },
    () => [],
  ),
  invite: mockEndpoint(
    contract.invitations.create,
    ({ params, body }) => {
      const restaurant = managed(params.id);
      const set = restaurantSet(body.permissionSetId);
      assertHoldsAll(set.permissions, restaurant);
      const onTeam = mockDb.users
        .all()
        .some(
          (user) =>
            user.email.toLowerCase() === body.email &&
            (user.id === restaurant.ownerId ||
              mockDb.memberships
                .all()
                .some(
                  (membership) => membership.userId === user.id && membership.restaurantId === restaurant.id,
                )),
        );
      if (onTeam) throw refuse('MEMBER_EXISTS');
      const now = new Date();
      for (const open of mockDb.invitations.all())
        if (open.restaurantId === restaurant.id && open.email === body.email && isOpen(open))
          mockDb.invitations.update(open.id, { revokedAt: now.toISOString() });
      const created = mockDb.invitations.insert({
        restaurantId: restaurant.id,
        email: body.email,
        permissionSetId: set.id,
        invitedBy: actor().id || null,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
        acceptedAt: null,
        revokedAt: null,
      });
      logTeam(
        restaurant,
        activityMessage('TEAM_INVITED', { name: restaurant.name, email: body.email, set: set.name }),
      );
      return toInvitation(created);
    },
    noContent,
  ),
  revokeInvitation: mockEndpoint(
    contract.invitations.revoke,
    ({ params }) => {
      const restaurant = managed(params.id);
      const invitation = mockDb.invitations.find(params.invitationId);
      if (invitation === undefined || invitation.restaurantId !== restaurant.id || !isOpen(invitation))
        throw notFound('Invitation');
      assertHoldsAll(setOf(invitation.permissionSetId)?.permissions ?? [], restaurant);
      mockDb.invitations.update(invitation.id, { revokedAt: new Date().toISOString() });
      logTeam(
        restaurant,
        activityMessage('TEAM_INVITATION_REVOKED', { name: restaurant.name, email: invitation.email }),
      );
    },
    noContent,
  ),
  myInvitations: mockEndpoint(
    contract.invitations.mine,
    () =>
      mockDb.invitations
        .all()
        .filter(
          (invitation) =>
            invitation.email === mockDb.actor.toLowerCase() &&
            isOpen(invitation) &&
            Date.parse(invitation.expiresAt) > Date.now(),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .flatMap((invitation) => {
          const restaurant = mockDb.restaurants.find(invitation.restaurantId);
          if (restaurant === undefined) return [];
          return [
            {
              id: invitation.id,
              restaurant: { id: restaurant.id, name: restaurant.name },
              permissionSet: {
                id: invitation.permissionSetId,
                name: setOf(invitation.permissionSetId)?.name ?? '',
              },
              invitedBy: personRef(invitation.invitedBy),
              expiresAt: invitation.expiresAt,
            },
          ];
        }),
    () => [],
  ),
  acceptInvitation: mockEndpoint(
    contract.invitations.accept,
    ({ params }) => {
      const user = actorUser();
      const invitation = mockDb.invitations.find(params.id);
      if (user === undefined || invitation === undefined || invitation.email !== user.email.toLowerCase())
        throw notFound('Invitation');
      if (!isOpen(invitation)) throw refuse('INVITATION_CLOSED');
      if (Date.parse(invitation.expiresAt) <= Date.now()) throw refuse('INVITATION_EXPIRED');
      if (user.role === 'ADMIN' || user.role === 'COURIER') throw refuse('INVITATION_ROLE');
      const restaurant = existing(mockDb.restaurants, invitation.restaurantId, 'Restaurant');
      const member = mockDb.memberships
        .all()
        .some((membership) => membership.userId === user.id && membership.restaurantId === restaurant.id);
      if (member || restaurant.ownerId === user.id) throw refuse('MEMBER_EXISTS');
      if (user.role === 'CUSTOMER') mockDb.users.update(user.id, { role: 'RESTAURANT' });
      const added = mockDb.memberships.insert({
        userId: user.id,
        restaurantId: restaurant.id,
        permissionSetId: invitation.permissionSetId,
        createdAt: new Date().toISOString(),
      });
      mockDb.invitations.update(invitation.id, { acceptedAt: new Date().toISOString() });
      logTeam(
        restaurant,
        activityMessage('TEAM_MEMBER_JOINED', {
          name: restaurant.name,
          set: setOf(invitation.permissionSetId)?.name ?? '',
        }),
      );
      return toMember(added);
    },
    noContent,
  ),
};
