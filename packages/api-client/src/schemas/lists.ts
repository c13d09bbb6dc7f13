import * as v from 'valibot';
import {
  dishCsvColumns,
  menuCsvColumns,
  orderCsvColumns,
  refundCsvColumns,
  restaurantCsvColumns,
  reviewCsvColumns,
  userCsvColumns,
} from '../csv';
import { ActivityCategorySchema, ActivityLevelSchema } from './activity';
import { LIST_AVAILABILITIES } from '../operations/list-availability';
import { DISH_CATEGORIES } from './dish';
import { ORDER_REFUND_STATES } from '../money/refund-list';
import { REFUND_BEARERS, REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES } from '../money/refunds';
import { ORDER_STATUSES } from './orders';
import { REVIEW_STATUSES } from './review';
import { ROLES } from './user';
import {
  BooleanFilterSchema,
  declareList,
  EnumFilterSchema,
  filterEquals,
  filterMine,
  filterOneOf,
  filterTime,
  IntegerFilterSchema,
} from './list-query';

// Every list, declared once (docs/api.md#lists): what its search looks in, what it sorts and
// filters by, its facets and its export's columns. Adding a field here adds it to the client's
// types, the server's validation, the OpenAPI document, the server's list module and the mocks
// (each maps the field's name to a column or a row field: the compiler asks for the mapping), and
// to the list parity test (packages/api-server/test/list-parity.test.ts); the migration gives a
// sorted column its index.

export const userListQueries = declareList({
  name: 'users',
  /** `fullName`: "first last". */
  search: ['email', 'fullName'],
  sort: { email: 'text', firstName: 'text', lastName: 'text', role: 'value' },
  filters: { role: filterOneOf(EnumFilterSchema(ROLES, 'Role')) },
  facets: ['role'],
  csv: userCsvColumns,
});

export const restaurantListQueries = declareList({
  name: 'restaurants',
  search: ['name'],
  sort: { name: 'text', address: 'text', isActive: 'value' },
  cursor: true,
  filters: {
    isActive: filterOneOf(BooleanFilterSchema('isActive')),
    ownerId: filterOneOf(IntegerFilterSchema('ownerId')),
    /**
     * `owner=me`: the caller's restaurants, owned or on their team (what "My Restaurants" lists);
     * `team` is the people whose restaurant it is.
     */
    owner: filterMine('team', 'Owner'),
    /** Whether one of its menus is active: `false` lists those no customer can order from (the dashboard's Needs attention). */
    hasActiveMenu: filterOneOf(BooleanFilterSchema('hasActiveMenu')),
    /**
     * Open now, paused or closed, by the one availability rule (LIST_AVAILABILITIES,
     * docs/api.md#operations): `paused` lists those a pause keeps from taking orders until it ends.
     */
    availability: filterOneOf(EnumFilterSchema(LIST_AVAILABILITIES, 'Availability')),
    /**
     * Paused before a time: `pausedAt`, when its pause began (none without a pause; the pause-end
     * job clears it). With `availability=paused`, the long pauses the dashboard's Needs attention
     * counts.
     */
    pausedBefore: filterTime('pausedAt', 'before', 'pausedBefore'),
  },
  facets: ['isActive', 'hasActiveMenu', 'availability'],
  csv: restaurantCsvColumns,
});

/** All menus (`/api/menus`) and one restaurant's (`/api/restaurants/{restaurantId}/menus`). */
export const menuListQueries = declareList({
  name: 'menus',
  search: ['name'],
  sort: { name: 'text' },
  cursor: true,
  filters: {
    isActive: filterOneOf(BooleanFilterSchema('isActive')),
    /** `owner=me`: the menus of the caller's restaurants, owned or on their team. */
    owner: filterMine('ownerId', 'Owner'),
  },
  facets: ['isActive'],
  csv: menuCsvColumns,
});

export const dishListQueries = declareList({
  name: 'dishes',
  search: ['name'],
  sort: { name: 'text', price: 'value' },
  cursor: true,
  filters: {
    available: filterOneOf(BooleanFilterSchema('available'), 'isAvailable'),
    category: filterOneOf(EnumFilterSchema(DISH_CATEGORIES, 'Category')),
  },
  facets: ['available', 'category'],
  csv: dishCsvColumns,
});

export const orderListQueries = declareList({
  name: 'orders',
  search: ['restaurantName', 'customerName', 'customerEmail', 'status'],
  sort: { createdAt: 'value', total: 'value', status: 'value', restaurantName: 'text' },
  order: 'newestFirst',
  filters: {
    status: filterOneOf(EnumFilterSchema(ORDER_STATUSES, 'Status')),
    restaurantId: filterOneOf(IntegerFilterSchema('restaurantId')),
    courierId: filterOneOf(IntegerFilterSchema('courierId')),
    createdFrom: filterTime('createdAt', 'from', 'createdFrom'),
    createdTo: filterTime('createdAt', 'before', 'createdTo'),
    /**
     * Where the order stands with its refunds (ORDER_REFUND_STATES, orderRefundStateOf): none, some
     * or all of it given back, or a refund waiting for approval. Worked out from the order's sums.
     */
    refund: filterOneOf(EnumFilterSchema(ORDER_REFUND_STATES, 'Refund')),
  },
  facets: ['status', 'refund'],
  csv: orderCsvColumns,
});

/**
 * Every refund the caller may see (`/admin/refunds`, docs/api.md#refunds-list): an admin's all of
 * them, an owner's those of their restaurants' orders. `orderId` is searched as its digits.
 */
export const refundListQueries = declareList({
  name: 'refunds',
  search: ['restaurantName', 'customerName', 'orderId'],
  sort: { createdAt: 'value', amountMinor: 'value', status: 'value' },
  order: 'newestFirst',
  filters: {
    status: filterOneOf(EnumFilterSchema(REFUND_STATUSES, 'Status')),
    reason: filterOneOf(EnumFilterSchema(REFUND_REASONS, 'Reason')),
    bearer: filterOneOf(EnumFilterSchema(REFUND_BEARERS, 'Bearer')),
    method: filterOneOf(EnumFilterSchema(REFUND_METHODS, 'Method')),
    restaurantId: filterOneOf(IntegerFilterSchema('restaurantId')),
    createdFrom: filterTime('createdAt', 'from', 'createdFrom'),
    createdTo: filterTime('createdAt', 'before', 'createdTo'),
  },
  facets: ['status', 'reason', 'bearer'],
  csv: refundCsvColumns,
});

export const reviewListQueries = declareList({
  name: 'reviews',
  /** `userName`: the author's "first last". */
  search: ['restaurantName', 'userName', 'text'],
  sort: { createdAt: 'value', rating: 'value' },
  order: 'newestFirst',
  filters: {
    rating: filterOneOf(IntegerFilterSchema('Rating', 1, 5)),
    restaurantId: filterOneOf(IntegerFilterSchema('restaurantId')),
    status: filterOneOf(EnumFilterSchema(REVIEW_STATUSES, 'Status')),
  },
  facets: ['rating', 'status'],
  csv: reviewCsvColumns,
});

/** The activity feed (`/admin/recent-activity`): no sort parameter, facets or export. */
export const activityListQueries = declareList({
  name: 'activity',
  search: ['action', 'username'],
  sort: {},
  order: 'newestFirst',
  cursor: true,
  filters: {
    category: filterEquals(v.optional(ActivityCategorySchema)),
    level: filterEquals(v.optional(ActivityLevelSchema)),
  },
  facets: [],
});

/**
 * The activity feed's filters, one shape everywhere (the dashboard's URL, the query key, the API's
 * query): an absent field means "all" (docs/requirements.md#req-states). The feed's query without
 * paging.
 */
export const ActivityFeedFiltersSchema = activityListQueries.export;
export type ActivityFeedFilters = v.InferOutput<typeof ActivityFeedFiltersSchema>;

/** GET /admin/recent-activity query: the feed's filters plus paging. */
export const ActivityQuerySchema = activityListQueries.list;
export type ActivityQuery = v.InferOutput<typeof ActivityQuerySchema>;

/** Every declared list by its name: the list parity test covers each. */
export const listDeclarations = {
  users: userListQueries,
  restaurants: restaurantListQueries,
  menus: menuListQueries,
  dishes: dishListQueries,
  orders: orderListQueries,
  reviews: reviewListQueries,
  activity: activityListQueries,
  refunds: refundListQueries,
} as const;
