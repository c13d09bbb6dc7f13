import * as v from 'valibot';
import { NameSchema } from './common';

/*
 * Saved views (docs/api.md#saved-views): a named query of one list (search, filters, sort, columns,
 * page size) that its owner, or every admin when shared, can open again as
 * `/admin/<list>?view=<id>`.
 */

/** The lists a view can belong to. */
export const VIEW_LISTS = [
  'users',
  'restaurants',
  'menus',
  'dishes',
  'orders',
  'reviews',
  'activity',
  'refunds',
] as const;
export type ViewList = (typeof VIEW_LISTS)[number];
export const ViewListSchema = v.picklist(VIEW_LISTS, `List must be one of: ${VIEW_LISTS.join(', ')}`);

/** A user keeps at most this many views per list. */
export const MAX_VIEWS_PER_LIST = 100;
/** A view's query, serialised as JSON, takes at most this many bytes (UTF-8). */
export const MAX_VIEW_QUERY_BYTES = 4096;
export const MAX_VIEW_NAME_LENGTH = 80;

export const ViewNameSchema = NameSchema(MAX_VIEW_NAME_LENGTH);

const QUERY_MESSAGE = 'Query must be an object of texts, numbers, booleans or lists of texts';
const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * What the list's URL would carry: a flat JSON object whose values are texts, numbers, booleans or
 * lists of texts. Not checked against the list's own parameters: the app is to validate a view's
 * query with the list's search schema when it opens it, so a view saved before a field was renamed
 * still opens (without that field).
 */
export const ViewQuerySchema = v.pipe(
  // v.record alone would take an array ({"0": ...}).
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    QUERY_MESSAGE,
  ),
  v.record(
    v.string(),
    v.union([v.string(), v.pipe(v.number(), v.finite()), v.boolean(), v.array(v.string())], QUERY_MESSAGE),
    QUERY_MESSAGE,
  ),
  v.check(
    (query) => byteLength(query) <= MAX_VIEW_QUERY_BYTES,
    `Query is too large (at most ${MAX_VIEW_QUERY_BYTES} bytes as JSON)`,
  ),
  v.metadata({
    openapi: {
      type: 'object',
      additionalProperties: {
        oneOf: [
          { type: 'string' },
          { type: 'number' },
          { type: 'boolean' },
          { type: 'array', items: { type: 'string' } },
        ],
      },
      description: `At most ${MAX_VIEW_QUERY_BYTES} bytes as JSON`,
    },
  }),
);
export type ViewQuery = v.InferOutput<typeof ViewQuerySchema>;

const SharedSchema = v.boolean('Shared must be true or false');

/** POST /api/views. Only admins may create a shared view. */
export const SavedViewInputSchema = v.object({
  list: ViewListSchema,
  name: ViewNameSchema,
  query: ViewQuerySchema,
  shared: v.optional(SharedSchema, false),
});
export type SavedViewInput = v.InferInput<typeof SavedViewInputSchema>;

/**
 * PUT /api/views/{id}: name, query and sharing, each kept as stored when left out, so an admin who
 * renames a shared view does not unshare it. A view stays on its list.
 */
export const SavedViewUpdateSchema = v.pipe(
  v.object({
    name: v.optional(ViewNameSchema),
    query: v.optional(ViewQuerySchema),
    shared: v.optional(SharedSchema),
  }),
  // A body that names none of them changes nothing: it is a mistake, not a save.
  v.check(
    (update) => update.name !== undefined || update.query !== undefined || update.shared !== undefined,
    'Give the name, the query or shared to change',
  ),
);
export type SavedViewUpdate = v.InferInput<typeof SavedViewUpdateSchema>;

/** GET /api/views?list=users */
export const SavedViewsQuerySchema = v.object({ list: ViewListSchema });

export const SavedViewSchema = v.object({
  id: v.number(),
  list: ViewListSchema,
  name: v.string(),
  query: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.array(v.string())])),
  shared: v.boolean(),
  ownerId: v.number(),
  /** The owner's display name ("First Last"), for shared views made by someone else. */
  ownerName: v.optional(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type SavedView = v.InferOutput<typeof SavedViewSchema>;
