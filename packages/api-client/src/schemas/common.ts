import * as v from 'valibot';

/** Page size the whole product uses for lists (SPEC section 9). */
export const DEFAULT_PAGE_SIZE = 10;
/** The server never answers more rows than this in one page. */
export const MAX_PAGE_SIZE = 100;

export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** An optional URL that must be http(s): user-supplied URLs never carry javascript: or data:. */
export const HttpUrlSchema = (message: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(2048, message), v.url(message), v.regex(/^https?:\/\//i, message));

/** Accepts an http(s) URL, an empty string or nothing; empty becomes undefined. */
export const OptionalHttpUrlSchema = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((value) => (value == null || value.trim() === '' ? undefined : value.trim())),
    v.optional(HttpUrlSchema(message)),
  );

/** Optional free text: null or blank becomes undefined. */
export const OptionalTextSchema = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((value) => (value == null || value.trim() === '' ? undefined : value)),
    v.optional(v.pipe(v.string(), v.maxLength(max, `Must be at most ${max} characters`))),
  );

/** Spring-style page, the shape every paged list answers. */
export const PageSchema = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({
    content: v.array(item),
    number: v.pipe(v.number(), v.integer(), v.minValue(0)),
    last: v.boolean(),
    totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
    totalElements: v.pipe(v.number(), v.integer(), v.minValue(0)),
  });

export type Page<TItem> = {
  content: TItem[];
  number: number;
  last: boolean;
  totalPages: number;
  totalElements: number;
};

/** A query-string integer: accepts "3" or 3, rejects "3.5", "abc", "". */
const QueryIntSchema = (min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(v.union([v.number(), v.string()]), fallback),
    v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    v.number('Must be a number'),
    v.integer('Must be an integer'),
    v.minValue(min, `Must be at least ${min}`),
    v.maxValue(max, `Must be at most ${max}`),
  );

export const ListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(200, 'Search is too long'))),
  page: QueryIntSchema(0, 1_000_000, 0),
  size: QueryIntSchema(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});
export type ListQuery = v.InferOutput<typeof ListQuerySchema>;
/** What callers pass: every field optional. */
export type ListParams = { search?: string; page?: number; size?: number };

/** Error body the server answers for every failure. */
export const ApiErrorBodySchema = v.object({
  message: v.string(),
  fieldErrors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
