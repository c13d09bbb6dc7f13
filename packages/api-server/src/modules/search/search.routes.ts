import { contract, type SearchResults } from '@food-admin/api-client';
import { can, restaurantCondition } from '../../auth/permissions';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/rows';
import { restaurants } from '../../db/schema';
import { defineRoute, type Route } from '../../http/edge/route';
import { displayName } from '../users/users.mapper';
import { searchDishes, searchMenus, searchRestaurants, searchUsers } from './search.repository';

const none = async (): Promise<never[]> => [];

/** "email · ROLE" (just the role for an account without an email). */
const userDetail = (row: UserRow) => (row.email ? `${row.email} · ${row.role}` : row.role);

/**
 * GET /api/search (docs/api.md#search), scoped on the server by the caller's permissions: users for
 * who manages them; the restaurants they run (restaurants.pause: owners, managers, kitchens), the
 * menus and dishes they edit (menus.edit); an ADMIN every one (the contract's STAFF access already
 * refuses customers and couriers with 403). Every call spends the account's `search` budget, like a
 * list search.
 */
export function searchRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(
      contract.search.all,
      async ({ query, user }): Promise<SearchResults> => {
        const text = query.q;
        const catalogue = restaurantCondition(db, user, 'menus.edit', restaurants.id);
        const [userRows, restaurantRows, menuRows, dishRows] = await Promise.all([
          can(user, 'users.manage') ? searchUsers(db, text) : none(),
          searchRestaurants(db, text, restaurantCondition(db, user, 'restaurants.pause', restaurants.id)),
          searchMenus(db, text, catalogue),
          searchDishes(db, text, catalogue),
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
