import { activityMessage, contract } from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import { membershipsHeld } from '../../auth/caller';
import type { AppContext } from '../../context';
import { restaurants } from '../../db/schema';
import { runTransaction } from '../../db/transaction';
import { refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivity } from '../activity/record-activity';
import { toProfile } from '../users/users.mapper';
import { findUserById } from '../users/users.repository';
import { updateOwnLocale, updateOwnProfile, type OwnProfileFields } from './profile.repository';

const FIELD_LABELS: Record<keyof OwnProfileFields, string> = {
  firstName: 'first name',
  lastName: 'last name',
  phone: 'phone',
};

/** What differs between two versions of the fields, as the activity feed names it ("first name, phone"). */
const changedFields = (before: OwnProfileFields, after: OwnProfileFields): (keyof OwnProfileFields)[] =>
  (Object.keys(FIELD_LABELS) as (keyof OwnProfileFields)[]).filter((field) => before[field] !== after[field]);

/**
 * PUT /api/profile (docs/api.md#profile): the caller edits their own name and phone. The row is the
 * caller's, found by the verified token's uid at the edge; the body cannot name another user, and
 * its email or role (if sent) are dropped by the schema, so neither can change here.
 */
export function profileRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.profile.update, async ({ body, user }) =>
      runTransaction(db, async (tx) => {
        // Locked: an admin's role change running at the same time is applied before or after, never lost.
        const current = await findUserById(tx, user.id, true);
        // An admin deleted the profile after the edge found it: answer as the edge would have.
        if (current === undefined) throw refuse('NO_PROFILE');
        const next: OwnProfileFields = {
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone ? body.phone : null,
        };
        const changed = changedFields(current, next);
        // Saving an unchanged form writes nothing and logs nothing.
        if (changed.length === 0) return toProfile(current);
        const updated = await updateOwnProfile(tx, current.id, next);
        if (updated === undefined) throw refuse('NO_PROFILE');
        await recordActivity(tx, updated, {
          category: 'USER',
          actionType: 'UPDATE',
          ...activityMessage('PROFILE_UPDATED', {
            fields: changed.join(','),
            labels: changed.map((field) => FIELD_LABELS[field]).join(', '),
          }),
        });
        return toProfile(updated);
      }),
    ),
    // GET /api/me/permissions: what the app hides and shows by (docs/api.md#team).
    defineRoute(contract.profile.permissions, async ({ user }) => {
      const [owned, memberships] = await Promise.all([
        db
          .select({ id: restaurants.id })
          .from(restaurants)
          .where(eq(restaurants.ownerId, user.id))
          .orderBy(restaurants.id),
        membershipsHeld(db, user.id),
      ]);
      return { ownedRestaurantIds: owned.map((row) => row.id), memberships };
    }),
    // PUT /api/profile/locale: a preference, not a change others need to see, so no activity entry.
    defineRoute(contract.profile.setLocale, async ({ body, user }) => {
      const updated = await updateOwnLocale(db, user.id, body.locale);
      if (updated === undefined) throw refuse('NO_PROFILE');
      return toProfile(updated);
    }),
  ];
}
