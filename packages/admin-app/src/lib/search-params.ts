// Building blocks for routes' validateSearch: the one place the URL's search string is parsed. A
// malformed value in a hand-edited URL falls back to "not set" instead of breaking the page, and a
// blank search is "not set" too, so screens, loaders and query keys see a single encoding of it.
import * as v from 'valibot';

/** Turns '' (or only spaces) into undefined so the URL stays clean. */
export const blankToUndefined = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

export const optionalSearchText = v.pipe(
  v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  v.transform(blankToUndefined),
);

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

/**
 * A shared filter schema whose fields are all optional (e.g. the contract's
 * ActivityFeedFiltersSchema), read leniently from the URL: each malformed field is dropped rather
 * than failing the route, and a blank string counts as absent. Same input and output types.
 */
export function lenientSearch<
  TSchema extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
>(schema: TSchema): v.GenericSchema<v.InferInput<TSchema>, v.InferOutput<TSchema>> {
  const entries: Record<string, v.GenericSchema> = {};
  for (const [key, entry] of Object.entries(schema.entries)) {
    entries[key] = v.optional(
      v.pipe(
        v.fallback(entry, undefined),
        v.transform((value: unknown) =>
          typeof value === 'string' && value.trim() === '' ? undefined : value,
        ),
      ),
    );
  }
  return v.object(entries) as unknown as v.GenericSchema<v.InferInput<TSchema>, v.InferOutput<TSchema>>;
}
