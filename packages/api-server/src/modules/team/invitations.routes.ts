import { activityMessage, contract, type MyInvitation } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { runTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivity } from '../activity/record-activity';
import { findRestaurant } from '../restaurants/restaurants.repository';
import { updateUserRole } from '../users/users.repository';
import {
  closeInvitation,
  emailOnTeam,
  findInvitation,
  findOpenInvitation,
  invitationsTo,
  openInvitations,
} from './invitations.repository';
import { findMember, insertMember, isMember } from './team.repository';
import {
  assertHoldsAll,
  openInvitation,
  inviterOf,
  managedRestaurant,
  restaurantSet,
  staffEntry,
  teamEntry,
  toInvitation,
  toTeamMember,
} from './team-rules';

/*
 * Invitations to a restaurant's team (docs/api.md#invitations). Whoever manages the team invites an
 * email with a set they hold there; the invitation stays open INVITATION_DAYS. There is no token to
 * forward: the person who signs in with a verified account of that email sees it (GET
 * /api/invitations) and accepts it, which makes them a member (a customer account becomes a
 * restaurant account). Every step is in the activity feed.
 */

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
        return openInvitation(tx, user, {
          place: restaurant.id,
          email: body.email,
          setId: set.id,
          entry: teamEntry(
            restaurant,
            activityMessage('TEAM_INVITED', { name: restaurant.name, email: body.email, set: set.name }),
          ),
        });
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
        invitedBy: inviterOf(row.invitedBy),
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
        // No restaurant: an invitation to the platform's staff.
        const place = invitation.restaurantId;
        const restaurant = place === null ? null : await findRestaurant(tx, place, true);
        if (restaurant === undefined) throw notFound('Restaurant not found');
        if (restaurant?.ownerId === user.id || (await isMember(tx, place, user.id)))
          throw refuse('MEMBER_EXISTS');
        if (user.role === 'CUSTOMER') await updateUserRole(tx, user.id, 'RESTAURANT');
        const id = await insertMember(tx, {
          userId: user.id,
          restaurantId: place,
          permissionSetId: invitation.permissionSetId,
          createdBy: invitation.invitedBy ?? user.id,
        });
        await closeInvitation(tx, invitation.id, { acceptedAt: now, acceptedBy: user.id });
        const member = await findMember(tx, place, id);
        if (member === undefined) throw new Error('membership not read back');
        const set = member.permissionSet.name;
        await recordActivity(
          tx,
          user,
          restaurant === null
            ? staffEntry(user.id, activityMessage('STAFF_MEMBER_JOINED', { set }))
            : teamEntry(restaurant, activityMessage('TEAM_MEMBER_JOINED', { name: restaurant.name, set })),
        );
        return toTeamMember(member);
      }),
    ),
  ];
}
