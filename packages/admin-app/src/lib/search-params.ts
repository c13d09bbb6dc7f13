// Building blocks for routes' validateSearch. A malformed value in a hand-edited URL falls back to
// "not set" instead of breaking the page; empty values are left out of the URL.
import * as v from 'valibot';

export const optionalSearchText = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined);

export const optionalPageIndex = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
  undefined,
);

export const optionalEntityId = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  undefined,
);

/** `?search=` only (card grids with infinite scroll). */
export const searchOnlySchema = v.object({ search: optionalSearchText });
export type SearchOnly = v.InferOutput<typeof searchOnlySchema>;

/** `?search=&page=` (paged tables). */
export const pagedSearchSchema = v.object({ search: optionalSearchText, page: optionalPageIndex });
export type PagedSearch = v.InferOutput<typeof pagedSearchSchema>;

/** `?restaurantId=` on forms opened from a restaurant's menu page, so Save and Cancel return there. */
export const formReturnSchema = v.object({ restaurantId: optionalEntityId });
export type FormReturn = v.InferOutput<typeof formReturnSchema>;

/** Turns '' into undefined so the URL stays clean. */
export const blankToUndefined = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

/** A route param that must be a positive integer id (SPEC: the id is taken from the route as a number). */
export function parseIdParam(raw: string): number {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}
