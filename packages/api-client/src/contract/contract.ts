import * as v from 'valibot';
import { ActivityLogEntrySchema, ActivityLogPayloadSchema, ActivityQuerySchema } from '../schemas/activity';
import { LoginPayloadSchema, ProfileSchema, RegisterPayloadSchema } from '../schemas/auth';
import { ArrayOrPageSchema, ListQuerySchema, PageSchema, PathIdSchema } from '../schemas/common';
import { DashboardStatsSchema } from '../schemas/dashboard';
import { DishInputSchema, DishSchema } from '../schemas/dish';
import { MenuInputSchema, MenuSchema } from '../schemas/menu';
import { OrderSchema, ReviewSchema } from '../schemas/orders';
import { RestaurantInputSchema, RestaurantSchema } from '../schemas/restaurant';
import { UploadResponseSchema } from '../schemas/upload';
import { UserSchema, UserUpdatePayloadSchema } from '../schemas/user';
import { ADMIN_ONLY, ANY_ROLE, STAFF } from './access';
import { endpoint, type EndpointDefinition } from './endpoint';

/** Without paging parameters the unpaged variants answer at most this many rows. */
export const UNPAGED_LIST_CAP = 1000;

const idParams = v.object({ id: PathIdSchema('id') });
const restaurantParams = v.object({ restaurantId: PathIdSchema('restaurantId') });
const menuParams = v.object({ menuId: PathIdSchema('menuId') });
/** The handler answers 404 for a name that cannot be an upload; the edge only bounds its length. */
const fileParams = v.object({ file: v.pipe(v.string(), v.maxLength(200, 'File not found')) });

/**
 * The API, declared once (docs/architecture.md#the-contract). The typed client, the TanStack Query
 * options, the server's routes (parsing, validation, roles), the MSW mocks and the OpenAPI document
 * are all derived from this table. Groups and names become `api.<group>.<name>(input)`.
 */
export const contract = {
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
  admin: {
    dashboardStats: endpoint({
      method: 'GET',
      path: '/admin/dashboard-stats',
      summary: 'Counts for the dashboard cards',
      access: ADMIN_ONLY,
      response: { status: 200, schema: DashboardStatsSchema },
    }),
    recentActivity: endpoint({
      method: 'GET',
      path: '/admin/recent-activity',
      summary: 'Activity feed, newest first; search matches action and username',
      access: ADMIN_ONLY,
      query: ActivityQuerySchema,
      response: { status: 200, schema: PageSchema(ActivityLogEntrySchema) },
    }),
    users: endpoint({
      method: 'GET',
      path: '/admin/users',
      summary: 'Users; search matches email and name',
      access: ADMIN_ONLY,
      query: ListQuerySchema,
      response: { status: 200, schema: PageSchema(UserSchema) },
    }),
    updateUser: endpoint({
      method: 'PUT',
      path: '/admin/users/{id}',
      summary: 'Change a user (only the role is applied)',
      access: ADMIN_ONLY,
      params: idParams,
      body: UserUpdatePayloadSchema,
      response: { status: 200, schema: UserSchema },
      errors: [404, 409],
    }),
    deleteUser: endpoint({
      method: 'DELETE',
      path: '/admin/users/{id}',
      summary: 'Delete a user (their restaurants lose the owner; orders and reviews stay)',
      access: ADMIN_ONLY,
      params: idParams,
      response: { status: 204 },
      errors: [404, 409],
    }),
    orders: endpoint({
      method: 'GET',
      path: '/admin/orders',
      summary: 'Orders, newest first; search matches restaurant, customer and status',
      access: ADMIN_ONLY,
      query: ListQuerySchema,
      response: { status: 200, schema: PageSchema(OrderSchema) },
    }),
    reviews: endpoint({
      method: 'GET',
      path: '/admin/reviews',
      summary: 'Reviews, newest first; search matches restaurant, author and text',
      access: ADMIN_ONLY,
      query: ListQuerySchema,
      response: { status: 200, schema: PageSchema(ReviewSchema) },
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
      summary: 'One page of restaurants; search matches the name',
      access: ANY_ROLE,
      query: ListQuerySchema,
      response: { status: 200, schema: PageSchema(RestaurantSchema) },
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/restaurants/{id}',
      summary: 'One restaurant',
      access: ANY_ROLE,
      params: idParams,
      response: { status: 200, schema: RestaurantSchema },
      errors: [404],
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/restaurants',
      summary: 'Create a restaurant (ADMIN; a RESTAURANT user creates one they own)',
      access: STAFF,
      body: RestaurantInputSchema,
      omitFromBody: ['id'],
      response: { status: 201, schema: RestaurantSchema },
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/restaurants/{id}',
      summary: 'Update a restaurant (ADMIN or its owner)',
      access: STAFF,
      params: idParams,
      body: RestaurantInputSchema,
      response: { status: 200, schema: RestaurantSchema },
      errors: [404],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/restaurants/{id}',
      summary: 'Delete a restaurant with its menus, dishes and reviews; 409 when it has orders',
      access: STAFF,
      params: idParams,
      response: { status: 204 },
      errors: [404, 409],
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
      summary: "One page of a restaurant's menus; search matches the name",
      access: ANY_ROLE,
      params: restaurantParams,
      query: ListQuerySchema,
      response: { status: 200, schema: PageSchema(MenuSchema) },
      errors: [404],
    }),
    list: endpoint({
      method: 'GET',
      path: '/api/menus',
      summary: 'Every menu, paged; search matches the name',
      access: ANY_ROLE,
      query: ListQuerySchema,
      response: { status: 200, schema: PageSchema(MenuSchema) },
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/menus/{id}',
      summary: 'One menu',
      access: ANY_ROLE,
      params: idParams,
      response: { status: 200, schema: MenuSchema },
      errors: [404],
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/restaurants/{restaurantId}/menus',
      summary: 'Create a menu (ADMIN or the restaurant owner)',
      access: STAFF,
      params: restaurantParams,
      body: MenuInputSchema,
      omitFromBody: ['id'],
      response: { status: 201, schema: MenuSchema },
      errors: [404],
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/menus/{id}',
      summary: 'Update a menu (ADMIN or the restaurant owner; moving it needs the target restaurant too)',
      access: STAFF,
      params: idParams,
      body: MenuInputSchema,
      response: { status: 200, schema: MenuSchema },
      errors: [404],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/menus/{id}',
      summary: 'Delete a menu and its dishes (ADMIN or the restaurant owner)',
      access: STAFF,
      params: idParams,
      response: { status: 204 },
      errors: [404],
    }),
  },
  dishes: {
    byMenu: endpoint({
      method: 'GET',
      path: '/api/menus/{menuId}/dishes',
      summary: "A menu's dishes, paged; search matches the name",
      access: ANY_ROLE,
      params: menuParams,
      query: ListQuerySchema,
      response: { status: 200, schema: PageSchema(DishSchema) },
      errors: [404],
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/dishes/{id}',
      summary: 'One dish',
      access: ANY_ROLE,
      params: idParams,
      response: { status: 200, schema: DishSchema },
      errors: [404],
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/menus/{menuId}/dishes',
      summary: 'Create a dish (ADMIN or the restaurant owner)',
      access: STAFF,
      params: menuParams,
      body: DishInputSchema,
      omitFromBody: ['id'],
      response: { status: 201, schema: DishSchema },
      errors: [404],
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/dishes/{id}',
      summary: 'Update a dish (ADMIN or the restaurant owner)',
      access: STAFF,
      params: idParams,
      body: DishInputSchema,
      response: { status: 200, schema: DishSchema },
      errors: [404],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/dishes/{id}',
      summary: 'Delete a dish (ADMIN or the restaurant owner)',
      access: STAFF,
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

export type Contract = typeof contract;
export type GroupName = keyof Contract;
/** `'restaurants.list'`, `'admin.users'`, ... */
export type EndpointId = {
  [G in GroupName]: `${G}.${Extract<keyof Contract[G], string>}`;
}[GroupName];
export type EndpointOf<TId extends EndpointId> = TId extends `${infer G}.${infer N}`
  ? G extends GroupName
    ? N extends keyof Contract[G]
      ? Contract[G][N]
      : never
    : never
  : never;

/** Every endpoint with its id, in declaration order. */
export function listEndpoints(): { id: EndpointId; definition: EndpointDefinition }[] {
  return Object.entries(contract).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, definition]) => ({
      id: `${group}.${name}` as EndpointId,
      definition: definition as EndpointDefinition,
    })),
  );
}

export function endpointById<TId extends EndpointId>(id: TId): EndpointOf<TId> {
  const [group, name] = id.split('.') as [GroupName, string];
  return (contract[group] as Record<string, EndpointDefinition>)[name] as EndpointOf<TId>;
}
