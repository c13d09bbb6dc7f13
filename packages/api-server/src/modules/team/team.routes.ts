import { activityMessage, contract, FIELD_MESSAGES, type RestaurantTeam } from '@food-admin/api-client';
import type { SignedInUser } from '../../auth/permissions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { RestaurantRow } from '../../db/rows';
import { runTransaction } from '../../db/transaction';
import { notFound, refuse, validationFailed } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { fitsInt4 } from '../../http/validation';
import { recordActivity } from '../activity/record-activity';
import { findUserById } from '../users/users.repository';
import { displayName } from '../users/users.mapper';
import {
  anotherMemberManages,
  deleteMember,
  findLeader,
  findMember,
  insertMember,
  placeMembers,
  setMemberSet,
  type MemberRow,
} from './team.repository';
import {
  assertHoldsAll,
  isMembershipClash,
  managedRestaurant,
  restaurantSet,
  teamEntry,
  toTeamLeader,
  toTeamMember,
} from './team-rules';

/*
 * A restaurant's team (docs/api.md#team). Whoever holds staff.manage on the restaurant (its owner,
 * a Manager, an admin) reads and changes it, with three rules: nobody gives or takes away a
 * permission they do not hold there (no escalation), nobody changes their own membership, and a
 * restaurant without an owner keeps at least one member who manages its team. Every write locks
 * the restaurant's row first, so two writes on one team take turns and the last-manager check sees
 * the other's result.
 */

/** The member (404), who is not the caller (409), whose set's permissions the caller holds (403). */
async function changeableMember(
  db: Executor,
  user: SignedInUser,
  restaurant: RestaurantRow,
  memberId: number,
) {
  const member = await findMember(db, restaurant.id, memberId);
  if (member === undefined) throw notFound('Member not found');
  if (member.user.id === user.id) throw refuse('OWN_MEMBERSHIP');
  assertHoldsAll(user, member.permissionSet.permissions, restaurant);
  return member;
}

/**
 * 409 LAST_TEAM_MANAGER when `member` is the last one managing the team of a restaurant without an
 * owner (an owner always does) and is about to stop.
 */
async function assertTeamKeepsAManager(
  db: Executor,
  restaurant: RestaurantRow,
  member: MemberRow,
): Promise<void> {
  if (!member.permissionSet.permissions.includes('staff.manage')) return;
  const owner = restaurant.ownerId === null ? undefined : await findUserById(db, restaurant.ownerId);
  if (owner?.role === 'RESTAURANT') return;
  if (!(await anotherMemberManages(db, restaurant.id, member.id))) throw refuse('LAST_TEAM_MANAGER');
}

export function teamRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.team.members, async ({ params, user }): Promise<RestaurantTeam> => {
      const restaurant = await managedRestaurant(db, user, params.id, false);
      const [owner, members] = await Promise.all([
        restaurant.ownerId === null ? undefined : findLeader(db, restaurant.ownerId),
        placeMembers(db, restaurant.id),
      ]);
      return { owner: owner ? toTeamLeader(owner) : null, members: members.map(toTeamMember) };
    }),

    defineRoute(contract.team.addMember, async ({ params, body, user }) =>
      runTransaction(db, async (tx) => {
        const restaurant = await managedRestaurant(tx, user, params.id, true);
        const set = await restaurantSet(tx, body.permissionSetId);
        assertHoldsAll(user, set.permissions, restaurant);
        if (body.userId === user.id) throw refuse('OWN_MEMBERSHIP');
        const person = fitsInt4(body.userId) ? await findUserById(tx, body.userId) : undefined;
        if (person === undefined) throw validationFailed({ userId: [FIELD_MESSAGES.MEMBER_NOT_FOUND] });
        if (person.role !== 'RESTAURANT')
          throw validationFailed({ userId: [FIELD_MESSAGES.MEMBER_NOT_RESTAURANT] });
        if (person.id === restaurant.ownerId) throw refuse('MEMBER_EXISTS');
        const id = await insertMember(tx, {
          userId: person.id,
          restaurantId: restaurant.id,
          permissionSetId: set.id,
          createdBy: user.id,
        }).catch((error: unknown) => {
          throw isMembershipClash(error) ? refuse('MEMBER_EXISTS') : error;
        });
        const added = await findMember(tx, restaurant.id, id);
        if (added === undefined) throw new Error('membership not read back');
        await recordActivity(
          tx,
          user,
          teamEntry(
            restaurant,
            activityMessage('TEAM_MEMBER_ADDED', {
              name: restaurant.name,
              person: displayName(person),
              set: set.name,
            }),
          ),
        );
        return toTeamMember(added);
      }),
    ),

    defineRoute(contract.team.changeMember, async ({ params, body, user }) =>
      runTransaction(db, async (tx) => {
        const restaurant = await managedRestaurant(tx, user, params.id, true);
        const member = await changeableMember(tx, user, restaurant, params.memberId);
        const set = await restaurantSet(tx, body.permissionSetId);
        assertHoldsAll(user, set.permissions, restaurant);
        if (set.id === member.permissionSet.id) return toTeamMember(member);
        if (!set.permissions.includes('staff.manage')) await assertTeamKeepsAManager(tx, restaurant, member);
        await setMemberSet(tx, member.id, set.id);
        await recordActivity(
          tx,
          user,
          teamEntry(
            restaurant,
            activityMessage('TEAM_MEMBER_CHANGED', {
              name: restaurant.name,
              person: displayName(member.user),
              set: set.name,
            }),
          ),
        );
        return toTeamMember({ ...member, permissionSet: set });
      }),
    ),

    defineRoute(contract.team.removeMember, async ({ params, user }) => {
      await runTransaction(db, async (tx) => {
        const restaurant = await managedRestaurant(tx, user, params.id, true);
        const member = await changeableMember(tx, user, restaurant, params.memberId);
        await assertTeamKeepsAManager(tx, restaurant, member);
        await deleteMember(tx, member.id);
        await recordActivity(
          tx,
          user,
          teamEntry(
            restaurant,
            activityMessage('TEAM_MEMBER_REMOVED', {
              name: restaurant.name,
              person: displayName(member.user),
            }),
          ),
        );
      });
    }),
  ];
}
