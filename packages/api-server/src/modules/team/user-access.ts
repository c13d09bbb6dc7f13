import { OWNED_SHOWN, type UserAccess } from '@food-admin/api-client';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { memberships, permissionSets, restaurants } from '../../db/schema';
import type { UserRow } from '../../db/rows';

/**
 * What one person can do (docs/api.md#staff, GET /admin/users/{id}/access): their role, what they
 * own and their memberships, read in two queries at once; the app derives the grants from them
 * with the contract's grantsOf, as the server does.
 */
export async function userAccess(db: Executor, person: Pick<UserRow, 'id' | 'role'>): Promise<UserAccess> {
  const [owned, held] = await Promise.all([
    db
      // The window counts every owned restaurant before the limit keeps the first few.
      .select({
        id: restaurants.id,
        name: restaurants.name,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(restaurants)
      .where(eq(restaurants.ownerId, person.id))
      .orderBy(asc(sql`lower(${restaurants.name})`), asc(restaurants.id))
      .limit(OWNED_SHOWN),
    db
      .select({
        restaurantId: memberships.restaurantId,
        restaurantName: restaurants.name,
        permissionSet: { id: permissionSets.id, name: permissionSets.name },
        permissions: permissionSets.permissions,
      })
      .from(memberships)
      .innerJoin(permissionSets, eq(permissionSets.id, memberships.permissionSetId))
      .leftJoin(restaurants, eq(restaurants.id, memberships.restaurantId))
      // Platform-wide first, then by the restaurant's name.
      .where(eq(memberships.userId, person.id))
      .orderBy(sql`${memberships.restaurantId} is not null`, asc(sql`lower(${restaurants.name})`)),
  ]);
  return {
    role: person.role,
    owned: { count: owned[0]?.total ?? 0, restaurants: owned.map(({ id, name }) => ({ id, name })) },
    memberships: held
      // A membership of a restaurant in the trash (its row hidden) is left out until it is restored.
      .filter((row) => row.restaurantId === null || row.restaurantName !== null)
      .map((row) => ({
        restaurant:
          row.restaurantId === null ? null : { id: row.restaurantId, name: row.restaurantName ?? '' },
        permissionSet: row.permissionSet,
        permissions: row.permissions,
      })),
  };
}
