import * as v from 'valibot';
import { CALENDAR_DATE_TIME, ListQuerySchema, MAX_ID } from './common';

/*
 * Sort and filter parameters of the lists (docs/api.md#lists). Each schema validates and
 * normalises but keeps query-string values (strings, numbers, booleans, arrays of them), so the
 * client can send what a schema outputs and the server parses the same text.
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export type SortTerm<TField extends string = string> = { field: TField; direction: SortDirection };

/** At most this many sort terms (a primary and a few tie-breakers); the id always ends the order. */
export const MAX_SORT_TERMS = 3;

/** A query value that may be repeated: absent, one value, or several (`role=A&role=B`). */
const repeatable = v.pipe(
  v.optional(
    v.union([v.string(), v.number(), v.boolean(), v.array(v.union([v.string(), v.number(), v.boolean()]))]),
  ),
  v.transform((value) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => String(item).trim()),
  ),
  v.transform((values) => [...new Set(values.filter((item) => item !== ''))]),
);

/** `email,desc` -> { field: 'email', direction: 'desc' }; undefined when it names no allowed field. */
export function parseSortTerm<const TField extends string>(
  text: string,
  fields: readonly TField[],
): SortTerm<TField> | undefined {
  const [field, direction = 'asc', ...rest] = text.split(',').map((part) => part.trim());
  if (rest.length > 0 || !fields.includes(field as TField)) return undefined;
  if (!SORT_DIRECTIONS.includes(direction as SortDirection)) return undefined;
  return { field: field as TField, direction: direction as SortDirection };
}

export const sortParam = (term: SortTerm): string => `${term.field},${term.direction}`;

/**
 * The terms of a sort parameter as SortSchema outputs it (normalised `field,direction` texts, each
 * field allowed and named once): what the server's list module and the mocks order by. The schema
 * has checked them; this only reads them.
 */
export function sortTerms<const TField extends string>(
  texts: readonly string[] | undefined,
): SortTerm<TField>[] {
  return (texts ?? []).map((text) => {
    const [field, direction] = text.split(',');
    return { field: field as TField, direction: direction === 'desc' ? 'desc' : 'asc' };
  });
}

/**
 * `sort=<field>,<asc|desc>`, repeatable for secondary orders; a field at most once. Each text is
 * split and checked once; the schema outputs the normalised texts (`email,asc`), which the client
 * sends and the server reads with sortTerms.
 */
export const SortSchema = <const TField extends string>(fields: readonly TField[]) => {
  const message = `Sort must be <field>,<asc|desc> with field one of: ${fields.join(', ')}`;
  return v.pipe(
    repeatable,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const terms: SortTerm<TField>[] = [];
      for (const text of dataset.value) {
        const term = parseSortTerm(text, fields);
        if (term === undefined) {
          addIssue({ message });
          return NEVER;
        }
        terms.push(term);
      }
      return terms;
    }),
    v.check(
      (terms) => new Set(terms.map((term) => term.field)).size === terms.length,
      'Sort names a field more than once',
    ),
    v.maxLength(MAX_SORT_TERMS, `Sort by at most ${MAX_SORT_TERMS} fields`),
    v.transform((terms) => terms.map(sortParam)),
    v.metadata({
      openapi: {
        type: 'array',
        // `email` alone reads as `email,asc`.
        items: { type: 'string', enum: fields.flatMap((field) => [field, `${field},asc`, `${field},desc`]) },
        maxItems: MAX_SORT_TERMS,
      },
    }),
  );
};

/** One or more values of a list (OR within the parameter); outputs them without repeats. */
export const EnumFilterSchema = <const TValue extends string>(values: readonly TValue[], label: string) =>
  v.pipe(
    repeatable,
    v.check(
      (items) => items.every((item) => values.includes(item as TValue)),
      `${label} must be one of: ${values.join(', ')}`,
    ),
    v.transform((items) => items as TValue[]),
    v.metadata({ openapi: { type: 'array', items: { type: 'string', enum: values } } }),
  );

/** `true` and/or `false`. */
export const BooleanFilterSchema = (label: string) =>
  v.pipe(
    repeatable,
    v.check(
      (items) => items.every((item) => item === 'true' || item === 'false'),
      `${label} must be true or false`,
    ),
    v.transform((items) => items.map((item) => item === 'true')),
    v.metadata({ openapi: { type: 'array', items: { type: 'boolean' } } }),
  );

/** Integers from `min` to `max` (ids, ratings), written in decimal digits; at most `maxItems` of them. */
export const IntegerFilterSchema = (label: string, min = 1, max = MAX_ID, maxItems?: number) =>
  v.pipe(
    repeatable,
    v.check(
      (items) =>
        items.every((item) => /^[0-9]{1,10}$/.test(item) && Number(item) >= min && Number(item) <= max),
      min === 1 && max === MAX_ID
        ? `${label} must be an id`
        : `${label} must be an integer from ${min} to ${max}`,
    ),
    // Without `maxItems` the comparison is false: any number of values.
    v.check((items) => !(items.length > maxItems!), `At most ${maxItems} values`),
    v.transform((items) => items.map(Number)),
    // An undefined `maxItems` is left out of the document's JSON.
    v.metadata({
      openapi: { type: 'array', items: { type: 'integer', minimum: min, maximum: max }, maxItems },
    }),
  );

/**
 * A calendar date (`2026-11-23`) or a date-time on one with its zone (`2026-11-23T10:00:00Z`), by
 * the contract's one rule (CALENDAR_DATE_TIME: no `2026-02-30`); outputs the text as given.
 */
export const DateFilterSchema = (label: string) =>
  v.pipe(
    v.optional(v.string(`${label} must be a date`)),
    v.transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
    v.check(
      (value) => value === undefined || CALENDAR_DATE_TIME.test(value),
      `${label} must be an ISO date (2026-11-23) or date-time with zone`,
    ),
    v.metadata({
      openapi: {
        type: 'string',
        pattern: CALENDAR_DATE_TIME.source,
        description:
          'A calendar date (2026-11-23) or a date-time on one with its zone (2026-11-23T10:00:00Z)',
      },
    }),
  );

/** The one value of a filter on the caller's own rows: `owner=me`. */
export const ME = 'me';

/**
 * `me`, or absent: the caller's own rows (their restaurants, their restaurants' menus). The value
 * names no id, so a link or a saved view means "mine" for whoever opens it.
 */
export const MeFilterSchema = (label: string) => v.optional(v.picklist([ME], `${label} must be ${ME}`));

/** The paged list query plus a list's own sort and filters. */
export const listQuerySchema = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.object({ ...ListQuerySchema.entries, ...entries });

/** The same query without paging: what an export and the facet counts take. */
export const unpagedQuerySchema = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.object({ search: ListQuerySchema.entries.search, ...entries });

/** GET <list>/facets: for each faceted filter, how many rows each value has under the other filters. */
export const FacetCountSchema = v.object({ value: v.string(), count: v.number() });
export const FacetsSchema = v.record(v.string(), v.array(FacetCountSchema));
export type FacetCount = v.InferOutput<typeof FacetCountSchema>;
export type Facets = v.InferOutput<typeof FacetsSchema>;

// ---- One list, declared once (docs/api.md#lists) -------------------------------------------------

/** How a sort field orders: `text` case-insensitively (by its lowercase form), `value` by the value. */
export type SortKind = 'text' | 'value';

/**
 * The order without a sort parameter: `byId` ascending, or `newestFirst` (the field `createdAt`
 * descending, then the id descending).
 */
export type DefaultOrder = 'byId' | 'newestFirst';

/**
 * How a filter parameter selects rows by its field:
 * - `oneOf`: the field is one of the values (a repeatable parameter; no value, no filter);
 * - `equals`: the field is the value (a single parameter; absent, no filter);
 * - `from`: a date, the field (a time) at or after it;
 * - `before`: a date, the field strictly before it (a date alone: before that day starts, UTC);
 * - `mine`: `me`, the field is the caller's id (the server's and the mocks' viewer; no value, no
 *   filter).
 */
export type FilterMatch = 'oneOf' | 'equals' | 'from' | 'before' | 'mine';

/** A filter parameter: its schema, how it matches and the field it reads (its own name by default). */
export type ListFilter<TSchema extends v.GenericSchema = v.GenericSchema> = {
  match: FilterMatch;
  schema: TSchema;
  field?: string;
};

type ValuesSchema = v.GenericSchema<unknown, readonly (string | number | boolean)[]>;
type ValueSchema = v.GenericSchema<unknown, string | number | boolean | undefined>;

/** The field is one of the parameter's values (EnumFilterSchema, BooleanFilterSchema, IntegerFilterSchema). */
export function filterOneOf<TSchema extends ValuesSchema>(
  schema: TSchema,
): { match: 'oneOf'; schema: TSchema };
export function filterOneOf<TSchema extends ValuesSchema, const TField extends string>(
  schema: TSchema,
  field: TField,
): { match: 'oneOf'; schema: TSchema; field: TField };
export function filterOneOf(schema: ValuesSchema, field?: string): ListFilter {
  return field === undefined ? { match: 'oneOf', schema } : { match: 'oneOf', schema, field };
}

/** The field is the parameter's one value (an optional picklist). */
export function filterEquals<TSchema extends ValueSchema>(
  schema: TSchema,
): { match: 'equals'; schema: TSchema } {
  return { match: 'equals', schema };
}

/** The time `field` at or after (`from`) or before (`before`) the date parameter `label`. */
export function filterTime<const TField extends string, const TMatch extends 'from' | 'before'>(
  field: TField,
  match: TMatch,
  label: string,
) {
  return { match, schema: DateFilterSchema(label), field };
}

/** The caller's own rows: `me` keeps the rows whose `field` (an owner's id) is the caller's. */
export function filterMine<const TField extends string>(field: TField, label: string) {
  return { match: 'mine' as const, schema: MeFilterSchema(label), field };
}

type FilterField<TName, TFilter> = TFilter extends { field: infer TField extends string } ? TField : TName;

/** What declareList takes: everything a list's queries and answers follow. */
type ListInput<
  TName extends string,
  TSort extends Record<string, SortKind>,
  TFilters extends Record<string, ListFilter>,
  TFacet extends string,
  TSearch extends string,
  TOrder extends DefaultOrder,
  TCsv extends readonly { field: string }[],
> = {
  /** The list's name: its export's file name, and on the server its prepared queries'. */
  name: TName;
  /** The fields `search` looks in (a case-insensitive substring of any of them). */
  search: readonly TSearch[];
  /** The sortable fields and how each orders; the id always ends the order. */
  sort: TSort;
  /** Without a sort parameter; `byId` when absent. */
  order?: TOrder;
  /** Whether the list pages by position in its default order (`nextCursor`, docs/api.md#keyset-paging). */
  cursor?: boolean;
  filters: TFilters;
  /** The filters whose values have counts (GET <list>/facets); each a `oneOf` filter. */
  facets: readonly TFacet[];
  /** The export's columns (GET <list>/export); none for a list without one. */
  csv?: TCsv;
};

type SortEntry<TSort> = [keyof TSort] extends [never]
  ? Record<never, never>
  : { sort: ReturnType<typeof SortSchema<Extract<keyof TSort, string>>> };

type FilterEntries<TFilters extends Record<string, ListFilter>> = {
  [TName in keyof TFilters]: TFilters[TName]['schema'];
};

/**
 * A list, declared once (docs/api.md#lists): its search fields, sort fields (and the order without
 * one), filters (each the field it reads and how), facets and CSV columns. The list, export and
 * facets queries are derived from it; the server's list module and the mocks map its field names
 * to columns and row fields and follow it for everything else, so both answer the same rows.
 */
export function declareList<
  const TName extends string,
  const TSort extends Record<string, SortKind>,
  const TFilters extends Record<string, ListFilter>,
  const TFacet extends Extract<keyof TFilters, string>,
  const TSearch extends string,
  const TOrder extends DefaultOrder = 'byId',
  const TCsv extends readonly { field: string }[] = readonly [],
>(input: ListInput<TName, TSort, TFilters, TFacet, TSearch, TOrder, TCsv>) {
  const sortFields = Object.keys(input.sort) as Extract<keyof TSort, string>[];
  const filterEntries = Object.fromEntries(
    Object.entries(input.filters).map(([name, filter]) => [name, filter.schema]),
  ) as FilterEntries<TFilters>;
  const sortEntry = (sortFields.length === 0 ? {} : { sort: SortSchema(sortFields) }) as SortEntry<TSort>;
  const filters = Object.fromEntries(
    Object.entries(input.filters).map(([name, filter]) => [name, { ...filter, field: filter.field ?? name }]),
  ) as {
    [TFilter in keyof TFilters]: TFilters[TFilter] & { field: FilterField<TFilter, TFilters[TFilter]> };
  };
  return {
    name: input.name,
    searchFields: input.search,
    sortFields,
    sortKinds: input.sort,
    order: (input.order ?? 'byId') as TOrder,
    cursor: input.cursor ?? false,
    filters,
    filterNames: Object.keys(input.filters) as Extract<keyof TFilters, string>[],
    facetFields: input.facets,
    csvColumns: (input.csv ?? []) as TCsv,
    list: listQuerySchema({ ...sortEntry, ...filterEntries }),
    export: unpagedQuerySchema({ ...sortEntry, ...filterEntries }),
    facets: unpagedQuerySchema(filterEntries),
  };
}

/** What every declared list has, whatever its fields (the list modules' view of a declaration). */
export type ListDeclaration = {
  name: string;
  searchFields: readonly string[];
  sortFields: readonly string[];
  sortKinds: Readonly<Record<string, SortKind>>;
  order: DefaultOrder;
  cursor: boolean;
  filters: Readonly<Record<string, ListFilter & { field: string }>>;
  filterNames: readonly string[];
  facetFields: readonly string[];
  csvColumns: readonly { header: string; field: string }[];
  list: v.ObjectSchema<v.ObjectEntries, undefined>;
  export: v.ObjectSchema<v.ObjectEntries, undefined>;
  facets: v.ObjectSchema<v.ObjectEntries, undefined>;
};

/**
 * Every field a list reads for its rows: its search, sort and filter fields, and `createdAt` for a
 * newest-first list. The server and the mocks map each of these names (and the mocks only those
 * their rows do not carry under the same name).
 */
export type ListFields<TList extends ListDeclaration> =
  | TList['searchFields'][number]
  | TList['sortFields'][number]
  | { [TName in keyof TList['filters']]: TList['filters'][TName]['field'] }[keyof TList['filters']]
  | (TList['order'] extends 'newestFirst' ? 'createdAt' : never);

/** The fields the export's columns read. */
export type ListCsvFields<TList extends ListDeclaration> = TList['csvColumns'][number]['field'];

/** `search matches email, fullName`: what a list's search looks in, for its endpoint's summary. */
export const searchIn = (list: Pick<ListDeclaration, 'searchFields'>) =>
  `search matches ${list.searchFields.join(', ')}`;

/**
 * The terms a list query orders by: its sort (SortSchema's output), or the list's default order
 * (none for `byId`). Either way the id ends the order, in the last term's direction (ascending
 * without terms): the server and the mocks order by these.
 */
export function orderTerms(
  list: Pick<ListDeclaration, 'order'>,
  sort: readonly string[] | undefined,
): SortTerm[] {
  const terms = sortTerms(sort);
  if (terms.length > 0 || list.order === 'byId') return terms;
  return [{ field: 'createdAt', direction: 'desc' }];
}
