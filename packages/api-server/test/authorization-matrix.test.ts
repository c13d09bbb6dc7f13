import { randomUUID } from 'node:crypto';
import { DEFAULT_ORDER_RULES } from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInSetId } from '../src/auth/permission-sets';
import { invitations, memberships, savedViews, users } from '../src/db/schema';
import { insertDish, insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import {
  BAD_TOKEN_HEADERS,
  createUser,
  signUpAccount,
  startTestServer,
  type TestServer,
  type TestUser,
} from './support/server';

/**
 * Every endpoint x every kind of caller, with the expected status. Each cell gets fresh data (its own
 * restaurant owned by `owner`, menu, dish and target user) so writes in one cell cannot affect another.
 */
const CALLERS = [
  'none',
  'badToken',
  'noProfile',
  'customer',
  'owner',
  'nonOwner',
  'admin',
  'courier',
] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number | null>;

type Fixture = {
  restaurantId: number;
  menuId: number;
  dishId: number;
  /** A review of the owner's restaurant (PENDING, as every new review). */
  reviewId: number;
  /** A PENDING order of another restaurant of the owner's. */
  orderId: number;
  targetUserId: number;
  /** A view of the restaurants list: the owner's own, and one an admin shared. */
  ownViewId: number;
  sharedViewId: number;
  /** A restaurant account on no team, one on the restaurant's team (Kitchen), and two sets' ids. */
  staffUserId: number;
  memberId: number;
  kitchenSetId: number;
  menuEditorSetId: number;
  /** An open invitation to the restaurant's team, of an email no caller has. */
  invitationId: number;
};
type Identity = { uid: string };
type Cell = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = 'matrix-boundary';
const UPLOAD_BODY = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

const row = (
  none: number,
  badToken: number,
  noProfile: number | null,
  customer: number,
  owner: number,
  nonOwner: number,
  admin: number,
  courier: number,
): Expected => ({
  none,
  badToken,
  noProfile,
  customer,
  owner,
  nonOwner,
  admin,
  courier,
});
const ADMIN_ONLY = (ok: number) => row(401, 401, 403, 403, 403, 403, ok, 403);
const SIGNED_IN = row(401, 401, 403, 200, 200, 200, 200, 200);
// A courier is no editor, and the fixture's order is PENDING: not one a courier may see.
const OWNER_OR_ADMIN = (ok: number) => row(401, 401, 403, 403, ok, 403, ok, 403);
const EDITORS = (ok: number) => row(401, 401, 403, 403, ok, ok, ok, 403);
const PUBLIC = row(200, 200, 200, 200, 200, 200, 200, 200);
const CUSTOMERS = (ok: number) => row(401, 401, 403, ok, 403, 403, 403, 403);

/** The fixture restaurant's kitchen and its one zone: 3 km around it. */
const KITCHEN = { lat: 48.8566, lng: 2.3522 };
const orderBody = (f: Fixture) => ({
  restaurantId: f.restaurantId,
  items: [{ dishId: f.dishId, quantity: 2 }],
  deliveryPoint: { lat: 48.86, lng: 2.35 },
});

let uploadedUrl = '';
const menuBody = (f: Fixture) => ({ restaurantId: f.restaurantId, name: 'Matrix menu' });
const dishBody = { name: 'Matrix dish', price: 3.5 };
const restaurantBody = { name: 'Matrix place', address: '1 Matrix Way' };

const ENDPOINTS: [string, (f: Fixture, caller: Identity | undefined) => Cell, Expected][] = [
  ['GET /api/health', () => ({ method: 'GET', url: '/api/health' }), PUBLIC],
  [
    'POST /api/orders/quote',
    (f) => ({ method: 'POST', url: '/api/orders/quote', payload: orderBody(f) }),
    CUSTOMERS(200),
  ],
  [
    'POST /api/orders',
    (f) => ({
      method: 'POST',
      url: '/api/orders',
      payload: { ...orderBody(f), deliveryAddress: '1 Matrix Way' },
      headers: { 'idempotency-key': randomUUID() },
    }),
    CUSTOMERS(201),
  ],
  ['GET /api/uploads/{file}', () => ({ method: 'GET', url: uploadedUrl }), PUBLIC],
  [
    'POST /api/auth/login',
    (_f, caller) => ({ method: 'POST', url: '/api/auth/login', payload: { uid: caller?.uid ?? 'anyone' } }),
    row(401, 401, 404, 200, 200, 200, 200, 200),
  ],
  [
    'POST /api/auth/register (own uid, profile exists)',
    (_f, caller) => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: { uid: caller?.uid ?? 'anyone', firstName: 'Re', lastName: 'Peat', email: '' },
    }),
    row(401, 401, null, 409, 409, 409, 409, 409),
  ],
  [
    // Always the caller's own profile: the body cannot name anyone else (test/profile.test.ts).
    'PUT /api/profile',
    () => ({ method: 'PUT', url: '/api/profile', payload: { firstName: 'Matrix', lastName: 'Tester' } }),
    SIGNED_IN,
  ],
  [
    // The caller's own language, like the profile above.
    'PUT /api/profile/locale',
    () => ({ method: 'PUT', url: '/api/profile/locale', payload: { locale: 'en' } }),
    SIGNED_IN,
  ],
  ['GET /admin/dashboard-stats', () => ({ method: 'GET', url: '/admin/dashboard-stats' }), ADMIN_ONLY(200)],
  [
    'GET /admin/dashboard/series',
    () => ({ method: 'GET', url: '/admin/dashboard/series?range=7d' }),
    ADMIN_ONLY(200),
  ],
  [
    'GET /admin/dashboard/attention',
    () => ({ method: 'GET', url: '/admin/dashboard/attention' }),
    ADMIN_ONLY(200),
  ],
  [
    'GET /admin/recent-activity',
    () => ({ method: 'GET', url: '/admin/recent-activity?page=0&size=5' }),
    ADMIN_ONLY(200),
  ],
  ['GET /admin/users', () => ({ method: 'GET', url: '/admin/users?search=a' }), ADMIN_ONLY(200)],
  [
    'PUT /admin/users/{id}',
    (f) => ({ method: 'PUT', url: `/admin/users/${f.targetUserId}`, payload: { role: 'COURIER' } }),
    ADMIN_ONLY(200),
  ],
  [
    'DELETE /admin/users/{id}',
    (f) => ({ method: 'DELETE', url: `/admin/users/${f.targetUserId}` }),
    ADMIN_ONLY(204),
  ],
  [
    'POST /admin/users/{id}/restore',
    (f) => ({ method: 'POST', url: `/admin/users/${f.targetUserId}/restore` }),
    ADMIN_ONLY(200),
  ],
  ['GET /admin/trash', () => ({ method: 'GET', url: '/admin/trash' }), ADMIN_ONLY(200)],
  [
    'DELETE /admin/trash/{kind}/{id}',
    // A live row: the admin is let in and told it is not in the trash.
    (f) => ({ method: 'DELETE', url: `/admin/trash/dish/${f.dishId}` }),
    ADMIN_ONLY(404),
  ],
  [
    // Per row too: the admin's own row would be refused (200 with the refusal), never a 403.
    'POST /admin/users/bulk',
    (f) => ({
      method: 'POST',
      url: '/admin/users/bulk',
      payload: { action: 'setRole', role: 'COURIER', ids: [f.targetUserId] },
    }),
    ADMIN_ONLY(200),
  ],
  // Owners and couriers too, scoped to the orders they may see (order-workflow.test.ts).
  [
    'GET /admin/orders',
    () => ({ method: 'GET', url: '/admin/orders' }),
    row(401, 401, 403, 403, 200, 200, 200, 200),
  ],
  [
    'GET /admin/orders/{id}',
    (f) => ({ method: 'GET', url: `/admin/orders/${f.orderId}` }),
    OWNER_OR_ADMIN(200),
  ],
  [
    // Every move per role, couriers included: order-workflow.test.ts.
    'POST /admin/orders/{id}/transitions',
    (f) => ({ method: 'POST', url: `/admin/orders/${f.orderId}/transitions`, payload: { to: 'ACCEPTED' } }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'PUT /admin/orders/{id}/courier',
    (f) => ({ method: 'PUT', url: `/admin/orders/${f.orderId}/courier`, payload: { courierId: courier.id } }),
    ADMIN_ONLY(200),
  ],
  [
    'POST /admin/orders/{id}/notes',
    (f) => ({ method: 'POST', url: `/admin/orders/${f.orderId}/notes`, payload: { text: 'Matrix note' } }),
    OWNER_OR_ADMIN(201),
  ],
  [
    'GET /admin/orders/{id}/refunds',
    (f) => ({ method: 'GET', url: `/admin/orders/${f.orderId}/refunds` }),
    OWNER_OR_ADMIN(200),
  ],
  [
    // The owner at the restaurant's cost (another bearer: 403, refunds.test.ts).
    'POST /admin/orders/{id}/refunds',
    (f) => ({
      method: 'POST',
      url: `/admin/orders/${f.orderId}/refunds`,
      payload: { amountMinor: 100, reason: 'GOODWILL', bearer: 'RESTAURANT', method: 'CASH' },
    }),
    OWNER_OR_ADMIN(201),
  ],
  // The refunds list: owners too, scoped to their restaurants' refunds (refunds-list.test.ts).
  ['GET /admin/refunds', () => ({ method: 'GET', url: '/admin/refunds' }), EDITORS(200)],
  ['GET /admin/refunds/facets', () => ({ method: 'GET', url: '/admin/refunds/facets' }), EDITORS(200)],
  ['GET /admin/refunds/export', () => ({ method: 'GET', url: '/admin/refunds/export' }), EDITORS(200)],
  // No such refund: the admin is let in and told so.
  [
    'POST /admin/refunds/{id}/approve',
    () => ({ method: 'POST', url: '/admin/refunds/999999/approve' }),
    ADMIN_ONLY(404),
  ],
  [
    'POST /admin/refunds/{id}/decline',
    () => ({ method: 'POST', url: '/admin/refunds/999999/decline' }),
    ADMIN_ONLY(404),
  ],
  ['GET /admin/couriers', () => ({ method: 'GET', url: '/admin/couriers' }), ADMIN_ONLY(200)],
  // The courier's own record (another courier's: 403, couriers.test.ts).
  [
    'GET /admin/couriers/{id}',
    () => ({ method: 'GET', url: `/admin/couriers/${courier.id}` }),
    row(401, 401, 403, 403, 403, 403, 200, 200),
  ],
  [
    'PUT /admin/couriers/{id}/availability',
    () => ({
      method: 'PUT',
      url: `/admin/couriers/${courier.id}/availability`,
      payload: { available: true },
    }),
    row(401, 401, 403, 403, 403, 403, 200, 200),
  ],
  // Owners too, scoped to their own restaurants' reviews (reviews-moderation.test.ts).
  ['GET /admin/reviews', () => ({ method: 'GET', url: '/admin/reviews?status=PENDING' }), EDITORS(200)],
  ['GET /admin/reviews/facets', () => ({ method: 'GET', url: '/admin/reviews/facets' }), EDITORS(200)],
  [
    'POST /admin/reviews/{id}/moderation',
    (f) => ({
      method: 'POST',
      url: `/admin/reviews/${f.reviewId}/moderation`,
      payload: { status: 'APPROVED' },
    }),
    ADMIN_ONLY(200),
  ],
  [
    'POST /admin/reviews/{id}/restore',
    (f) => ({ method: 'POST', url: `/admin/reviews/${f.reviewId}/restore` }),
    ADMIN_ONLY(200),
  ],
  [
    'POST /admin/reviews/bulk',
    (f) => ({ method: 'POST', url: '/admin/reviews/bulk', payload: { action: 'reject', ids: [f.reviewId] } }),
    ADMIN_ONLY(200),
  ],
  [
    'PUT /api/reviews/{id}/reply',
    (f) => ({ method: 'PUT', url: `/api/reviews/${f.reviewId}/reply`, payload: { text: 'Thanks!' } }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'DELETE /api/reviews/{id}/reply',
    (f) => ({ method: 'DELETE', url: `/api/reviews/${f.reviewId}/reply` }),
    OWNER_OR_ADMIN(204),
  ],
  [
    'POST /api/restaurants/{id}/reviews',
    (f) => ({ method: 'POST', url: `/api/restaurants/${f.restaurantId}/reviews`, payload: { rating: 4 } }),
    row(401, 401, 403, 201, 403, 403, 403, 403),
  ],
  ['GET /api/restaurants (all)', () => ({ method: 'GET', url: '/api/restaurants' }), SIGNED_IN],
  [
    'GET /api/restaurants (page)',
    () => ({ method: 'GET', url: '/api/restaurants?page=0&size=5&search=m' }),
    SIGNED_IN,
  ],
  [
    'GET /api/restaurants/{id}',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}` }),
    SIGNED_IN,
  ],
  [
    'POST /api/restaurants',
    () => ({ method: 'POST', url: '/api/restaurants', payload: restaurantBody }),
    EDITORS(201),
  ],
  [
    'PUT /api/restaurants/{id}',
    (f) => ({ method: 'PUT', url: `/api/restaurants/${f.restaurantId}`, payload: restaurantBody }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'DELETE /api/restaurants/{id}',
    (f) => ({ method: 'DELETE', url: `/api/restaurants/${f.restaurantId}` }),
    OWNER_OR_ADMIN(204),
  ],
  [
    'GET /api/restaurants/{id}/operations',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/operations` }),
    SIGNED_IN,
  ],
  [
    'PUT /api/restaurants/{id}/operations',
    (f) => ({
      method: 'PUT',
      url: `/api/restaurants/${f.restaurantId}/operations`,
      payload: {
        timeZone: 'Europe/Paris',
        week: [[], [], [], [], [], [], [{ opens: '10:00', closes: '22:00' }]],
        exceptions: [],
        closures: [],
        lastOrderMinutes: 0,
        acceptanceTimeoutMinutes: 0,
        acceptanceTimeoutAction: 'reject',
        ...DEFAULT_ORDER_RULES,
      },
    }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'PUT /api/restaurants/{id}/pause',
    (f) => ({
      method: 'PUT',
      url: `/api/restaurants/${f.restaurantId}/pause`,
      payload: { reason: 'busy', until: new Date(Date.now() + 3_600_000).toISOString() },
    }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'DELETE /api/restaurants/{id}/pause',
    (f) => ({ method: 'DELETE', url: `/api/restaurants/${f.restaurantId}/pause` }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'POST /api/restaurants/{id}/restore',
    (f) => ({ method: 'POST', url: `/api/restaurants/${f.restaurantId}/restore` }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'GET /api/history/{kind}/{id}',
    (f) => ({ method: 'GET', url: `/api/history/restaurant/${f.restaurantId}` }),
    OWNER_OR_ADMIN(200),
  ],
  [
    // Rows are authorised one by one: another owner gets 200 with the row refused (bulk-actions.test.ts).
    'POST /api/restaurants/bulk',
    (f) => ({
      method: 'POST',
      url: '/api/restaurants/bulk',
      payload: { action: 'deactivate', ids: [f.restaurantId] },
    }),
    EDITORS(200),
  ],
  ['GET /api/permission-sets', () => ({ method: 'GET', url: '/api/permission-sets' }), EDITORS(200)],
  [
    'GET /api/restaurants/{id}/members',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/members` }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'POST /api/restaurants/{id}/members',
    (f) => ({
      method: 'POST',
      url: `/api/restaurants/${f.restaurantId}/members`,
      payload: { userId: f.staffUserId, permissionSetId: f.kitchenSetId },
    }),
    OWNER_OR_ADMIN(201),
  ],
  [
    'PUT /api/restaurants/{id}/members/{memberId}',
    (f) => ({
      method: 'PUT',
      url: `/api/restaurants/${f.restaurantId}/members/${f.memberId}`,
      payload: { permissionSetId: f.menuEditorSetId },
    }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'DELETE /api/restaurants/{id}/members/{memberId}',
    (f) => ({ method: 'DELETE', url: `/api/restaurants/${f.restaurantId}/members/${f.memberId}` }),
    OWNER_OR_ADMIN(204),
  ],
  [
    'GET /api/restaurants/{id}/invitations',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/invitations` }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'POST /api/restaurants/{id}/invitations',
    (f) => ({
      method: 'POST',
      url: `/api/restaurants/${f.restaurantId}/invitations`,
      payload: { email: `${randomUUID()}@matrix.test`, permissionSetId: f.kitchenSetId },
    }),
    OWNER_OR_ADMIN(201),
  ],
  [
    'DELETE /api/restaurants/{id}/invitations/{invitationId}',
    (f) => ({ method: 'DELETE', url: `/api/restaurants/${f.restaurantId}/invitations/${f.invitationId}` }),
    OWNER_OR_ADMIN(204),
  ],
  // Any signed-in account asks for its own invitations, a profile or not (none of these callers has one).
  [
    'GET /api/invitations',
    () => ({ method: 'GET', url: '/api/invitations' }),
    row(401, 401, 200, 200, 200, 200, 200, 200),
  ],
  [
    // Someone else's invitation does not exist for the caller.
    'POST /api/invitations/{id}/accept',
    (f) => ({ method: 'POST', url: `/api/invitations/${f.invitationId}/accept` }),
    row(401, 401, 403, 404, 404, 404, 404, 404),
  ],
  [
    'GET /api/restaurants/{id}/menus (all)',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/menus` }),
    SIGNED_IN,
  ],
  [
    'GET /api/restaurants/{id}/menus (page)',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/menus?page=0` }),
    SIGNED_IN,
  ],
  [
    'POST /api/restaurants/{id}/menus',
    (f) => ({ method: 'POST', url: `/api/restaurants/${f.restaurantId}/menus`, payload: menuBody(f) }),
    OWNER_OR_ADMIN(201),
  ],
  ['GET /api/menus', () => ({ method: 'GET', url: '/api/menus?search=menu' }), SIGNED_IN],
  ['GET /api/menus/{id}', (f) => ({ method: 'GET', url: `/api/menus/${f.menuId}` }), SIGNED_IN],
  [
    'PUT /api/menus/{id}',
    (f) => ({ method: 'PUT', url: `/api/menus/${f.menuId}`, payload: menuBody(f) }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'DELETE /api/menus/{id}',
    (f) => ({ method: 'DELETE', url: `/api/menus/${f.menuId}` }),
    OWNER_OR_ADMIN(204),
  ],
  [
    'POST /api/menus/{id}/restore',
    (f) => ({ method: 'POST', url: `/api/menus/${f.menuId}/restore` }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'GET /api/menus/{id}/dishes',
    (f) => ({ method: 'GET', url: `/api/menus/${f.menuId}/dishes?size=3` }),
    SIGNED_IN,
  ],
  [
    'POST /api/menus/{id}/dishes',
    (f) => ({ method: 'POST', url: `/api/menus/${f.menuId}/dishes`, payload: dishBody }),
    OWNER_OR_ADMIN(201),
  ],
  [
    'POST /api/menus/{id}/dishes/bulk',
    (f) => ({
      method: 'POST',
      url: `/api/menus/${f.menuId}/dishes/bulk`,
      payload: { action: 'setAvailability', available: false, ids: [f.dishId] },
    }),
    EDITORS(200),
  ],
  ['GET /api/dishes/{id}', (f) => ({ method: 'GET', url: `/api/dishes/${f.dishId}` }), SIGNED_IN],
  [
    'PUT /api/dishes/{id}',
    (f) => ({ method: 'PUT', url: `/api/dishes/${f.dishId}`, payload: dishBody }),
    OWNER_OR_ADMIN(200),
  ],
  [
    'DELETE /api/dishes/{id}',
    (f) => ({ method: 'DELETE', url: `/api/dishes/${f.dishId}` }),
    OWNER_OR_ADMIN(204),
  ],
  [
    'POST /api/dishes/{id}/restore',
    (f) => ({ method: 'POST', url: `/api/dishes/${f.dishId}/restore` }),
    OWNER_OR_ADMIN(200),
  ],
  [
    // An owner may only confirm a change to their own dish (anything else: see admin.test.ts).
    'POST /api/activity-log',
    (f) => ({
      method: 'POST',
      url: '/api/activity-log',
      payload: { category: 'DISH', action: 'UPDATE', entityId: f.dishId },
    }),
    OWNER_OR_ADMIN(201),
  ],
  // Staff only; an owner who owns nothing matching gets empty lists (test/search.test.ts).
  ['GET /api/search', () => ({ method: 'GET', url: '/api/search?q=matrix' }), EDITORS(200)],
  ['GET /api/views', () => ({ method: 'GET', url: '/api/views?list=restaurants' }), SIGNED_IN],
  [
    'POST /api/views',
    // Menus: every fixture adds restaurants views, which would reach the per-user limit.
    () => ({ method: 'POST', url: '/api/views', payload: { list: 'menus', name: 'Matrix view', query: {} } }),
    row(401, 401, 403, 201, 201, 201, 201, 201),
  ],
  [
    // Someone else's own view does not exist for the caller (404), admins included.
    "PUT /api/views/{id} (the owner's own view)",
    (f) => ({ method: 'PUT', url: `/api/views/${f.ownViewId}`, payload: { name: 'Renamed', query: {} } }),
    row(401, 401, 403, 404, 200, 404, 404, 404),
  ],
  [
    // A shared view is seen by everyone who reads the list, changed by admins only.
    "DELETE /api/views/{id} (an admin's shared view)",
    (f) => ({ method: 'DELETE', url: `/api/views/${f.sharedViewId}` }),
    row(401, 401, 403, 403, 403, 403, 204, 403),
  ],
  [
    'POST /api/uploads',
    () => ({
      method: 'POST',
      url: '/api/uploads',
      payload: UPLOAD_BODY,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    }),
    EDITORS(201),
  ],
];

let server: TestServer;
const identities = {} as Record<'customer' | 'owner' | 'nonOwner' | 'admin' | 'courier', TestUser>;
let noProfile: { uid: string; headers: Record<string, string> };
/** The courier the courier assignment names. */
let courier: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  const [customer, owner, nonOwner, admin] = await Promise.all([
    createUser(server.db, 'CUSTOMER'),
    createUser(server.db, 'RESTAURANT', 'owner'),
    createUser(server.db, 'RESTAURANT', 'nonowner'),
    createUser(server.db, 'ADMIN'),
  ]);
  Object.assign(identities, { customer, owner, nonOwner, admin });
  courier = await createUser(server.db, 'COURIER', 'courier');
  identities.courier = courier;
  const account = await signUpAccount();
  noProfile = { uid: account.uid, headers: { authorization: `Bearer ${account.idToken}` } };
  const uploaded = await server.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: UPLOAD_BODY,
  });
  uploadedUrl = uploaded.json().data.url;
});
afterAll(async () => {
  await server.close();
});

async function freshFixture(): Promise<Fixture> {
  const restaurant = await insertRestaurant(server.db, {
    ownerId: identities.owner.id,
    name: `Matrix ${randomUUID()}`,
    latitude: KITCHEN.lat,
    longitude: KITCHEN.lng,
    deliveryZones: [
      {
        kind: 'radius',
        radiusMeters: 3000,
        name: 'Centre',
        feeMinor: 250,
        minimumOrderMinor: null,
        freeDeliveryFromMinor: null,
        extraMinutes: 0,
        priority: 1,
        active: true,
      },
    ],
  });
  const menu = await insertMenu(server.db, restaurant.id);
  const dish = await insertDish(server.db, menu.id);
  const review = await insertReview(server.db, restaurant.id, identities.customer.id);
  // In a restaurant of its own: a restaurant with orders cannot be deleted, the one above must be.
  const kitchen = await insertRestaurant(server.db, {
    ownerId: identities.owner.id,
    name: `Matrix ${randomUUID()}`,
  });
  const order = await insertOrder(server.db, kitchen.id, identities.customer.id, { status: 'PENDING' });
  const [target] = await server.db
    .insert(users)
    .values({
      uid: `matrix-${randomUUID()}`,
      firstName: 'Target',
      lastName: 'User',
      email: `${randomUUID()}@matrix.test`,
      role: 'CUSTOMER',
    })
    .returning();
  const [staff, member] = await server.db
    .insert(users)
    .values(
      ['Staff', 'Member'].map((lastName) => ({
        uid: `matrix-${randomUUID()}`,
        firstName: 'Matrix',
        lastName,
        email: `${randomUUID()}@matrix.test`,
        role: 'RESTAURANT' as const,
      })),
    )
    .returning();
  const kitchenSetId = await builtInSetId(server.db, 'Kitchen');
  const [membership] = await server.db
    .insert(memberships)
    .values({ userId: member?.id ?? 0, restaurantId: restaurant.id, permissionSetId: kitchenSetId })
    .returning();
  const [invitation] = await server.db
    .insert(invitations)
    .values({
      restaurantId: restaurant.id,
      email: `${randomUUID()}@matrix.test`,
      permissionSetId: kitchenSetId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const views = await server.db
    .insert(savedViews)
    .values([
      { ownerId: identities.owner.id, list: 'restaurants', name: 'Matrix own', query: {} },
      { ownerId: identities.admin.id, list: 'restaurants', name: 'Matrix shared', query: {}, shared: true },
    ])
    .returning();
  return {
    restaurantId: restaurant.id,
    menuId: menu.id,
    dishId: dish.id,
    reviewId: review.id,
    orderId: order.id,
    targetUserId: target?.id ?? 0,
    ownViewId: views[0]?.id ?? 0,
    sharedViewId: views[1]?.id ?? 0,
    staffUserId: staff?.id ?? 0,
    memberId: membership?.id ?? 0,
    kitchenSetId,
    menuEditorSetId: await builtInSetId(server.db, 'Menu editor'),
    invitationId: invitation?.id ?? 0,
  };
}

function headersFor(caller: Caller): Record<string, string> {
  if (caller === 'none') return {};
  if (caller === 'badToken') return BAD_TOKEN_HEADERS;
  if (caller === 'noProfile') return noProfile.headers;
  return identities[caller].headers;
}

describe('authorisation matrix', () => {
  it.each(ENDPOINTS)('%s', async (_name, makeCell, expected) => {
    const actual = {} as Record<Caller, number | null>;
    for (const caller of CALLERS) {
      if (expected[caller] === null) {
        actual[caller] = null;
        continue;
      }
      const identity =
        caller === 'none' || caller === 'badToken'
          ? undefined
          : caller === 'noProfile'
            ? noProfile
            : identities[caller];
      const cell = makeCell(await freshFixture(), identity);
      const response = await server.app.inject({
        method: cell.method,
        url: cell.url,
        headers: { ...cell.headers, ...headersFor(caller) },
        ...(cell.payload === undefined ? {} : { payload: cell.payload as string }),
      });
      actual[caller] = response.statusCode;
      if (response.statusCode >= 400)
        expect(typeof response.json().message, `${caller}: message`).toBe('string');
    }
    expect(actual).toEqual(expected);
  });
});
