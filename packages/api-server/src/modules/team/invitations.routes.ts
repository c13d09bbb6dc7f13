import {
  activityMessage,
  contract,
  INVITATION_DAYS,
  type Invitation,
  type MyInvitation,
} from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { runTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivity } from '../activity/record-activity';
import { findRestaurant } from '../restaurants/restaurants.repository';
import { displayName } from '../users/users.mapper';
import { updateUserRole } from '../users/users.repository';
import {
  closeInvitation,
  emailOnTeam,
  findInvitation,
  findOpenInvitation,
  insertInvitation,
  invitationsTo,
  openInvitations,
  revokeOpenInvitationOf,
  type InvitationRow,
} from './invitations.repository';
import { findMember, insertMember, isMember } from './team.repository';
import { assertHoldsAll, managedRestaurant, restaurantSet, teamEntry, toTeamMember } from './team-rules';

/*
 * Invitations to a restaurant's team (docs/api.md#invitations). Whoever manages the team invites an
 * email with a set they hold there; the invitation stays open INVITATION_DAYS. There is no token to
 * forward: the person who signs in with a verified account of that email sees it (GET
 * /api/invitations) and accepts it, which makes them a member (a customer account becomes a
 * restaurant account). Every step is in the activity feed.
 */

const DAY_MS = 86_400_000;

const personOf = (row: InvitationRow['invitedBy']) =>
  row === null ? null : { id: row.id, name: displayName(row) };

const toInvitation = (row: InvitationRow, now: Date): Invitation => ({
  id: row.id,
  email: row.email,
  permissionSet: { id: row.permissionSet.id, name: row.permissionSet.name },
  invitedBy: personOf(row.invitedBy),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  status: row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'PENDING',
});

export function invitationRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.invitations.list, async ({ params, user }) => {
      const restaurant = await managedRestaurant(db, user, params.id, false);
      const now = new Date();
      return (await openInvitations(db, restaurant.id)).map((row) => toInvitation(row, now));
    }),

    defineRoute(contract.invitations.create, async ({ params, body, user }) =>
      runTransaction(db, async (tx) => {
        const restaurant = await managedRestaurant(tx, user, params.id, true);
        const set = await restaurantSet(tx, body.permissionSetId);
        assertHoldsAll(user, set.permissions, restaurant);
        if (await emailOnTeam(tx, restaurant, body.email)) throw refuse('MEMBER_EXISTS');
        const now = new Date();
        await revokeOpenInvitationOf(tx, restaurant.id, body.email, now);
        const id = await insertInvitation(tx, {
          restaurantId: restaurant.id,
          email: body.email,
          permissionSetId: set.id,
          invitedBy: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
        });
        await recordActivity(
          tx,
          user,
          teamEntry(
            restaurant,
            activityMessage('TEAM_INVITED', { name: restaurant.name, email: body.email, set: set.name }),
          ),
        );
        const created = await findOpenInvitation(tx, restaurant.id, id);
        if (created === undefined) throw new Error('invitation not read back');
        return toInvitation(created, now);
      }),
    ),

    defineRoute(contract.invitations.revoke, async ({ params, user }) => {
      await runTransaction(db, async (tx) => {
        const restaurant = await managedRestaurant(tx, user, params.id, true);
        const invitation = await findOpenInvitation(tx, restaurant.id, params.invitationId);
        if (invitation === undefined) throw notFound('Invitation not found');
        assertHoldsAll(user, invitation.permissionSet.permissions, restaurant);
        await closeInvitation(tx, invitation.id, { revokedAt: new Date() });
        await recordActivity(
          tx,
          user,
          teamEntry(
            restaurant,
            activityMessage('TEAM_INVITATION_REVOKED', { name: restaurant.name, email: invitation.email }),
          ),
        );
      });
    }),

    defineRoute(contract.invitations.mine, async ({ token }): Promise<MyInvitation[]> => {
      // Only an address the identity provider has verified: anyone can sign up with any email.
      if (token.emailVerified !== true || !token.email) return [];
      const rows = await invitationsTo(db, token.email.toLowerCase(), new Date());
      return rows.map((row) => ({
        id: row.id,
        restaurant: row.restaurant,
        permissionSet: { id: row.permissionSet.id, name: row.permissionSet.name },
        invitedBy: personOf(row.invitedBy),
        expiresAt: row.expiresAt.toISOString(),
      }));
    }),

    defineRoute(contract.invitations.accept, async ({ params, token, user }) =>
      runTransaction(db, async (tx) => {
        const invitation = await findInvitation(tx, params.id, true);
        // Someone else's invitation does not exist for the caller.
        if (invitation === undefined || invitation.email !== token.email?.toLowerCase())
          throw notFound('Invitation not found');
        if (token.emailVerified !== true) throw refuse('INVITATION_UNVERIFIED');
        if (invitation.acceptedAt !== null || invitation.revokedAt !== null)
          throw refuse('INVITATION_CLOSED');
        const now = new Date();
        if (invitation.expiresAt.getTime() <= now.getTime()) throw refuse('INVITATION_EXPIRED');
        if (user.role === 'ADMIN' || user.role === 'COURIER') throw refuse('INVITATION_ROLE');
        const restaurant = await findRestaurant(tx, invitation.restaurantId, true);
        if (restaurant === undefined) throw notFound('Restaurant not found');
        if (restaurant.ownerId === user.id || (await isMember(tx, restaurant.id, user.id)))
          throw refuse('MEMBER_EXISTS');
        if (user.role === 'CUSTOMER') await updateUserRole(tx, user.id, 'RESTAURANT');
        const id = await insertMember(tx, {
          userId: user.id,
          restaurantId: restaurant.id,
          permissionSetId: invitation.permissionSetId,
          createdBy: invitation.invitedBy ?? user.id,
        });
        await closeInvitation(tx, invitation.id, { acceptedAt: now, acceptedBy: user.id });
        const member = await findMember(tx, restaurant.id, id);
        if (member === undefined) throw new Error('membership not read back');
        await recordActivity(
          tx,
          user,
          teamEntry(
            restaurant,
            activityMessage('TEAM_MEMBER_JOINED', { name: restaurant.name, set: member.permissionSet.name }),
          ),
        );
        return toTeamMember(member);
      }),
    ),
  ];
}
