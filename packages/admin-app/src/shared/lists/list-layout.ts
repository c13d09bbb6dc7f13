// `?layout=table` on the catalogue lists (restaurants, a menu's dishes): the card grid with infinite
// scroll stays the default (absent = grid), the paged table with sort, filters, columns, export and
// bulk actions is the other way to see the same list.
import * as v from 'valibot';
import type { ListSearch } from '@/shared/lists/list-search';

export const LIST_LAYOUTS = ['grid', 'table'] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];

/** A list's URL view (the table's) plus the layout; the grid reads only `search`. */
export type LayoutSearch = ListSearch & { layout?: ListLayout };

/** Lenient: a malformed value is the grid, and so is `grid` itself, so the URL has one spelling of each. */
const LayoutSchema = v.optional(
  v.pipe(
    v.fallback(v.optional(v.picklist(LIST_LAYOUTS)), undefined),
    v.transform((layout): ListLayout | undefined => (layout === 'table' ? 'table' : undefined)),
  ),
);

/** A route's validateSearch for both layouts: the table's list view (listSearchSchema) and `layout`. */
export function withLayout(
  listSearch: v.GenericSchema<ListSearch, ListSearch>,
): v.GenericSchema<LayoutSearch, LayoutSearch> {
  return v.intersect([listSearch, v.object({ layout: LayoutSchema })]) as unknown as v.GenericSchema<
    LayoutSearch,
    LayoutSearch
  >;
}

/**
 * The URL of the other layout: the search text goes along; the table's page, sort, filters and
 * hidden columns do not (the grid has none of them, and the table starts from its defaults).
 */
export function switchLayout(search: LayoutSearch, layout: ListLayout): LayoutSearch {
  return layout === 'table' ? { search: search.search, layout: 'table' } : { search: search.search };
}
