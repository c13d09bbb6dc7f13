import { activityMessage, contract } from '@food-admin/api-client';
import type { MockUser } from '../fixtures/users';
import { logActivity, mockDb } from '../db/mock-db';
import { toProfile } from './auth';
import { mockEndpoint } from './mock-endpoint';
import { membershipsOf } from './permissions';
import { noContent, refuse } from './respond';

/*
 * PUT /api/profile (docs/api.md#profile), as the server's modules/profile answers it, for the caller
 * `mockDb.actor` (the demo admin unless a test changes it): their own first name, last name and
 * phone change; the email and role never do (the schema drops them from the body).
 */

const FIELD_LABELS = { firstName: 'first name', lastName: 'last name', phone: 'phone' } as const;
type OwnFields = Pick<MockUser, keyof typeof FIELD_LABELS>;

/** The server's `displayName`: "First Last", else the email, else the uid. */
const displayName = (user: MockUser) => `${user.firstName} ${user.lastName}`.trim() || user.email || user.uid;

export const profileEndpoints = {
  myPermissions: mockEndpoint(
    contract.profile.permissions,
    () => {
      const user = mockDb.users.all().find((row) => row.email === mockDb.actor);
      if (!user) return refuse('NO_PROFILE');
      const ownedRestaurantIds = mockDb.restaurants
        .all()
        .filter((restaurant) => restaurant.ownerId === user.id)
        .map((restaurant) => restaurant.id);
      return { ownedRestaurantIds, memberships: membershipsOf(user.id) };
    },
    () => ({ ownedRestaurantIds: [], memberships: [] }),
  ),
  updateProfile: mockEndpoint(
    contract.profile.update,
    ({ body }) => {
      const user = mockDb.users.all().find((row) => row.email === mockDb.actor);
      if (!user) return refuse('NO_PROFILE');
      const next: OwnFields = {
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ? body.phone : null,
      };
      const changed = (Object.keys(FIELD_LABELS) as (keyof OwnFields)[]).filter(
        (field) => (user[field] ?? null) !== next[field],
      );
      if (changed.length === 0) return toProfile(user);
      const updated = mockDb.users.update(user.id, next) ?? user;
      logActivity({
        category: 'USER',
        actionType: 'UPDATE',
        ...activityMessage('PROFILE_UPDATED', {
          fields: changed.join(','),
          labels: changed.map((field) => FIELD_LABELS[field]).join(', '),
        }),
        username: displayName(updated),
        entityId: updated.id,
      });
      return toProfile(updated);
    },
    noContent,
  ),
  // PUT /api/profile/locale: kept, no activity entry (a preference), as the server does.
  setLocale: mockEndpoint(
    contract.profile.setLocale,
    ({ body }) => {
      const user = mockDb.users.all().find((row) => row.email === mockDb.actor);
      if (!user) return refuse('NO_PROFILE');
      return toProfile(mockDb.users.update(user.id, { locale: body.locale }) ?? user);
    },
    noContent,
  ),
};
