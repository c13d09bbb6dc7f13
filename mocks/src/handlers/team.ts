import { activityMessage, contract, FIELD_MESSAGES, type Restaurant } from '@food-admin/api-client';
import { actorUser, logActivity, mockDb, type MockMembership } from '../db/mock-db';
import { existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { can } from './permissions';
import { fieldError, noContent, notFound, refuse } from './respond';
import {
  actor,
  assertHoldsAll,
  findOpenInvitation,
  insertInvitation,
  isMemberAt,
  isOpen,
  logStaff,
  membersAt,
  membershipsAt,
  nameOf,
  toLeader,
  openInvitationsTo,
  personRef,
  restaurantSet,
  setOf,
  toMember,
} from './team-rules';

/*
 * A restaurant's team (docs/api.md#team) as the server's modules/team/team.routes.ts answers it:
 * staff.manage on the restaurant to read or change it, no escalation, not one's own membership,
 * and a restaurant without an owner keeps someone who manages its team. The platform's staff, with
 * the same rules platform-wide, is ./staff.ts; both share ./team-rules.ts.
 */

function managed(id: number): Restaurant {
  const restaurant = existing(mockDb.restaurants, id, 'Restaurant');
  if (!can(actor(), 'staff.manage', restaurant.id)) throw refuse('TEAM_NOT_YOURS');
  return restaurant;
}

const staffManager = (setId: number) => setOf(setId)?.permissions.includes('staff.manage') ?? false;

function changeable(restaurant: Restaurant, memberId: number): MockMembership {
  const member = mockDb.memberships.find(memberId);
  if (member === undefined || member.restaurantId !== restaurant.id) throw notFound('Member');
  if (member.userId === actor().id) throw refuse('OWN_MEMBERSHIP');
  assertHoldsAll(setOf(member.permissionSetId)?.permissions ?? [], restaurant.id);
  return member;
}

function assertKeepsAManager(restaurant: Restaurant, member: MockMembership): void {
  if (!staffManager(member.permissionSetId)) return;
  const owner = restaurant.ownerId == null ? undefined : mockDb.users.find(restaurant.ownerId);
  if (owner?.role === 'RESTAURANT') return;
  const another = membershipsAt(restaurant.id).some(
    (other) => other.id !== member.id && staffManager(other.permissionSetId),
  );
  if (!another) throw refuse('LAST_TEAM_MANAGER');
}

const logTeam = (restaurant: Restaurant, message: ReturnType<typeof activityMessage>) =>
  logActivity({ category: 'RESTAURANT', actionType: 'TEAM', ...message, entityId: restaurant.id });

export const teamEndpoints = {
  teamMembers: mockEndpoint(
    contract.team.members,
    ({ params }) => {
      const restaurant = managed(params.id);
      const owner = restaurant.ownerId == null ? undefined : mockDb.users.find(restaurant.ownerId);
      return {
        owner: owner ? toLeader(owner) : null,
        members: membersAt(restaurant.id),
      };
    },
    () => ({ owner: null, members: [] }),
  ),
  addTeamMember: mockEndpoint(
    contract.team.addMember,
    ({ params, body }) => {
      const restaurant = managed(params.id);
      const set = restaurantSet(body.permissionSetId);
      assertHoldsAll(set.permissions, restaurant.id);
      if (body.userId === actor().id) throw refuse('OWN_MEMBERSHIP');
      const person = mockDb.users.find(body.userId);
      if (person === undefined) throw fieldError('userId', FIELD_MESSAGES.MEMBER_NOT_FOUND);
      if (person.role !== 'RESTAURANT') throw fieldError('userId', FIELD_MESSAGES.MEMBER_NOT_RESTAURANT);
      if (isMemberAt(restaurant.id, person.id) || person.id === restaurant.ownerId)
        throw refuse('MEMBER_EXISTS');
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
      assertHoldsAll(set.permissions, restaurant.id);
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

/**
 * Invitations (docs/api.md#invitations) as the server's modules/team/invitations.routes.ts answers
 * them; the actor's email counts as verified (the mocks have no identity provider). An invitation
 * without a restaurant is to the platform's staff (./staff.ts sends and lists those): accepting it
 * makes a platform-wide membership.
 */
export const invitationEndpoints = {
  invitations: mockEndpoint(
    contract.invitations.list,
    ({ params }) => openInvitationsTo(managed(params.id).id),
    () => [],
  ),
  invite: mockEndpoint(
    contract.invitations.create,
    ({ params, body }) => {
      const restaurant = managed(params.id);
      const set = restaurantSet(body.permissionSetId);
      assertHoldsAll(set.permissions, restaurant.id);
      const onTeam = mockDb.users
        .all()
        .some(
          (user) =>
            user.email.toLowerCase() === body.email &&
            (user.id === restaurant.ownerId || isMemberAt(restaurant.id, user.id)),
        );
      if (onTeam) throw refuse('MEMBER_EXISTS');
      const created = insertInvitation(restaurant.id, body.email, set.id);
      logTeam(
        restaurant,
        activityMessage('TEAM_INVITED', { name: restaurant.name, email: body.email, set: set.name }),
      );
      return created;
    },
    noContent,
  ),
  revokeInvitation: mockEndpoint(
    contract.invitations.revoke,
    ({ params }) => {
      const restaurant = managed(params.id);
      const invitation = findOpenInvitation(restaurant.id, params.invitationId);
      if (invitation === undefined) throw notFound('Invitation');
      assertHoldsAll(setOf(invitation.permissionSetId)?.permissions ?? [], restaurant.id);
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
          const restaurant =
            invitation.restaurantId === null ? null : mockDb.restaurants.find(invitation.restaurantId);
          // A restaurant deleted since: the invitation leads nowhere.
          if (restaurant === undefined) return [];
          return [
            {
              id: invitation.id,
              restaurant: restaurant && { id: restaurant.id, name: restaurant.name },
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
      // No restaurant: an invitation to the platform's staff.
      const place = invitation.restaurantId;
      const restaurant = place === null ? null : existing(mockDb.restaurants, place, 'Restaurant');
      if (restaurant?.ownerId === user.id || isMemberAt(place, user.id)) throw refuse('MEMBER_EXISTS');
      if (user.role === 'CUSTOMER') mockDb.users.update(user.id, { role: 'RESTAURANT' });
      const added = mockDb.memberships.insert({
        userId: user.id,
        restaurantId: place,
        permissionSetId: invitation.permissionSetId,
        createdAt: new Date().toISOString(),
      });
      mockDb.invitations.update(invitation.id, { acceptedAt: new Date().toISOString() });
      const set = setOf(invitation.permissionSetId)?.name ?? '';
      if (restaurant === null) logStaff(user.id, activityMessage('STAFF_MEMBER_JOINED', { set }));
      else logTeam(restaurant, activityMessage('TEAM_MEMBER_JOINED', { name: restaurant.name, set }));
      return toMember(added);
    },
    noContent,
  ),
};
