import { activityMessage, contract, FIELD_MESSAGES, type PlatformStaff } from '@food-admin/api-client';
import type { SignedInUser } from '../../auth/permissions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { runTransaction } from '../../db/transaction';
import { notFound, refuse, validationFailed } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { fitsInt4 } from '../../http/validation';
import { recordActivity } from '../activity/record-activity';
import { findUserById } from '../users/users.repository';
import { displayName } from '../users/users.mapper';
import { closeInvitation, emailOnStaff, findOpenInvitation, openInvitations } from './invitations.repository';
import {
  administrators,
  deleteMember,
  findMember,
  insertMember,
  placeMembers,
  setMemberSet,
} from './team.repository';
import { userAccess } from './user-access';
import {
  assertHoldsAll,
  givenSet,
  isMembershipClash,
  openInvitation,
  staffEntry,
  toInvitation,
  toTeamLeader,
  toTeamMember,
} from './team-rules';

/*
 * The platform's staff (docs/api.md#staff): people holding a permission set platform-wide, beside
 * the administrators, who hold everything by their role. Whoever holds users.manage platform-wide
 * (the edge asks it) reads and changes it with a restaurant team's rules: nobody gives or takes away
 * a permission they do not hold platform-wide, and nobody changes their own membership. The last
 * administrator is the Users page's rule (a role); staff memberships never hold that role.
 */

/** The platform's place in memberships and invitations. */
const PLATFORM = null;

/** The member (404), who is not the caller (409), whose set's permissions the caller holds (403). */
async function changeableMember(db: Executor, user: SignedInUser, memberId: number) {
  const member = await findMember(db, PLATFORM, memberId);
  if (member === undefined) throw notFound('Member not found');
  if (member.user.id === user.id) throw refuse('OWN_MEMBERSHIP');
  assertHoldsAll(user, member.permissionSet.permissions, PLATFORM);
  return member;
}

export function staffRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.staff.access, async ({ params }) => {
      const person = await findUserById(db, params.id);
      if (person === undefined) throw notFound('User not found');
      return userAccess(db, person);
    }),

    defineRoute(contract.staff.list, async (): Promise<PlatformStaff> => {
      const [admins, members] = await Promise.all([administrators(db), placeMembers(db, PLATFORM)]);
      return {
        administrators: admins.map(toTeamLeader),
        members: members.map(toTeamMember),
      };
    }),

    defineRoute(contract.staff.add, async ({ body, user }) =>
      runTransaction(db, async (tx) => {
        const set = await givenSet(tx, body.permissionSetId);
        assertHoldsAll(user, set.permissions, PLATFORM);
        if (body.userId === user.id) throw refuse('OWN_MEMBERSHIP');
        const person = fitsInt4(body.userId) ? await findUserById(tx, body.userId) : undefined;
        if (person === undefined) throw validationFailed({ userId: [FIELD_MESSAGES.MEMBER_NOT_FOUND] });
        if (person.role === 'ADMIN') throw refuse('MEMBER_EXISTS');
        if (person.role !== 'RESTAURANT')
          throw validationFailed({ userId: [FIELD_MESSAGES.MEMBER_NOT_RESTAURANT] });
        const id = await insertMember(tx, {
          userId: person.id,
          restaurantId: PLATFORM,
          permissionSetId: set.id,
          createdBy: user.id,
        }).catch((error: unknown) => {
          throw isMembershipClash(error) ? refuse('MEMBER_EXISTS') : error;
        });
        const added = await findMember(tx, PLATFORM, id);
        if (added === undefined) throw new Error('membership not read back');
        await recordActivity(
          tx,
          user,
          staffEntry(
            person.id,
            activityMessage('STAFF_MEMBER_ADDED', { person: displayName(person), set: set.name }),
          ),
        );
        return toTeamMember(added);
      }),
    ),

    defineRoute(contract.staff.change, async ({ params, body, user }) =>
      runTransaction(db, async (tx) => {
        const member = await changeableMember(tx, user, params.memberId);
        const set = await givenSet(tx, body.permissionSetId);
        assertHoldsAll(user, set.permissions, PLATFORM);
        if (set.id === member.permissionSet.id) return toTeamMember(member);
        await setMemberSet(tx, member.id, set.id);
        await recordActivity(
          tx,
          user,
          staffEntry(
            member.user.id,
            activityMessage('STAFF_MEMBER_CHANGED', { person: displayName(member.user), set: set.name }),
          ),
        );
        return toTeamMember({ ...member, permissionSet: set });
      }),
    ),

    defineRoute(contract.staff.remove, async ({ params, user }) => {
      await runTransaction(db, async (tx) => {
        const member = await changeableMember(tx, user, params.memberId);
        await deleteMember(tx, member.id);
        await recordActivity(
          tx,
          user,
          staffEntry(
            member.user.id,
            activityMessage('STAFF_MEMBER_REMOVED', { person: displayName(member.user) }),
          ),
        );
      });
    }),

    defineRoute(contract.staff.invitations, async () => {
      const now = new Date();
      return (await openInvitations(db, PLATFORM)).map((row) => toInvitation(row, now));
    }),

    defineRoute(contract.staff.invite, async ({ body, user }) =>
      runTransaction(db, async (tx) => {
        const set = await givenSet(tx, body.permissionSetId);
        assertHoldsAll(user, set.permissions, PLATFORM);
        if (await emailOnStaff(tx, body.email)) throw refuse('MEMBER_EXISTS');
        return openInvitation(tx, user, {
          place: PLATFORM,
          email: body.email,
          setId: set.id,
          entry: staffEntry(
            undefined,
            activityMessage('STAFF_INVITED', { email: body.email, set: set.name }),
          ),
        });
      }),
    ),

    defineRoute(contract.staff.revokeInvitation, async ({ params, user }) => {
      await runTransaction(db, async (tx) => {
        const invitation = await findOpenInvitation(tx, PLATFORM, params.invitationId);
        if (invitation === undefined) throw notFound('Invitation not found');
        assertHoldsAll(user, invitation.permissionSet.permissions, PLATFORM);
        await closeInvitation(tx, invitation.id, { revokedAt: new Date() });
        await recordActivity(
          tx,
          user,
          staffEntry(undefined, activityMessage('STAFF_INVITATION_REVOKED', { email: invitation.email })),
        );
      });
    }),
  ];
}
