import { contract, type SearchResults } from '@food-admin/api-client';
import { can, reach } from '../../auth/permissions';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/rows';
import { defineRoute, type Route } from '../../http/edge/route';
import { displayName } from '../users/users.mapper';
import { searchDishes, searchMenus, searchRestaurants, searchUsers } from './search.repository';

const none = async (): Promise<never[]> => [];

/** "email · ROLE" (just the role for an account without an email). */
const userDetail = (row: UserRow) => (row.email ? `${row.email} · ${row.role}` : row.role);

/**
 * GET /api/search (docs/api.md#search), scoped on the server by the caller's role: an ADMIN finds
 * users and every restaurant, menu and dish; a RESTAURANT user finds no users and only what belongs
 * to the restaurants they own (the contract's STAFF access already refuses customers and couriers
 * with 403). Every call spends the account's `search` budget, like a list search.
 */
export function searchRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(
      contract.search.all,
      async ({ query, user }): Promise<SearchResults> => {
        const isAdmin = can(user, 'users.manage');
        // Anyone who does not edit every restaurant sees only their own restaurants' records.
        const ownerId = reach(user, 'restaurants.edit') === 'all' ? undefined : user.id;
        const text = query.q;
        const [userRows, restaurantRows, menuRows, dishRows] = await Promise.all([
          isAdmin ? searchUsers(db, text) : none(),
          searchRestaurants(db, text, ownerId),
          searchMenus(db, text, ownerId),
          searchDishes(db, text, ownerId),
        ]);
        return {
          users: userRows.map((row) => ({
            id: row.id,
            label: displayName(row),
            detail: userDetail(row),
            email: row.email,
          })),
          restaurants: restaurantRows.map((row) => ({ id: row.id, label: row.name, detail: row.address })),
          menus: menuRows.map((row) => ({
            id: row.id,
            label: row.name,
            detail: row.restaurantName,
            restaurantId: row.restaurantId,
          })),
          dishes: dishRows.map((row) => ({
            id: row.id,
            label: row.name,
            detail: `${row.menuName} · ${row.restaurantName}`,
            menuId: row.menuId,
            restaurantId: row.restaurantId,
          })),
        };
      },
      { rateLimit: 'search' },
    ),
  ];
}
