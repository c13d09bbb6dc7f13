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

/** The terms of a sort parameter that SortSchema accepted (the server's reading of it). */
export function sortTerms<const TField extends string>(
  texts: readonly string[],
  fields: readonly TField[],
): SortTerm<TField>[] {
  return texts.flatMap((text) => parseSortTerm(text, fields) ?? []);
}

export const sortParam = (term: SortTerm): string => `${term.field},${term.direction}`;

/**
 * `sort=<field>,<asc|desc>`, repeatable for secondary orders; a field at most once. Outputs the
 * normalised texts (`email,asc`); the server reads them with sortTerms.
 */
export const SortSchema = <const TField extends string>(fields: readonly TField[]) => {
  const message = `Sort must be <field>,<asc|desc> with field one of: ${fields.join(', ')}`;
  return v.pipe(
    repeatable,
    v.check((texts) => texts.every((text) => parseSortTerm(text, fields) !== undefined), message),
    v.transform((texts) => sortTerms(texts, fields)),
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

/** Integers from `min` to `max` (ids, ratings), written in decimal digits. */
export const IntegerFilterSchema = (label: string, min = 1, max = MAX_ID) =>
  v.pipe(
    repeatable,
    v.check(
      (items) =>
        items.every((item) => /^[0-9]{1,10}$/.test(item) && Number(item) >= min && Number(item) <= max),
      min === 1 && max === MAX_ID
        ? `${label} must be an id`
        : `${label} must be an integer from ${min} to ${max}`,
    ),
    v.transform((items) => items.map(Number)),
    v.metadata({ openapi: { type: 'array', items: { type: 'integer', minimum: min, maximum: max } } }),
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

/**
 * Everything one list declares (docs/api.md#lists): its sortable fields, its filters (query
 * parameter -> schema) and which filters have facet counts; the list, export and facets queries
 * derive from it.
 */
export function listQueries<
  const TSort extends string,
  const TFilters extends v.ObjectEntries,
  const TFacet extends Extract<keyof TFilters, string>,
>(spec: { sort: readonly TSort[]; filters: TFilters; facets: readonly TFacet[] }) {
  const sort = SortSchema(spec.sort);
  return {
    sortFields: spec.sort,
    facetFields: spec.facets,
    filterNames: Object.keys(spec.filters) as Extract<keyof TFilters, string>[],
    list: listQuerySchema({ sort, ...spec.filters }),
    export: unpagedQuerySchema({ sort, ...spec.filters }),
    facets: unpagedQuerySchema(spec.filters),
  };
}
