import * as v from 'valibot';
import { ActivityLogEntrySchema, ActivityLogPayloadSchema } from '../schemas/activity';
import { LoginPayloadSchema, ProfileSchema, RegisterPayloadSchema } from '../schemas/auth';
import {
  BulkResultSchema,
  DishBulkActionSchema,
  RestaurantBulkActionSchema,
  ReviewBulkActionSchema,
  UserBulkActionSchema,
  UserBulkResultSchema,
} from '../schemas/bulk';
import { ArrayOrPageSchema, PageSchema, PathIdSchema } from '../schemas/common';
import { FacetsSchema, searchIn } from '../schemas/list-query';
import {
  activityListQueries,
  ActivityQuerySchema,
  dishListQueries,
  menuListQueries,
  orderListQueries,
  refundListQueries,
  restaurantListQueries,
  reviewListQueries,
  userListQueries,
} from '../schemas/lists';
import { CourierAvailabilityInputSchema, CourierSchema } from '../schemas/couriers';
import {
  DashboardAttentionSchema,
  DashboardSeriesQuerySchema,
  DashboardSeriesSchema,
  DashboardStatsSchema,
} from '../schemas/dashboard';
import { DishInputSchema, DishSchema } from '../schemas/dish';
import { MenuInputSchema, MenuSchema } from '../schemas/menu';
import {
  OrderCourierInputSchema,
  OrderDetailSchema,
  OrderNoteInputSchema,
  OrderNoteSchema,
  OrderSchema,
  OrderTransitionInputSchema,
} from '../schemas/orders';
import {
  ReviewInputSchema,
  ReviewModerationSchema,
  ReviewReplyInputSchema,
  ReviewSchema,
} from '../schemas/review';
import { LocaleUpdatePayloadSchema, ProfileUpdatePayloadSchema } from '../schemas/profile';
import { RestaurantInputSchema, RestaurantSchema } from '../schemas/restaurant';
import { SEARCH_HITS_PER_KIND, SearchQuerySchema, SearchResultsSchema } from '../schemas/search';
import { HistoryEntrySchema, HistoryParamsSchema, HistoryQuerySchema } from '../schemas/history';
import { TrashItemParamsSchema, TrashItemSchema, TrashQuerySchema } from '../schemas/trash';
import { MyPermissionsSchema } from '../schemas/team';
import { UploadResponseSchema } from '../schemas/upload';
import { UserSchema, UserUpdatePayloadSchema } from '../schemas/user';
import {
  SavedViewInputSchema,
  SavedViewSchema,
  SavedViewsQuerySchema,
  SavedViewUpdateSchema,
} from '../schemas/views';
import { ANY_ROLE, CUSTOMER_ONLY, ORDER_STAFF, STAFF } from './access';
import { endpoint, type EndpointDefinition } from './endpoint';
import { OrderRefundsSchema, RefundAnswerSchema, RefundInputSchema } from '../money/refunds';
import { RefundListItemSchema } from '../money/refund-list';

/** Without paging parameters the unpaged variants answer at most this many rows. */
export const UNPAGED_LIST_CAP = 1000;

export const idParams = v.object({ id: PathIdSchema('id') });
const restaurantParams = v.object({ restaurantId: PathIdSchema('restaurantId') });
const menuParams = v.object({ menuId: PathIdSchema('menuId') });
/**
 * The handler answers 404 for any name that cannot be an upload, an over-long one too (a 400 here
 * would answer one such name differently from the others); the server bounds the whole path.
 */
const fileParams = v.object({ file: v.string() });

/** A list's export: every matching row as CSV, in the list's order (docs/api.md#export). */
const CSV = { status: 200, schema: v.string(), contentType: 'text/csv; charset=utf-8' } as const;
/** A list's facet counts: per faceted filter, rows per value under the other filters (docs/api.md#facets). */
const FACETS = { status: 200, schema: FacetsSchema } as const;
/** A bulk action's answer: rows changed, rows refused with the reason (docs/api.md#bulk-actions). */
const BULK = { status: 200, schema: BulkResultSchema } as const;

/**
 * The endpoint table but for its team part (team-endpoints.ts) and the customer app's ordering
 * (ordering-endpoints.ts): what every signed-in page of the admin app may call. contract.ts joins
 * the parts.
 */
export const coreEndpoints = {
  health: {
    check: endpoint({
      method: 'GET',
      path: '/api/health',
      summary: 'Readiness: the process answers and the database does (no auth), for load balancers',
      access: 'public',
      response: { status: 200, schema: v.object({ status: v.literal('ok') }) },
      errors: [503],
    }),
    live: endpoint({
      method: 'GET',
      path: '/api/health/live',
      summary: 'Liveness: the process answers, whatever the database does (no auth), for restarts',
      access: 'public',
      response: { status: 200, schema: v.object({ status: v.literal('ok') }) },
    }),
  },
  auth: {
    register: endpoint({
      method: 'POST',
      path: '/api/auth/register',
      summary: 'Create the profile of the signed-in account (role CUSTOMER)',
      access: 'token',
      body: RegisterPayloadSchema,
      response: { status: 201, schema: ProfileSchema },
      errors: [409],
    }),
    login: endpoint({
      method: 'POST',
      path: '/api/auth/login',
      summary: 'The profile (with role) of the signed-in account; 404 when it has none yet',
      access: 'token',
      body: LoginPayloadSchema,
      response: { status: 200, schema: ProfileSchema },
      errors: [404],
    }),
  },
  profile: {
    update: endpoint({
      method: 'PUT',
      path: '/api/profile',
      summary:
        "Change the signed-in user's own first name, last name and phone; the email and the role " +
        'are never changed here',
      access: ANY_ROLE,
      body: ProfileUpdatePayloadSchema,
      response: { status: 200, schema: ProfileSchema },
    }),
    setLocale: endpoint({
      method: 'PUT',
      path: '/api/profile/locale',
      summary: "Keep the signed-in user's language (en, fr or ar), so it follows them to another browser",
      access: ANY_ROLE,
      body: LocaleUpdatePayloadSchema,
      response: { status: 200, schema: ProfileSchema },
    }),
    permissions: endpoint({
      method: 'GET',
      path: '/api/me/permissions',
      summary: "The signed-in person's memberships: what they hold beyond their role, and where",
      access: ANY_ROLE,
      response: { status: 200, schema: MyPermissionsSchema },
    }),
  },
  admin: {
    dashboardStats: endpoint({
      method: 'GET',
      path: '/admin/dashboard-stats',
      summary: 'Counts for the dashboard cards',
      access: STAFF,
      permission: { name: 'platform.manage', on: 'platform' },
      response: { status: 200, schema: DashboardStatsSchema },
    }),
    dashboardSeries: endpoint({
      method: 'GET',
      path: '/admin/dashboard/series',
      summary:
        'Daily orders, revenue and ratings over a range of UTC days (range=7d|30d|90d, or from/to), ' +
        'orders by status, the top 5 restaurants by revenue, and the totals of the range and of the period before',
      access: STAFF,
      permission: { name: 'platform.manage', on: 'platform' },
      query: DashboardSeriesQuerySchema,
      response: { status: 200, schema: DashboardSeriesSchema },
    }),
    dashboardAttention: endpoint({
      method: 'GET',
      path: '/admin/dashboard/attention',
      summary:
        'What needs attention: orders pending for 10 minutes or more, reviews awaiting moderation, ' +
        'active restaurants without an active menu',
      access: STAFF,
      permission: { name: 'platform.manage', on: 'platform' },
      response: { status: 200, schema: DashboardAttentionSchema },
    }),
    recentActivity: endpoint({
      method: 'GET',
      path: '/admin/recent-activity',
      summary: `Activity feed, newest first; ${searchIn(activityListQueries)}`,
      access: STAFF,
      permission: { name: 'platform.manage', on: 'platform' },
      query: ActivityQuerySchema,
      response: { status: 200, schema: PageSchema(ActivityLogEntrySchema) },
    }),
    users: endpoint({
      method: 'GET',
      path: '/admin/users',
      summary: `Users; ${searchIn(userListQueries)} (fullName: first and last name); sort and filter by role`,
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      query: userListQueries.list,
      response: { status: 200, schema: PageSchema(UserSchema) },
    }),
    userFacets: endpoint({
      method: 'GET',
      path: '/admin/users/facets',
      summary: 'Users per role under the search',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      query: userListQueries.facets,
      response: FACETS,
    }),
    usersExport: endpoint({
      method: 'GET',
      path: '/admin/users/export',
      summary: 'Every matching user as CSV',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      query: userListQueries.export,
      response: CSV,
    }),
    usersBulk: endpoint({
      reportsProgress: true,
      method: 'POST',
      path: '/admin/users/bulk',
      summary:
        'Change the role of, or delete, the selected users or all matching a filter; each row under the ' +
        'rules of a single change (not oneself, never the last admin), all in one transaction',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      body: UserBulkActionSchema,
      response: { status: 200, schema: UserBulkResultSchema },
    }),
    updateUser: endpoint({
      versioned: true,
      method: 'PUT',
      path: '/admin/users/{id}',
      summary: 'Change a user (only the role is applied)',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: idParams,
      body: UserUpdatePayloadSchema,
      response: { status: 200, schema: UserSchema },
      errors: [404, 409],
    }),
    deleteUser: endpoint({
      versioned: true,
      method: 'DELETE',
      path: '/admin/users/{id}',
      summary:
        'Delete a user: moved to the trash (restorable; their sign-in is disabled), their restaurants, orders and reviews stay',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: idParams,
      response: { status: 204 },
      errors: [404, 409],
    }),
    restoreUser: endpoint({
      method: 'POST',
      path: '/admin/users/{id}/restore',
      summary:
        'Bring back a deleted user with the same id (re-enables their sign-in); 409 when another account has their email now',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: idParams,
      response: { status: 200, schema: UserSchema },
      errors: [404, 409],
    }),
    trash: endpoint({
      method: 'GET',
      path: '/admin/trash',
      summary:
        'Recently deleted restaurants, menus, dishes, reviews and users, newest first, with who deleted them ' +
        'and when they are purged (rows deleted with their parent come back with it and are not listed)',
      access: STAFF,
      permission: { name: 'platform.manage', on: 'platform' },
      query: TrashQuerySchema,
      response: { status: 200, schema: PageSchema(TrashItemSchema) },
    }),
    purgeTrashItem: endpoint({
      method: 'DELETE',
      path: '/admin/trash/{kind}/{id}',
      summary: 'Delete a deleted row forever (with what was deleted with it); 404 unless it is in the trash',
      access: STAFF,
      permission: { name: 'platform.manage', on: 'platform' },
      params: TrashItemParamsSchema,
      response: { status: 204 },
      errors: [404, 409],
    }),
    orders: endpoint({
      method: 'GET',
      path: '/admin/orders',
      summary:
        `Orders, newest first; ${searchIn(orderListQueries)}; filter by status, ` +
        "restaurant, courier, dates and refund state. A RESTAURANT user sees their restaurants' orders, a COURIER " +
        'the orders ready for pick-up and their own',
      access: ORDER_STAFF,
      permission: { name: 'orders.view', on: 'scope' },
      query: orderListQueries.list,
      response: { status: 200, schema: PageSchema(OrderSchema) },
    }),
    orderFacets: endpoint({
      method: 'GET',
      path: '/admin/orders/facets',
      summary:
        'Orders per status and refund state under the search and other filters (the orders the caller may see)',
      access: ORDER_STAFF,
      permission: { name: 'orders.view', on: 'scope' },
      query: orderListQueries.facets,
      response: FACETS,
    }),
    ordersExport: endpoint({
      method: 'GET',
      path: '/admin/orders/export',
      summary: 'Every matching order as CSV (the orders the caller may see)',
      access: ORDER_STAFF,
      permission: { name: 'orders.view', on: 'scope' },
      query: orderListQueries.export,
      response: CSV,
    }),
    order: endpoint({
      versioned: true,
      method: 'GET',
      path: '/admin/orders/{id}',
      summary:
        'One order with its items, totals, customer, restaurant, courier, status history, staff notes ' +
        'and the moves the caller may make now',
      access: ORDER_STAFF,
      permission: { name: 'orders.view', on: 'restaurant' },
      params: idParams,
      response: { status: 200, schema: OrderDetailSchema },
      errors: [404],
    }),
    orderTransition: endpoint({
      versioned: true,
      method: 'POST',
      path: '/admin/orders/{id}/transitions',
      summary:
        'Move an order to its next status (reason required to reject or cancel); 409 with the current ' +
        'status and the allowed moves when the status does not allow it (any more)',
      access: ORDER_STAFF,
      permission: { name: 'orders.handle', on: 'restaurant' },
      params: idParams,
      body: OrderTransitionInputSchema,
      response: { status: 200, schema: OrderDetailSchema },
      errors: [404, 409],
    }),
    assignOrderCourier: endpoint({
      versioned: true,
      method: 'PUT',
      path: '/admin/orders/{id}/courier',
      summary: 'Assign a courier (a COURIER user) to an order not yet picked up, or unassign with null',
      access: STAFF,
      permission: { name: 'orders.dispatch', on: 'platform' },
      params: idParams,
      body: OrderCourierInputSchema,
      response: { status: 200, schema: OrderDetailSchema },
      errors: [404, 409],
    }),
    orderRefunds: endpoint({
      method: 'GET',
      path: '/admin/orders/{id}/refunds',
      summary:
        "An order's refunds, oldest first, with what it has given back and what is left to refund " +
        "(ADMIN, or the restaurant's owner)",
      access: STAFF,
      permission: { name: 'orders.view', on: 'restaurant' },
      params: idParams,
      response: { status: 200, schema: OrderRefundsSchema },
      errors: [403, 404],
    }),
    refundOrder: endpoint({
      versioned: true,
      idempotent: true,
      method: 'POST',
      path: '/admin/orders/{id}/refunds',
      summary:
        'Give money back on an order: by items (capped at what is left of each line), or by amount, and ' +
        'the delivery fee once; never more than the total. Waits for approval above the threshold. ' +
        "ADMIN, or the restaurant's owner at the restaurant's cost. 409 with the fresh limits",
      access: STAFF,
      permission: { name: 'orders.refund', on: 'restaurant' },
      params: idParams,
      body: RefundInputSchema,
      response: { status: 201, schema: RefundAnswerSchema },
      errors: [403, 404, 409],
    }),
    refunds: endpoint({
      method: 'GET',
      path: '/admin/refunds',
      summary:
        `Refunds across orders, newest first; ${searchIn(refundListQueries)}; filter by status, ` +
        "reason, bearer, method, restaurant and dates. A RESTAURANT user sees their restaurants' refunds",
      access: STAFF,
      permission: { name: 'orders.view', on: 'scope' },
      query: refundListQueries.list,
      response: { status: 200, schema: PageSchema(RefundListItemSchema) },
    }),
    refundFacets: endpoint({
      method: 'GET',
      path: '/admin/refunds/facets',
      summary:
        'Refunds per status, reason and bearer under the search and other filters (the refunds the caller may see)',
      access: STAFF,
      permission: { name: 'orders.view', on: 'scope' },
      query: refundListQueries.facets,
      response: FACETS,
    }),
    refundsExport: endpoint({
      method: 'GET',
      path: '/admin/refunds/export',
      summary: 'Every matching refund as CSV, amounts as exact decimals (the refunds the caller may see)',
      access: STAFF,
      permission: { name: 'orders.view', on: 'scope' },
      query: refundListQueries.export,
      response: CSV,
    }),
    approveRefund: endpoint({
      method: 'POST',
      path: '/admin/refunds/{id}/approve',
      summary: 'Approve a refund waiting for approval: it succeeds (409 when it waits no more)',
      access: STAFF,
      permission: { name: 'refunds.approve', on: 'platform' },
      params: idParams,
      response: { status: 200, schema: RefundAnswerSchema },
      errors: [404, 409],
    }),
    declineRefund: endpoint({
      method: 'POST',
      path: '/admin/refunds/{id}/decline',
      summary:
        'Decline a refund waiting for approval: what it held is refundable again (409 when it waits no more)',
      access: STAFF,
      permission: { name: 'refunds.approve', on: 'platform' },
      params: idParams,
      response: { status: 200, schema: RefundAnswerSchema },
      errors: [404, 409],
    }),
    addOrderNote: endpoint({
      method: 'POST',
      path: '/admin/orders/{id}/notes',
      summary: "Add a staff note to an order (ADMIN, or the restaurant's owner); never shown to customers",
      access: STAFF,
      permission: { name: 'orders.handle', on: 'restaurant' },
      params: idParams,
      body: OrderNoteInputSchema,
      response: { status: 201, schema: OrderNoteSchema },
      errors: [404],
    }),
    couriers: endpoint({
      method: 'GET',
      path: '/admin/couriers',
      summary:
        'The COURIER accounts by name (at most 500) with their active deliveries, deliveries today (UTC) ' +
        'and average minutes from pick-up to delivery over the last 30 days',
      access: STAFF,
      permission: { name: 'orders.dispatch', on: 'platform' },
      response: { status: 200, schema: v.array(CourierSchema) },
    }),
    courier: endpoint({
      method: 'GET',
      path: '/admin/couriers/{id}',
      summary:
        "One courier's figures and availability (dispatchers, or the courier themselves: 403 for another's); " +
        '404 for an id that is not a courier',
      access: ORDER_STAFF,
      permission: { name: 'orders.dispatch', on: 'platform' },
      params: idParams,
      response: { status: 200, schema: CourierSchema },
      errors: [404],
    }),
    setCourierAvailability: endpoint({
      method: 'PUT',
      path: '/admin/couriers/{id}/availability',
      summary:
        "Whether a courier takes deliveries now (dispatchers, or the courier themselves: 403 for another's); " +
        '404 for an id that is not a courier',
      access: ORDER_STAFF,
      permission: { name: 'orders.dispatch', on: 'platform' },
      params: idParams,
      body: CourierAvailabilityInputSchema,
      response: { status: 200, schema: CourierSchema },
      errors: [404],
    }),
    reviews: endpoint({
      method: 'GET',
      path: '/admin/reviews',
      summary:
        `Reviews, newest first; ${searchIn(reviewListQueries)}; filter by status and rating. ` +
        'A RESTAURANT user sees only the reviews of their own restaurants',
      access: STAFF,
      permission: { name: 'reviews.reply', on: 'scope' },
      query: reviewListQueries.list,
      response: { status: 200, schema: PageSchema(ReviewSchema) },
    }),
    reviewFacets: endpoint({
      method: 'GET',
      path: '/admin/reviews/facets',
      summary:
        'Reviews per rating and per status under the search and other filters (own restaurants for owners)',
      access: STAFF,
      permission: { name: 'reviews.reply', on: 'scope' },
      query: reviewListQueries.facets,
      response: FACETS,
    }),
    reviewsExport: endpoint({
      method: 'GET',
      path: '/admin/reviews/export',
      summary: 'Every matching review as CSV (own restaurants for owners)',
      access: STAFF,
      permission: { name: 'reviews.reply', on: 'scope' },
      query: reviewListQueries.export,
      response: CSV,
    }),
    reviewsBulk: endpoint({
      reportsProgress: true,
      method: 'POST',
      path: '/admin/reviews/bulk',
      summary:
        'Approve, reject or delete the selected reviews or all matching a filter, in one transaction, ' +
        'one activity entry per changed review',
      access: STAFF,
      permission: { name: 'reviews.moderate', on: 'platform' },
      body: ReviewBulkActionSchema,
      response: BULK,
    }),
    moderateReview: endpoint({
      versioned: true,
      method: 'POST',
      path: '/admin/reviews/{id}/moderation',
      summary: 'Approve or reject one review (status APPROVED or REJECTED)',
      access: STAFF,
      permission: { name: 'reviews.moderate', on: 'platform' },
      params: idParams,
      body: ReviewModerationSchema,
      response: { status: 200, schema: ReviewSchema },
      errors: [404],
    }),
    restoreReview: endpoint({
      method: 'POST',
      path: '/admin/reviews/{id}/restore',
      summary: 'Bring back a deleted review; 409 while its restaurant is deleted',
      access: STAFF,
      permission: { name: 'reviews.moderate', on: 'platform' },
      params: idParams,
      response: { status: 200, schema: ReviewSchema },
      errors: [404, 409],
    }),
  },
  restaurants: {
    all: endpoint({
      method: 'GET',
      path: '/api/restaurants',
      summary: `Without search/page/size: every restaurant as an array (at most ${UNPAGED_LIST_CAP})`,
      access: ANY_ROLE,
      response: { status: 200, schema: ArrayOrPageSchema(RestaurantSchema) },
      unpagedVariant: true,
    }),
    list: endpoint({
      method: 'GET',
      path: '/api/restaurants',
      summary: `One page of restaurants; ${searchIn(restaurantListQueries)}`,
      access: ANY_ROLE,
      query: restaurantListQueries.list,
      response: { status: 200, schema: PageSchema(RestaurantSchema) },
    }),
    facets: endpoint({
      method: 'GET',
      path: '/api/restaurants/facets',
      summary: 'Restaurants per active flag, active menu and pause under the search and other filters',
      access: ANY_ROLE,
      query: restaurantListQueries.facets,
      response: FACETS,
    }),
    export: endpoint({
      method: 'GET',
      path: '/api/restaurants/export',
      summary: 'Every matching restaurant as CSV',
      access: ANY_ROLE,
      query: restaurantListQueries.export,
      response: CSV,
    }),
    bulk: endpoint({
      reportsProgress: true,
      method: 'POST',
      path: '/api/restaurants/bulk',
      summary:
        'Activate, deactivate or delete the selected restaurants or all matching a filter; a RESTAURANT ' +
        'user changes only their own (the others are refused), all in one transaction',
      access: STAFF,
      permission: { name: 'restaurants.edit', on: 'restaurant' },
      body: RestaurantBulkActionSchema,
      response: BULK,
    }),
    get: endpoint({
      versioned: true,
      method: 'GET',
      path: '/api/restaurants/{id}',
      summary: 'One restaurant',
      access: ANY_ROLE,
      params: idParams,
      response: { status: 200, schema: RestaurantSchema },
      errors: [404],
    }),
    create: endpoint({
      versioned: true,
      method: 'POST',
      path: '/api/restaurants',
      summary: 'Create a restaurant (ADMIN; a RESTAURANT user creates one they own)',
      access: STAFF,
      body: RestaurantInputSchema,
      omitFromBody: ['id'],
      response: { status: 201, schema: RestaurantSchema },
    }),
    update: endpoint({
      versioned: true,
      method: 'PUT',
      path: '/api/restaurants/{id}',
      summary: 'Update a restaurant (ADMIN or its owner)',
      access: STAFF,
      permission: { name: 'restaurants.edit', on: 'restaurant' },
      params: idParams,
      body: RestaurantInputSchema,
      response: { status: 200, schema: RestaurantSchema },
      errors: [404],
    }),
    remove: endpoint({
      versioned: true,
      method: 'DELETE',
      path: '/api/restaurants/{id}',
      summary:
        'Delete a restaurant: moved to the trash with its menus, dishes and reviews (restorable); 409 when it has orders',
      access: STAFF,
      permission: { name: 'restaurants.edit', on: 'restaurant' },
      params: idParams,
      response: { status: 204 },
      errors: [404, 409],
    }),
    restore: endpoint({
      method: 'POST',
      path: '/api/restaurants/{id}/restore',
      summary:
        'Bring back a deleted restaurant with the same id, with the menus, dishes and reviews deleted with it',
      access: STAFF,
      permission: { name: 'restaurants.edit', on: 'restaurant' },
      params: idParams,
      response: { status: 200, schema: RestaurantSchema },
      errors: [404],
    }),
  },
  menus: {
    allByRestaurant: endpoint({
      method: 'GET',
      path: '/api/restaurants/{restaurantId}/menus',
      summary: `Without search/page/size: all the restaurant's menus as an array (at most ${UNPAGED_LIST_CAP})`,
      access: ANY_ROLE,
      params: restaurantParams,
      response: { status: 200, schema: ArrayOrPageSchema(MenuSchema) },
      errors: [404],
      unpagedVariant: true,
    }),
    byRestaurant: endpoint({
      method: 'GET',
      path: '/api/restaurants/{restaurantId}/menus',
      summary: `One page of a restaurant's menus; ${searchIn(menuListQueries)}`,
      access: ANY_ROLE,
      params: restaurantParams,
      query: menuListQueries.list,
      response: { status: 200, schema: PageSchema(MenuSchema) },
      errors: [404],
    }),
    byRestaurantFacets: endpoint({
      method: 'GET',
      path: '/api/restaurants/{restaurantId}/menus/facets',
      summary: "A restaurant's menus per active flag under the search",
      access: ANY_ROLE,
      params: restaurantParams,
      query: menuListQueries.facets,
      response: FACETS,
      errors: [404],
    }),
    byRestaurantExport: endpoint({
      method: 'GET',
      path: '/api/restaurants/{restaurantId}/menus/export',
      summary: 'Every matching menu of a restaurant as CSV',
      access: ANY_ROLE,
      params: restaurantParams,
      query: menuListQueries.export,
      response: CSV,
      errors: [404],
    }),
    list: endpoint({
      method: 'GET',
      path: '/api/menus',
      summary: `Every menu, paged; ${searchIn(menuListQueries)}`,
      access: ANY_ROLE,
      query: menuListQueries.list,
      response: { status: 200, schema: PageSchema(MenuSchema) },
    }),
    facets: endpoint({
      method: 'GET',
      path: '/api/menus/facets',
      summary: 'Menus per active flag under the search',
      access: ANY_ROLE,
      query: menuListQueries.facets,
      response: FACETS,
    }),
    export: endpoint({
      method: 'GET',
      path: '/api/menus/export',
      summary: 'Every matching menu as CSV',
      access: ANY_ROLE,
      query: menuListQueries.export,
      response: CSV,
    }),
    get: endpoint({
      versioned: true,
      method: 'GET',
      path: '/api/menus/{id}',
      summary: 'One menu',
      access: ANY_ROLE,
      params: idParams,
      response: { status: 200, schema: MenuSchema },
      errors: [404],
    }),
    create: endpoint({
      versioned: true,
      method: 'POST',
      path: '/api/restaurants/{restaurantId}/menus',
      summary: 'Create a menu (ADMIN or the restaurant owner)',
      access: STAFF,
      permission: { name: 'menus.edit', on: 'restaurant' },
      params: restaurantParams,
      body: MenuInputSchema,
      omitFromBody: ['id'],
      response: { status: 201, schema: MenuSchema },
      errors: [404],
    }),
    update: endpoint({
      versioned: true,
      method: 'PUT',
      path: '/api/menus/{id}',
      summary: 'Update a menu (ADMIN or the restaurant owner; moving it needs the target restaurant too)',
      access: STAFF,
      permission: { name: 'menus.edit', on: 'restaurant' },
      params: idParams,
      body: MenuInputSchema,
      response: { status: 200, schema: MenuSchema },
      errors: [404],
    }),
    remove: endpoint({
      versioned: true,
      method: 'DELETE',
      path: '/api/menus/{id}',
      summary: 'Delete a menu: moved to the trash with its dishes (ADMIN or the restaurant owner)',
      access: STAFF,
      permission: { name: 'menus.edit', on: 'restaurant' },
      params: idParams,
      response: { status: 204 },
      errors: [404],
    }),
    restore: endpoint({
      method: 'POST',
      path: '/api/menus/{id}/restore',
      summary:
        'Bring back a deleted menu with the dishes deleted with it; 409 while its restaurant is deleted',
      access: STAFF,
      permission: { name: 'menus.edit', on: 'restaurant' },
      params: idParams,
      response: { status: 200, schema: MenuSchema },
      errors: [404, 409],
    }),
  },
  dishes: {
    byMenu: endpoint({
      method: 'GET',
      path: '/api/menus/{menuId}/dishes',
      summary: `A menu's dishes, paged; ${searchIn(dishListQueries)}`,
      access: ANY_ROLE,
      params: menuParams,
      query: dishListQueries.list,
      response: { status: 200, schema: PageSchema(DishSchema) },
      errors: [404],
    }),
    byMenuFacets: endpoint({
      method: 'GET',
      path: '/api/menus/{menuId}/dishes/facets',
      summary: "A menu's dishes per availability under the search",
      access: ANY_ROLE,
      params: menuParams,
      query: dishListQueries.facets,
      response: FACETS,
      errors: [404],
    }),
    byMenuExport: endpoint({
      method: 'GET',
      path: '/api/menus/{menuId}/dishes/export',
      summary: 'Every matching dish of a menu as CSV',
      access: ANY_ROLE,
      params: menuParams,
      query: dishListQueries.export,
      response: CSV,
      errors: [404],
    }),
    byMenuBulk: endpoint({
      reportsProgress: true,
      method: 'POST',
      path: '/api/menus/{menuId}/dishes/bulk',
      summary:
        'Set the availability of, or delete, the selected dishes of a menu or all matching a filter; ' +
        'a RESTAURANT user changes only dishes of their own restaurants, all in one transaction',
      access: STAFF,
      permission: { name: 'menus.edit', on: 'restaurant' },
      params: menuParams,
      body: DishBulkActionSchema,
      response: BULK,
      errors: [404],
    }),
    get: endpoint({
      versioned: true,
      method: 'GET',
      path: '/api/dishes/{id}',
      summary: 'One dish',
      access: ANY_ROLE,
      params: idParams,
      response: { status: 200, schema: DishSchema },
      errors: [404],
    }),
    create: endpoint({
      versioned: true,
      method: 'POST',
      path: '/api/menus/{menuId}/dishes',
      summary: 'Create a dish (ADMIN or the restaurant owner)',
      access: STAFF,
      permission: { name: 'menus.edit', on: 'restaurant' },
      params: menuParams,
      body: DishInputSchema,
      omitFromBody: ['id'],
      response: { status: 201, schema: DishSchema },
      errors: [404],
    }),
    update: endpoint({
      versioned: true,
      method: 'PUT',
      path: '/api/dishes/{id}',
      summary: 'Update a dish (ADMIN or the restaurant owner)',
      access: STAFF,
      permission: { name: 'menus.edit', on: 'restaurant' },
      params: idParams,
      body: DishInputSchema,
      response: { status: 200, schema: DishSchema },
      errors: [404],
    }),
    remove: endpoint({
      versioned: true,
      method: 'DELETE',
      path: '/api/dishes/{id}',
      summary: 'Delete a dish: moved to the trash (ADMIN or the restaurant owner)',
      access: STAFF,
      permission: { name: 'menus.edit', on: 'restaurant' },
      params: idParams,
      response: { status: 204 },
      errors: [404],
    }),
    restore: endpoint({
      method: 'POST',
      path: '/api/dishes/{id}/restore',
      summary: 'Bring back a deleted dish; 409 while its menu is deleted',
      access: STAFF,
      permission: { name: 'menus.edit', on: 'restaurant' },
      params: idParams,
      response: { status: 200, schema: DishSchema },
      errors: [404, 409],
    }),
  },
  reviews: {
    create: endpoint({
      versioned: true,
      method: 'POST',
      path: '/api/restaurants/{restaurantId}/reviews',
      summary: 'Review a restaurant (CUSTOMER); the review waits for moderation (status PENDING)',
      access: CUSTOMER_ONLY,
      params: restaurantParams,
      body: ReviewInputSchema,
      response: { status: 201, schema: ReviewSchema },
      errors: [404],
    }),
    reply: endpoint({
      versioned: true,
      method: 'PUT',
      path: '/api/reviews/{id}/reply',
      summary: "Write or replace the reply to a review: its restaurant's owner, or an admin",
      access: STAFF,
      permission: { name: 'reviews.reply', on: 'restaurant' },
      params: idParams,
      body: ReviewReplyInputSchema,
      response: { status: 200, schema: ReviewSchema },
      errors: [404],
    }),
    removeReply: endpoint({
      versioned: true,
      method: 'DELETE',
      path: '/api/reviews/{id}/reply',
      summary: "Remove the reply to a review: its restaurant's owner, or an admin",
      access: STAFF,
      permission: { name: 'reviews.reply', on: 'restaurant' },
      params: idParams,
      response: { status: 204 },
      errors: [404],
    }),
  },
  history: {
    record: endpoint({
      method: 'GET',
      path: '/api/history/{kind}/{id}',
      summary:
        "A record's changes, newest first: who, when, and each changed field's old and new value. " +
        "A restaurant's, menu's or dish's for its owner or an admin; a review's, user's or order's for admins",
      access: STAFF,
      params: HistoryParamsSchema,
      query: HistoryQuerySchema,
      response: { status: 200, schema: PageSchema(HistoryEntrySchema) },
      errors: [404],
    }),
  },
  events: {
    stream: endpoint({
      method: 'GET',
      path: '/api/events',
      summary:
        'Live updates as Server-Sent Events: a `change` event (JSON data) for every create, update, ' +
        'delete, restore and purge the caller may read, a heartbeat comment every 25 s. Send ' +
        'Last-Event-ID to replay what a dropped connection missed; a `reset` event means refetch everything',
      access: ANY_ROLE,
      response: { status: 200, schema: v.string(), contentType: 'text/event-stream' },
    }),
  },
  search: {
    all: endpoint({
      method: 'GET',
      path: '/api/search',
      summary:
        `Up to ${SEARCH_HITS_PER_KIND} users, restaurants, menus and dishes whose name (or email) contains q, ` +
        'for the command palette: users for ADMIN only; a RESTAURANT user finds only their own ' +
        'restaurants, menus and dishes',
      access: STAFF,
      query: SearchQuerySchema,
      response: { status: 200, schema: SearchResultsSchema },
    }),
  },
  views: {
    list: endpoint({
      method: 'GET',
      path: '/api/views',
      summary:
        "The caller's saved views of a list and the shared ones, by name; none of a list the " +
        'caller may not read',
      access: ANY_ROLE,
      query: SavedViewsQuerySchema,
      response: { status: 200, schema: v.array(SavedViewSchema) },
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/views',
      summary: 'Save a view of a list (only admins may share it); at most 100 per user and list',
      access: ANY_ROLE,
      body: SavedViewInputSchema,
      response: { status: 201, schema: SavedViewSchema },
      errors: [409],
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/views/{id}',
      summary:
        'Rename, change or (un)share a view: its owner, or an admin for a shared view, while they may ' +
        'read its list. A field left out keeps its stored value',
      access: ANY_ROLE,
      params: idParams,
      body: SavedViewUpdateSchema,
      response: { status: 200, schema: SavedViewSchema },
      errors: [404],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/views/{id}',
      summary: 'Delete a view: its owner, or an admin for a shared view, while they may read its list',
      access: ANY_ROLE,
      params: idParams,
      response: { status: 204 },
      errors: [404],
    }),
  },
  activityLog: {
    record: endpoint({
      method: 'POST',
      path: '/api/activity-log',
      summary:
        'Record an activity entry. A DISH CREATE/UPDATE naming the dish (entityId) that the write already ' +
        'logged answers that entry (200) instead of a second one',
      access: STAFF,
      body: ActivityLogPayloadSchema,
      response: { status: 201, schema: ActivityLogEntrySchema, alsoAnswers: 200 },
    }),
  },
  uploads: {
    image: endpoint({
      method: 'POST',
      path: '/api/uploads',
      summary: 'Upload an image (multipart field "image": PNG, JPEG, GIF, WebP or AVIF)',
      access: STAFF,
      body: { multipart: { file: 'image' } },
      response: { status: 201, schema: UploadResponseSchema },
      // 413 also when the caller's upload quota is used up; 507 when all uploads reached the total cap.
      errors: [413, 507],
    }),
    file: endpoint({
      method: 'GET',
      path: '/api/uploads/{file}',
      summary: 'An uploaded image (public; names are random)',
      access: 'public',
      params: fileParams,
      response: { status: 200, contentType: 'image/*' },
      errors: [404],
    }),
  },
} as const satisfies Record<string, Record<string, EndpointDefinition>>;
