import * as v from 'valibot';
import { IdSchema } from './common';

/*
 * The global search behind the app's command palette (docs/api.md#search): one call that finds
 * users, restaurants, menus and dishes by name as the user types. Each kind answers at most
 * SEARCH_HITS_PER_KIND hits, best first, with what the app needs to open the record.
 */

/** Hits per kind: enough to pick from in a palette, few enough to stay fast on every keystroke. */
export const SEARCH_HITS_PER_KIND = 5;
/** The longest search text (a name or an email is far shorter). */
export const MAX_SEARCH_TEXT_LENGTH = 100;

export const SEARCH_TEXT_REQUIRED_MESSAGE = 'Enter text to search';
export const SEARCH_TEXT_TOO_LONG_MESSAGE = `Search text must be at most ${MAX_SEARCH_TEXT_LENGTH} characters`;

/** `?q=`: the text to find (trimmed), required and at most MAX_SEARCH_TEXT_LENGTH characters. */
export const SearchQuerySchema = v.object({
  q: v.pipe(
    // A missing q reads as blank, so it gets the same message as `?q=` or `?q=%20`.
    v.optional(v.string('Search text must be one text'), ''),
    v.trim(),
    v.minLength(1, SEARCH_TEXT_REQUIRED_MESSAGE),
    v.maxLength(MAX_SEARCH_TEXT_LENGTH, SEARCH_TEXT_TOO_LONG_MESSAGE),
  ),
});
export type SearchQuery = v.InferInput<typeof SearchQuerySchema>;

/** What every hit carries: the record's id, the text to show and a secondary line (or null). */
const hitEntries = {
  id: IdSchema,
  label: v.string(),
  detail: v.nullable(v.string()),
};

/** A user: "First Last" (or the email), detail "email · ROLE"; the app opens the users list searched by email. */
export const UserSearchHitSchema = v.object({ ...hitEntries, email: v.string() });
/** A restaurant: its name, detail its address. */
export const RestaurantSearchHitSchema = v.object({ ...hitEntries });
/** A menu: its name, detail its restaurant's name. */
export const MenuSearchHitSchema = v.object({ ...hitEntries, restaurantId: IdSchema });
/** A dish: its name, detail "menu · restaurant"; its menu id is in its edit page's address. */
export const DishSearchHitSchema = v.object({ ...hitEntries, menuId: IdSchema, restaurantId: IdSchema });

export const SearchResultsSchema = v.object({
  users: v.array(UserSearchHitSchema),
  restaurants: v.array(RestaurantSearchHitSchema),
  menus: v.array(MenuSearchHitSchema),
  dishes: v.array(DishSearchHitSchema),
});

export type UserSearchHit = v.InferOutput<typeof UserSearchHitSchema>;
export type RestaurantSearchHit = v.InferOutput<typeof RestaurantSearchHitSchema>;
export type MenuSearchHit = v.InferOutput<typeof MenuSearchHitSchema>;
export type DishSearchHit = v.InferOutput<typeof DishSearchHitSchema>;
export type SearchResults = v.InferOutput<typeof SearchResultsSchema>;
/** The kinds the search answers, in the order the palette shows them. */
export const SEARCH_KINDS = [
  'users',
  'restaurants',
  'menus',
  'dishes',
] as const satisfies readonly (keyof SearchResults)[];
export type SearchKind = (typeof SEARCH_KINDS)[number];
