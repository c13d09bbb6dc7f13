// A list's view in the URL (docs/requirements.md#req-lists-view): search, page, sort, filters and
// hidden columns, so a reload, back/forward or a shared link shows the same rows the same way. The
// sort and filter values are read with the contract's own schemas; a malformed one in a hand-edited
// URL is dropped rather than breaking the page.
import * as v from 'valibot';
import {
  DEFAULT_PAGE_SIZE,
  exportFileName,
  type CallInput,
  type EndpointId,
  type EndpointOf,
} from '@food-admin/api-client';
import { FIRST_PAGE } from '@food-admin/api-client/query';
import { optionalEntityId, optionalPageIndex, optionalSearchText } from '@/lib/search-params';

/** What `declareList(...)` in the api-client gives for one list. */
export type ListQueries = {
  list: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
  filterNames: readonly string[];
  /** How each filter matches (`mine`: the caller's own rows, never part of the URL). */
  filters: Readonly<Record<string, { match: string }>>;
  sortFields: readonly string[];
  facetFields: readonly string[];
};

/** The URL's view of a list. Filters are keyed by their API parameter name. */
export type ListSearch = {
  search?: string;
  page?: number;
  sort?: string[];
  /** Ids of hidden columns. */
  hide?: string[];
  /** A saved view to open (its link: `?view=12`). */
  view?: number;
  [filter: string]: unknown;
};

/** An absent, malformed or empty value is "not set", so the URL keeps a single spelling of each view. */
const lenient = (schema: v.GenericSchema) =>
  v.optional(
    v.pipe(
      v.fallback(v.optional(schema), undefined),
      v.transform((value: unknown) => (Array.isArray(value) && value.length === 0 ? undefined : value)),
    ),
  );

const HiddenColumnsSchema = v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(20));

export function listSearchSchema(queries: ListQueries): v.GenericSchema<ListSearch, ListSearch> {
  const { entries } = queries.list;
  const schema: Record<string, v.GenericSchema> = {
    search: optionalSearchText,
    page: optionalPageIndex,
    sort: lenient(entries.sort as v.GenericSchema),
    hide: lenient(HiddenColumnsSchema),
    view: optionalEntityId,
  };
  // A filter on the caller's own rows (`owner=me`) is the role's, which the screens apply
  // (catalogueScope), not a view's: a link shows the same rows to whoever opens it in the same role.
  for (const name of queries.filterNames) {
    if (queries.filters[name]?.match !== 'mine') schema[name] = lenient(entries[name] as v.GenericSchema);
  }
  return v.object(schema) as unknown as v.GenericSchema<ListSearch, ListSearch>;
}

/** The URL's filters only (what the facet counts and the export take besides search). */
export function filtersOf(search: ListSearch, queries: ListQueries): Record<string, unknown> {
  return Object.fromEntries(
    queries.filterNames.flatMap((name) => (search[name] === undefined ? [] : [[name, search[name]]])),
  );
}

/** The list endpoint's query for the URL's view: that page of 10 rows, sorted and filtered. */
export function listPageQuery(search: ListSearch, queries: ListQueries) {
  return {
    search: search.search,
    page: search.page ?? FIRST_PAGE,
    size: DEFAULT_PAGE_SIZE,
    sort: search.sort,
    ...filtersOf(search, queries),
  };
}

/** The export's query: the same rows in the same order, every page. */
export function listExportQuery(search: ListSearch, queries: ListQueries) {
  return { search: search.search, sort: search.sort, ...filtersOf(search, queries) };
}

/** A list's export as the Export button asks for it: which call, with what, saved under which name. */
export type ExportRequest = { id: EndpointId; input: unknown; fileName: string };

/** The export `id` called with `input`, saved as `<list>-<date>.csv`; typed against the call's input. */
export const exportRequest = <TId extends EndpointId>(
  id: TId,
  input: CallInput<EndpointOf<TId>>,
  list: string,
): ExportRequest => ({ id, input, fileName: exportFileName(list) });

/**
 * `['email,desc']` <-> the table's `[{ id: 'email', desc: true }]`. `columnOfField` renames where a
 * column shows a sort field under another id (the users' Name column sorts by lastName).
 */
export function sortingOf(sort: readonly string[] | undefined, columnOfField: Record<string, string> = {}) {
  return (sort ?? []).map((text) => {
    const [field = '', direction] = text.split(',');
    return { id: columnOfField[field] ?? field, desc: direction === 'desc' };
  });
}

export function sortTextsOf(
  sorting: readonly { id: string; desc: boolean }[],
  columnOfField: Record<string, string> = {},
): string[] {
  const fieldOfColumn = Object.fromEntries(
    Object.entries(columnOfField).map(([field, column]) => [column, field]),
  );
  return sorting.map(({ id, desc }) => `${fieldOfColumn[id] ?? id},${desc ? 'desc' : 'asc'}`);
}
