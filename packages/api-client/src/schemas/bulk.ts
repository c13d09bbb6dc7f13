import * as v from 'valibot';
import { MAX_ID, VersionSchema } from './common';
import { dishListQueries, restaurantListQueries, reviewListQueries, userListQueries } from './lists';
import { RoleSchema } from './user';

/*
 * Bulk actions (docs/api.md#bulk-actions): `POST <list>/bulk` with an action and either the ids of
 * the selected rows or the list's filter ("all N matching"). The server authorises and applies the
 * action row by row, in one transaction, and answers how many rows changed and which were refused.
 */

/** At most this many ids in one request; larger selections go by filter. */
export const MAX_BULK_IDS = 1000;
/** A filter may match at most this many rows; above it the server refuses the whole action. */
export const MAX_BULK_FILTER_ROWS = 10_000;

export const BULK_TARGET_MESSAGE = 'Send either ids or a filter';
export const BULK_BOTH_MESSAGE = 'Send ids or a filter, not both';
export const bulkTooManyRowsMessage = (max = MAX_BULK_FILTER_ROWS) =>
  `Too many rows: narrow the filter (at most ${max})`;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/**
 * The selected rows: 1 to MAX_BULK_IDS distinct ids. Every failure names the field `ids` (not
 * `ids.17`), so a form shows it once.
 */
export const BulkIdsSchema = v.pipe(
  v.array(v.unknown(), 'Ids must be a list of ids'),
  v.minLength(1, 'Select at least one row'),
  v.maxLength(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} ids at once; use a filter for more`),
  v.check((items) => items.every(isId), 'Ids must be positive integers'),
  v.check((items) => new Set(items).size === items.length, 'Ids must not repeat'),
  v.metadata({
    openapi: {
      type: 'array',
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: MAX_ID },
      minItems: 1,
      maxItems: MAX_BULK_IDS,
      uniqueItems: true,
    },
  }),
  v.transform((items) => items as number[]),
);

/**
 * "All matching": the list's search and filters, as its facets query takes them (no paging, no
 * sort). Strict: an unknown key (a typo, `page`, `sort`) is a 400 rather than silently dropped, so a
 * mistyped filter never widens an action to every row.
 */
const bulkFilter = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.strictObject(entries, "Filter must be an object with only the list's search and filters");

/** The target of an action: `ids` or `filter`; exactly one is checked by bulkActionSchema. */
const bulkTarget = <TEntries extends v.ObjectEntries>(filterEntries: TEntries) => ({
  ids: v.optional(BulkIdsSchema),
  filter: v.optional(bulkFilter(filterEntries)),
});

type Target = { ids?: number[] | undefined; filter?: object | undefined };

/** The actions of one list (a variant on `action`) plus the one-target rule, reported on `ids`. */
const bulkActionSchema = <TSchema extends v.GenericSchema<unknown, Target>>(actions: TSchema) =>
  v.pipe(
    actions,
    v.rawCheck<v.InferOutput<TSchema>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { ids, filter } = dataset.value;
      if ((ids === undefined) === (filter === undefined)) {
        addIssue({
          message: ids === undefined ? BULK_TARGET_MESSAGE : BULK_BOTH_MESSAGE,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'ids', value: ids }],
        });
      }
    }),
  );

const unknownAction = (actions: readonly string[]) => `Action must be one of: ${actions.join(', ')}`;

const userTarget = bulkTarget(userListQueries.facets.entries);
export const USER_BULK_ACTIONS = ['setRole', 'delete'] as const;
export const BULK_VERSIONS_MESSAGE = 'Versions go with ids: one version per id, in the same order';
/** POST /admin/users/bulk */
export const UserBulkActionSchema = v.pipe(
  bulkActionSchema(
    v.variant(
      'action',
      [
        // The object's message is what a missing key reports: here only `role` can be missing.
        v.object(
          {
            action: v.literal('setRole'),
            role: RoleSchema,
            ...userTarget,
            /**
             * If-Match per row: the version each of `ids` must still be at, in the same order; a row
             * someone changed since is refused (CHANGED_SINCE) and left as it is. An undo sends the
             * versions the change answered (`previousRoles`).
             */
            versions: v.optional(v.array(VersionSchema, BULK_VERSIONS_MESSAGE)),
          },
          'Role is required',
        ),
        v.object({ action: v.literal('delete'), ...userTarget }),
      ],
      unknownAction(USER_BULK_ACTIONS),
    ),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.action !== 'setRole') return;
    const { ids, versions } = dataset.value;
    if (versions !== undefined && versions.length !== ids?.length) {
      addIssue({
        message: BULK_VERSIONS_MESSAGE,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'versions', value: versions }],
      });
    }
  }),
);
export type UserBulkAction = v.InferInput<typeof UserBulkActionSchema>;

const restaurantTarget = bulkTarget(restaurantListQueries.facets.entries);
export const RESTAURANT_BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
/** POST /api/restaurants/bulk */
export const RestaurantBulkActionSchema = bulkActionSchema(
  v.variant(
    'action',
    [
      v.object({ action: v.literal('activate'), ...restaurantTarget }),
      v.object({ action: v.literal('deactivate'), ...restaurantTarget }),
      v.object({ action: v.literal('delete'), ...restaurantTarget }),
    ],
    unknownAction(RESTAURANT_BULK_ACTIONS),
  ),
);
export type RestaurantBulkAction = v.InferInput<typeof RestaurantBulkActionSchema>;

const AVAILABLE_MESSAGE = 'Available must be true or false';
const dishTarget = bulkTarget(dishListQueries.facets.entries);
export const DISH_BULK_ACTIONS = ['setAvailability', 'delete'] as const;
/** POST /api/menus/{menuId}/dishes/bulk: the dishes of that menu. */
export const DishBulkActionSchema = bulkActionSchema(
  v.variant(
    'action',
    [
      v.object(
        { action: v.literal('setAvailability'), available: v.boolean(AVAILABLE_MESSAGE), ...dishTarget },
        AVAILABLE_MESSAGE,
      ),
      v.object({ action: v.literal('delete'), ...dishTarget }),
    ],
    unknownAction(DISH_BULK_ACTIONS),
  ),
);
export type DishBulkAction = v.InferInput<typeof DishBulkActionSchema>;

const reviewTarget = bulkTarget(reviewListQueries.facets.entries);
export const REVIEW_BULK_ACTIONS = ['approve', 'reject', 'delete'] as const;
export type ReviewBulkActionName = (typeof REVIEW_BULK_ACTIONS)[number];
/** POST /admin/reviews/bulk: moderate or delete reviews (docs/api.md#reviews). */
export const ReviewBulkActionSchema = bulkActionSchema(
  v.variant(
    'action',
    [
      v.object({ action: v.literal('approve'), ...reviewTarget }),
      v.object({ action: v.literal('reject'), ...reviewTarget }),
      v.object({ action: v.literal('delete'), ...reviewTarget }),
    ],
    unknownAction(REVIEW_BULK_ACTIONS),
  ),
);
export type ReviewBulkAction = v.InferInput<typeof ReviewBulkActionSchema>;

/** Why one row of a bulk action was not changed. */
export const BulkRefusalSchema = v.object({
  id: v.number(),
  reason: v.string(),
  /** `reason` as an error code (docs/api.md#error-codes). */
  code: v.optional(v.string()),
});
export type BulkRefusal = v.InferOutput<typeof BulkRefusalSchema>;

/**
 * The answer of every bulk action: how many rows it changed, and the rows it refused with the
 * reason. Rows already in the target state are neither (they count as unchanged).
 */
export const BulkResultSchema = v.object({ changed: v.number(), refused: v.array(BulkRefusalSchema) });
export type BulkResult = v.InferOutput<typeof BulkResultSchema>;

/**
 * The answer of POST /admin/users/bulk. A role change also answers, per changed user, the role
 * before and the version after it: what an undo sends back (`setRole` with `ids` and `versions`,
 * one call per previous role), so a user someone changed since is left as they are.
 */
export const UserBulkResultSchema = v.object({
  ...BulkResultSchema.entries,
  previousRoles: v.optional(v.array(v.object({ id: v.number(), role: RoleSchema, version: v.number() }))),
});
export type UserBulkResult = v.InferOutput<typeof UserBulkResultSchema>;
