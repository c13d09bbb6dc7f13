import { activityMessage, contract, FIELD_MESSAGES, OWNED_SHOWN } from '@food-admin/api-client';
import { mockDb, type MockMembership } from '../db/mock-db';
import { mockEndpoint } from './mock-endpoint';
import { fieldError, noContent, notFound, refuse } from './respond';
import {
  actor,
  assertHoldsAll,
  findOpenInvitation,
  givenSet,
  insertInvitation,
  isMemberAt,
  logStaff,
  membersAt,
  nameOf,
  toLeader,
  openInvitationsTo,
  setOf,
  toMember,
} from './team-rules';

/*
 * The platform's staff (docs/api.md#staff) as the server's modules/team/staff.routes.ts answers it:
 * its administrators (by their role) and the people holding a permission set platform-wide
 * (memberships without a restaurant). Whoever holds users.manage platform-wide reads and changes
 * it, with a restaurant team's rules (./team-rules.ts): no escalation, not one's own membership.
 * Any set may be given platform-wide.
 */

/** The platform's place in memberships and invitations. */
const PLATFORM = null;

/** The member (404), who is not the actor (409), whose set's permissions the actor holds (403). */
function changeableMember(memberId: number): MockMembership {
  const member = mockDb.memberships.find(memberId);
  if (member === undefined || member.restaurantId !== PLATFORM) throw notFound('Member');
  if (member.userId === actor().id) throw refuse('OWN_MEMBERSHIP');
  assertHoldsAll(setOf(member.permissionSetId)?.permissions ?? [], PLATFORM);
  return member;
}

/** Whether the account of `email` is on the staff already: an admin, or holding a platform set. */
const emailOnStaff = (email: string) =>
  mockDb.users
    .all()
    .some(
      (user) =>
        user.email.toLowerCase() === email && (user.role === 'ADMIN' || isMemberAt(PLATFORM, user.id)),
    );

/** Names in the server's order: case-insensitive. */
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase());

export const staffEndpoints = {
  userAccess: mockEndpoint(
    contract.staff.access,
    ({ params }) => {
      const person = mockDb.users.find(params.id);
      if (person === undefined) throw notFound('User');
      const owned = mockDb.restaurants
        .all()
        .filter((restaurant) => restaurant.ownerId === person.id)
        .map(({ id, name }) => ({ id, name }))
        .sort(byName);
      const held = mockDb.memberships.all().filter((membership) => membership.userId === person.id);
      const place = (restaurantId: number | null) => {
        if (restaurantId === null) return null;
        const restaurant = mockDb.restaurants.find(restaurantId);
        return restaurant ? { id: restaurant.id, name: restaurant.name } : undefined;
      };
      return {
        role: person.role,
        owned: { count: owned.length, restaurants: owned.slice(0, OWNED_SHOWN) },
        memberships: held
          .map((membership) => ({ membership, restaurant: place(membership.restaurantId) }))
          .filter(({ restaurant }) => restaurant !== undefined)
          .sort((a, b) =>
            a.restaurant === null ? -1 : b.restaurant === null ? 1 : byName(a.restaurant!, b.restaurant!),
          )
          .map(({ membership, restaurant }) => {
            const set = setOf(membership.permissionSetId);
            return {
              restaurant: restaurant ?? null,
              permissionSet: { id: membership.permissionSetId, name: set?.name ?? '' },
              permissions: [...(set?.permissions ?? [])],
            };
          }),
      };
    },
    () => notFound('User'),
  ),
  staff: mockEndpoint(
    contract.staff.list,
    () => {
      return {
        administrators: mockDb.users
          .all()
          .filter((user) => user.role === 'ADMIN')
          .map(toLeader)
          .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
        members: membersAt(PLATFORM),
      };
    },
    () => ({ administrators: [], members: [] }),
  ),
  addStaffMember: mockEndpoint(
    contract.staff.add,
    ({ body }) => {
      const set = givenSet(body.permissionSetId);
      assertHoldsAll(set.permissions, PLATFORM);
      if (body.userId === actor().id) throw refuse('OWN_MEMBERSHIP');
      const person = mockDb.users.find(body.userId);
      if (person === undefined) throw fieldError('userId', FIELD_MESSAGES.MEMBER_NOT_FOUND);
      if (person.role === 'ADMIN') throw refuse('MEMBER_EXISTS');
      if (person.role !== 'RESTAURANT') throw fieldError('userId', FIELD_MESSAGES.MEMBER_NOT_RESTAURANT);
      if (isMemberAt(PLATFORM, person.id)) throw refuse('MEMBER_EXISTS');
      const added = mockDb.memberships.insert({
        userId: person.id,
        restaurantId: PLATFORM,
        permissionSetId: set.id,
        createdAt: new Date().toISOString(),
      });
      logStaff(person.id, activityMessage('STAFF_MEMBER_ADDED', { person: nameOf(person), set: set.name }));
      return toMember(added);
    },
    noContent,
  ),
  changeStaffMember: mockEndpoint(
    contract.staff.change,
    ({ params, body }) => {
      const member = changeableMember(params.memberId);
      const set = givenSet(body.permissionSetId);
      assertHoldsAll(set.permissions, PLATFORM);
      if (set.id === member.permissionSetId) return toMember(member);
      const changed = toMember(mockDb.memberships.update(member.id, { permissionSetId: set.id }) ?? member);
      logStaff(
        member.userId,
        activityMessage('STAFF_MEMBER_CHANGED', { person: changed.user.name, set: set.name }),
      );
      return changed;
    },
    noContent,
  ),
  removeStaffMember: mockEndpoint(
    contract.staff.remove,
    ({ params }) => {
      const member = changeableMember(params.memberId);
      mockDb.memberships.remove(member.id);
      logStaff(
        member.userId,
        activityMessage('STAFF_MEMBER_REMOVED', { person: toMember(member).user.name }),
      );
    },
    noContent,
  ),
  staffInvitations: mockEndpoint(
    contract.staff.invitations,
    () => {
      return openInvitationsTo(PLATFORM);
    },
    () => [],
  ),
  inviteStaff: mockEndpoint(
    contract.staff.invite,
    ({ body }) => {
      const set = givenSet(body.permissionSetId);
      assertHoldsAll(set.permissions, PLATFORM);
      if (emailOnStaff(body.email)) throw refuse('MEMBER_EXISTS');
      const created = insertInvitation(PLATFORM, body.email, set.id);
      logStaff(undefined, activityMessage('STAFF_INVITED', { email: body.email, set: set.name }));
      return created;
    },
    noContent,
  ),
  revokeStaffInvitation: mockEndpoint(
    contract.staff.revokeInvitation,
    ({ params }) => {
      const invitation = findOpenInvitation(PLATFORM, params.invitationId);
      if (invitation === undefined) throw notFound('Invitation');
      assertHoldsAll(setOf(invitation.permissionSetId)?.permissions ?? [], PLATFORM);
      mockDb.invitations.update(invitation.id, { revokedAt: new Date().toISOString() });
      logStaff(undefined, activityMessage('STAFF_INVITATION_REVOKED', { email: invitation.email }));
    },
    noContent,
  ),
};
