import * as v from 'valibot';

/** Page size the whole product uses for lists (docs/requirements.md#req-constants-paging). */
export const DEFAULT_PAGE_SIZE = 10;
/** The server never answers more rows than this in one page. */
export const MAX_PAGE_SIZE = 100;

export const IdSchema = v.pipe(
  v.number('Must be an id'),
  v.integer('Must be an id'),
  v.minValue(1, 'Must be an id'),
);

/** Largest id the database's integer columns hold. */
export const MAX_ID = 2_147_483_647;

/**
 * A path id: a decimal string (from the URL) or a number (from a caller), a positive integer that
 * fits the database's integer columns. Anything else is `Invalid <name>`.
 */
export const PathIdSchema = (name: string) => {
  const message = `Invalid ${name}`;
  return v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((value) =>
      typeof value === 'number' ? value : /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN,
    ),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_ID, message),
    v.metadata({ openapi: { type: 'integer', format: 'int32', minimum: 1, maximum: MAX_ID } }),
  );
};

/**
 * `http://` or `https://` in any case (`HTTPS://` is a scheme too). Spelled with character classes
 * rather than an `i` flag: JSON Schema patterns take no flags, so the document states this very rule.
 */
const HTTP_URL_START = /^[Hh][Tt][Tt][Pp][Ss]?:\/\//;

/** An optional URL that must be http(s): user-supplied URLs never carry javascript: or data:. */
export const HttpUrlSchema = (message: string) =>
  // One check, so a bad URL reports its message once (not once per failed rule).
  v.pipe(
    v.string(),
    v.trim(),
    v.check(isHttpUrl, message),
    v.metadata({
      openapi: {
        type: 'string',
        format: 'uri',
        maxLength: MAX_URL_LENGTH,
        pattern: HTTP_URL_START.source,
      },
    }),
  );

const MAX_URL_LENGTH = 2048;

function isHttpUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || !HTTP_URL_START.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** Accepts an http(s) URL, an empty string or nothing; empty becomes undefined. */
export const OptionalHttpUrlSchema = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((value) => (value == null || value.trim() === '' ? undefined : value.trim())),
    v.optional(HttpUrlSchema(message)),
  );

/**
 * Control characters and bidirectional overrides (U+202E can make "gpj.exe" read as "exe.jpg") have
 * no place in a name shown to other people.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
export const hasNoUnsafeCharacters = (value: string) => !UNSAFE_NAME_CHARACTERS.test(value);

/**
 * The message of a text above its limit, naming it: `Name must be at most 120 characters`. Forms
 * read the limit back from the schema (maxLengthOf) for their counters.
 */
export const tooLongMessage = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;

/** What lengthLimitOf reads of a schema: its pipe's actions and what an optional or nullable wraps. */
type SchemaNode = { type?: unknown; requirement?: unknown; pipe?: readonly unknown[]; wrapped?: unknown };

/**
 * The length limit a text schema declares (`max`: its maxLength, `min`: its minLength), looked up
 * through pipes and optional or nullable wrappers; undefined when it declares none. Forms read their
 * counters and hints from the schema they validate with, so the limit is declared once.
 */
export function lengthLimitOf(schema: unknown, which: 'min' | 'max'): number | undefined {
  const wanted = which === 'max' ? 'max_length' : 'min_length';
  const found: number[] = [];
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { type, requirement, pipe, wrapped } = node as SchemaNode;
    if (type === wanted && typeof requirement === 'number') found.push(requirement);
    for (const item of pipe ?? []) if (item !== node) visit(item);
    visit(wrapped);
  };
  visit(schema);
  if (found.length === 0) return undefined;
  return which === 'max' ? Math.min(...found) : Math.max(...found);
}

/** A name: required, at most `max` characters, plain text. */
export const NameSchema = (max: number) =>
  v.pipe(
    v.string('Name is required'),
    v.trim(),
    v.minLength(1, 'Name is required'),
    v.maxLength(max, tooLongMessage('Name', max)),
    v.check(hasNoUnsafeCharacters, 'Name must not contain control characters'),
  );

/** The name of a restaurant, menu or dish: at most 120 characters. */
export const EntityNameSchema = NameSchema(120);

/** Optional free text: null or blank becomes undefined. */
export const OptionalTextSchema = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((value) => (value == null || value.trim() === '' ? undefined : value)),
    v.optional(v.pipe(v.string(), v.maxLength(max, `Must be at most ${max} characters`))),
  );

/**
 * Where the next page of a list starts (docs/api.md#keyset-paging): the server hands it out as a
 * page's `nextCursor` and reads it back as `after`; opaque to clients.
 */
export const CursorSchema = v.pipe(
  v.string('Cursor must be text'),
  v.maxLength(200, 'Cursor is too long'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'Cursor is not valid'),
);

/**
 * Spring-style page, the shape every paged list answers. `nextCursor`, an addition of ours, is
 * there when more rows follow in a list that pages by position (the infinite grids and the feed).
 */
export const PageSchema = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({
    content: v.array(item),
    number: v.pipe(v.number(), v.integer(), v.minValue(0)),
    last: v.boolean(),
    totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
    totalElements: v.pipe(v.number(), v.integer(), v.minValue(0)),
    nextCursor: v.optional(CursorSchema),
  });

/** Accepts a bare array or a page of items and always outputs the array (unpaged list variants). */
export const ArrayOrPageSchema = <TItem extends v.GenericSchema>(item: TItem) =>
  v.union([
    v.array(item),
    v.pipe(
      PageSchema(item),
      v.transform((page) => page.content),
    ),
  ]);

export type Page<TItem> = {
  content: TItem[];
  number: number;
  last: boolean;
  totalPages: number;
  totalElements: number;
  /** Where the next page starts, for `after` (lists that page by position, when more rows follow). */
  nextCursor?: string | undefined;
};

/**
 * A query-string integer: accepts 3 or a string of decimal digits ("3"); refuses "3.5", "abc", "",
 * and the spellings Number() would also read as numbers ("0x1", "1e2", "-0", " 3").
 */
function decimalInteger(value: string): number {
  if (!/^-?[0-9]{1,15}$/.test(value)) return Number.NaN;
  const number = Number(value);
  // "-0" is not a spelling of 0 anyone means.
  return Object.is(number, -0) ? Number.NaN : number;
}

/*
 * Dates in query strings (docs/api.md#lists): a real calendar day, `2026-11-23` (years 0001 to 9999,
 * months 01 to 12, the days the month has, 29 February in leap years only), and for a date-time a
 * time with its zone, `2026-11-23T10:00Z`, `2026-11-23T10:00:30.5+01:00` (hours 00-23, seconds
 * optional). Date.parse alone takes `2026-02-30` as 2 March, so the rule is the expression itself:
 * plain, without flags, so the OpenAPI document states it as its `pattern` word for word.
 */
const YEAR = '(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})';
const LEAP_YEAR = '(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))';
const CALENDAR_DAY = `(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;
const TIME_WITH_ZONE =
  'T(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9](?:\\.[0-9]{1,6})?)?(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])';
/** A calendar day, `2026-11-23`: what the dashboard's `from` and `to` take. */
export const CALENDAR_DATE = new RegExp(`^${CALENDAR_DAY}$`);
/** A calendar day, or a date-time on one with its zone: what the lists' date filters take. */
export const CALENDAR_DATE_TIME = new RegExp(`^${CALENDAR_DAY}(?:${TIME_WITH_ZONE})?$`);

const QueryIntSchema = (min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(v.union([v.number(), v.string()], 'Must be a number'), fallback),
    v.transform((value) => (typeof value === 'number' ? value : decimalInteger(value))),
    v.number('Must be a number'),
    v.integer('Must be an integer'),
    v.minValue(min, `Must be at least ${min}`),
    v.maxValue(max, `Must be at most ${max}`),
    v.metadata({ openapi: { type: 'integer', minimum: min, maximum: max, default: fallback } }),
  );

export const ListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string('Search must be text'), v.maxLength(200, 'Search is too long'))),
  page: QueryIntSchema(0, 1_000_000, 0),
  size: QueryIntSchema(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  /**
   * A page's `nextCursor`: the rows after it, found by position instead of skipping `page * size`
   * rows (same rows, but fast deep in a long list and steady while rows are added above). `page`
   * still says which page this is; lists that do not page by position read `page` alone.
   */
  after: v.optional(CursorSchema),
});
export type ListQuery = v.InferOutput<typeof ListQuerySchema>;
/** What callers pass: every field optional. */
export type ListParams = { search?: string; page?: number; size?: number; after?: string };

/** Error body the server answers for every failure. */
export const ApiErrorBodySchema = v.object({
  /** English, as the spec's clients read it. */
  message: v.string(),
  /** What went wrong, stable and translatable (docs/api.md#error-codes); absent from older servers. */
  code: v.optional(v.string()),
  fieldErrors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** Each field's messages as codes, in the same order (docs/api.md#error-codes). */
  fieldCodes: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

/**
 * An editable row's version (docs/api.md#versions): 1 when created, one more after every change.
 * GET, POST and PUT answer it as the ETag too; PUT and DELETE compare If-Match with it.
 */
export const VersionSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
