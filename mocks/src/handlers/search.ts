import {
  contract,
  SEARCH_HITS_PER_KIND,
  type Menu,
  type Restaurant,
  type SearchResults,
} from '@food-admin/api-client';
import { can } from './permissions';
import { mockDb } from '../db/mock-db';
import { compareRowValues, matchesSearch } from '../db/paging';
import type { MockUser } from '../fixtures/users';
import { mockEndpoint } from './mock-endpoint';
import { errorResponse, refuse } from './respond';

/*
 * GET /api/search (docs/api.md#search), as the server's modules/search answers it, for the caller
 * `mockDb.actor` (the demo admin unless a test changes it): an admin finds users and everything; a
 * RESTAURANT user no users and only their own restaurants' records; anyone else 403. Matches are
 * case-insensitive substrings; each kind answers at most 5 hits, names starting with the text first,
 * then by name (case-insensitively), then id.
 */

/** The server's 403 for a role outside STAFF (auth/access.ts). */
const STAFF_MESSAGE = 'Administrator or restaurant role required';

function staffCaller(): MockUser {
  const user = mockDb.users.all().find((row) => row.email === mockDb.actor);
  if (!user) throw refuse('NO_PROFILE');
  if (user.role !== 'ADMIN' && user.role !== 'RESTAURANT') throw errorResponse(403, STAFF_MESSAGE);
  return user;
}

type Ranked<T> = { row: T; fields: readonly string[]; name: string; id: number };

/** The first hits among the rows whose fields contain the text, in the server's order. */
function bestHits<T>(text: string, rows: readonly Ranked<T>[]): T[] {
  const term = text.toLowerCase();
  const rank = (entry: Ranked<T>) =>
    entry.fields.some((field) => field.toLowerCase().startsWith(term)) ? 0 : 1;
  return rows
    .filter((entry) => matchesSearch(text, ...entry.fields))
    .sort((a, b) => rank(a) - rank(b) || compareRowValues(a.name, b.name) || a.id - b.id)
    .slice(0, SEARCH_HITS_PER_KIND)
    .map((entry) => entry.row);
}

const fullName = (user: MockUser) => `${user.firstName} ${user.lastName}`;
/** The server's `displayName`: "First Last", else the email, else the uid. */
const displayName = (user: MockUser) => fullName(user).trim() || user.email || user.uid;

function search(text: string, caller: MockUser): SearchResults {
  // As the server: the restaurants they run, the menus and dishes they edit.
  const runs = (restaurant: Restaurant) => can(caller, 'restaurants.pause', restaurant.id);
  const edits = (restaurant: Restaurant | undefined): restaurant is Restaurant =>
    restaurant !== undefined && can(caller, 'menus.edit', restaurant.id);
  const restaurantOf = (menu: Menu | undefined) =>
    menu === undefined ? undefined : mockDb.restaurants.find(menu.restaurantId);

  const users = can(caller, 'users.manage')
    ? bestHits(
        text,
        mockDb.users.all().map((row) => ({
          row,
          fields: [row.email, fullName(row)],
          name: fullName(row),
          id: row.id,
        })),
      )
    : [];
  const restaurants = bestHits(
    text,
    mockDb.restaurants
      .all()
      .filter(runs)
      .map((row) => ({ row, fields: [row.name], name: row.name, id: row.id })),
  );
  const menus = bestHits(
    text,
    mockDb.menus.all().flatMap((row) => {
      const restaurant = restaurantOf(row);
      return edits(restaurant)
        ? [{ row: { menu: row, restaurant }, fields: [row.name], name: row.name, id: row.id }]
        : [];
    }),
  );
  const dishes = bestHits(
    text,
    mockDb.dishes.all().flatMap((row) => {
      const menu = mockDb.menus.find(row.menuId);
      const restaurant = restaurantOf(menu);
      if (menu === undefined || !edits(restaurant)) return [];
      return [{ row: { dish: row, menu, restaurant }, fields: [row.name], name: row.name, id: row.id }];
    }),
  );
  return {
    users: users.map((user) => ({
      id: user.id,
      label: displayName(user),
      detail: user.email ? `${user.email} · ${user.role}` : user.role,
      email: user.email,
    })),
    restaurants: restaurants.map((row) => ({ id: row.id, label: row.name, detail: row.address })),
    menus: menus.map(({ menu, restaurant }) => ({
      id: menu.id,
      label: menu.name,
      detail: restaurant.name,
      restaurantId: restaurant.id,
    })),
    dishes: dishes.map(({ dish, menu, restaurant }) => ({
      id: dish.id,
      label: dish.name,
      detail: `${menu.name} · ${restaurant.name}`,
      menuId: menu.id,
      restaurantId: restaurant.id,
    })),
  };
}

export const searchEndpoints = {
  search: mockEndpoint(
    contract.search.all,
    ({ query }) => search(query.q, staffCaller()),
    () => ({ users: [], restaurants: [], menus: [], dishes: [] }),
  ),
};
