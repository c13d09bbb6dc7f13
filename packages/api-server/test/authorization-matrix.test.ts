import { createHash, randomUUID } from 'node:crypto';
import {
  BUILT_IN_PERMISSION_SETS,
  DEFAULT_ORDER_RULES,
  listEndpoints,
  type EndpointDefinition,
  type EndpointPermission,
  type OrderBoard,
  type PermissionSetName,
  type Role,
} from '@food-admin/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInSetId } from '../src/auth/permission-sets';
import {
  apiTokens,
  invitations,
  memberships,
  permissionSets,
  savedViews,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema';
import { insertDish, insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import {
  BAD_TOKEN_HEADERS,
  createUser,
  signUpAccount,
  startTestServer,
  type TestServer,
  type TestUser,
} from './support/server';

/*
 * The authorisation test, generated from the endpoint table: every endpoint x every kind of caller,
 * expecting exactly what the contract declares (its `access` roles, then its `permission`, held
 * platform-wide, on the restaurant of the request's row, or as a list's scope). The callers are the
 * roles (an owner of the fixture's restaurants, a restaurant account with nothing) and people who
 * hold each built-in permission set on the fixture's restaurants ("here"), on another restaurant
 * ("elsewhere") or platform-wide. The samples below only say how to make a good request and what it
 * answers when let in; who is let in comes from the table, so changing one endpoint's declaration
 * without its handler fails here. Writes let in get fresh data (their own restaurants, menu, dish,
 * order and users) so one cell cannot affect another.
 */

const ROLE_CALLERS = [
  'none',
  'badToken',
  'noProfile',
  'customer',
  'owner',
  'nonOwner',
  'admin',
  'courier',
] as const;
type RoleCaller = (typeof ROLE_CALLERS)[number];
type Place = 'here' | 'elsewhere' | 'platform';
/** `Kitchen@here`: a restaurant account holding the Kitchen set on the fixture's restaurants. */
type MemberCaller = `${PermissionSetName}@${Place}`;
type Caller = RoleCaller | MemberCaller;

const SET_NAMES = Object.keys(BUILT_IN_PERMISSION_SETS) as PermissionSetName[];
/** The sets that can be held on a restaurant: only restaurant permissions (the others are staff's). */
const RESTAURANT_SETS: PermissionSetName[] = ['Owner', 'Manager', 'Kitchen', 'Menu editor'];
const MEMBER_CALLERS: MemberCaller[] = [
  ...RESTAURANT_SETS.map((set) => `${set}@here` as const),
  // What a set holds elsewhere never reaches here: the widest is enough to show it.
  'Owner@elsewhere',
  ...SET_NAMES.map((set) => `${set}@platform` as const),
];
const CALLERS: Caller[] = [...ROLE_CALLERS, ...MEMBER_CALLERS];

const memberOf = (caller: MemberCaller) => {
  const [set, place] = caller.split('@') as [PermissionSetName, Place];
  return { set, place };
};
const isMember = (caller: Caller): caller is MemberCaller => caller.includes('@');

/** How to call an endpoint, and what it answers a caller it lets in. */
type Sample = {
  /** The status of a caller let in (the fixture's row exists, the request is good). */
  ok: number;
  /**
   * What the table cannot say: a caller's answer by rules of their own (a courier's orders, a login
   * without a profile, a view's owner); null: not asked.
   */
  except?: Partial<Record<Caller, number | null>>;
  /** The permission the handler asks by the request's input, for an endpoint that declares none. */
  asks?: EndpointPermission;
  /**
   * Whether the answer shows the caller reached the fixture's row: a scoped list lists it, a bulk
   * action did not refuse it. Such endpoints answer `ok` to everyone they let in.
   */
  reached?: (body: unknown, f: Fixture) => boolean;
  /** An event stream: only the callers it refuses are asked (it never ends for the others). */
  streams?: true;
};
type Answer = { status: number; reached?: boolean };

type Fixture = {
  restaurantId: number;
  /** The restaurant of the order (a restaurant with orders cannot be deleted, the one above must be). */
  kitchenId: number;
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
  /** A restaurant account holding the Kitchen set platform-wide, and an open invitation to the staff. */
  staffMemberId: number;
  staffInvitationId: number;
  /** An admin's own set that nobody holds. */
  customSetId: number;
  /**
   * An API token of the owner's and one of the target user's, expired (so that the owner's, one per
   * fixture, never count against the owner's limit of live tokens): revoking one answers the same.
   */
  ownTokenId: number;
  targetTokenId: number;
  /** A webhook endpoint (to a loopback receiver nobody runs) and one delivery to it. */
  webhookId: number;
  deliveryId: number;
};
type Identity = { uid: string };
type Cell = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

const idsOf = (body: unknown) => (body as { content: { id: number }[] }).content.map((row) => row.id);
const notRefused = (body: unknown) => (body as { refused: unknown[] }).refused.length === 0;

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

const SAMPLES: [string, (f: Fixture, caller: Identity | undefined) => Cell, Sample][] = [
  ['GET /api/health', () => ({ method: 'GET', url: '/api/health' }), { ok: 200 }],
  ['GET /api/health/live', () => ({ method: 'GET', url: '/api/health/live' }), { ok: 200 }],
  // A stream never ends: only its refusals are asked here; who hears which event, test/events.test.ts.
  ['GET /api/events', () => ({ method: 'GET', url: '/api/events' }), { ok: 200, streams: true }],
  [
    'POST /api/orders/quote',
    (f) => ({ method: 'POST', url: '/api/orders/quote', payload: orderBody(f) }),
    { ok: 200 },
  ],
  [
    'POST /api/orders',
    (f) => ({
      method: 'POST',
      url: '/api/orders',
      payload: { ...orderBody(f), deliveryAddress: '1 Matrix Way' },
      headers: { 'idempotency-key': randomUUID() },
    }),
    { ok: 201 },
  ],
  ['GET /api/uploads/{file}', () => ({ method: 'GET', url: uploadedUrl }), { ok: 200 }],
  [
    'POST /api/auth/login',
    (_f, caller) => ({ method: 'POST', url: '/api/auth/login', payload: { uid: caller?.uid ?? 'anyone' } }),
    { ok: 200, except: { noProfile: 404 } },
  ],
  [
    'POST /api/auth/register (own uid, profile exists)',
    (_f, caller) => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: { uid: caller?.uid ?? 'anyone', firstName: 'Re', lastName: 'Peat', email: '' },
    }),
    { ok: 409, except: { noProfile: null } },
  ],
  [
    // Always the caller's own profile: the body cannot name anyone else (test/profile.test.ts).
    'PUT /api/profile',
    () => ({ method: 'PUT', url: '/api/profile', payload: { firstName: 'Matrix', lastName: 'Tester' } }),
    { ok: 200 },
  ],
  // The caller's own memberships, whoever they are.
  ['GET /api/me/permissions', () => ({ method: 'GET', url: '/api/me/permissions' }), { ok: 200 }],
  [
    // The caller's own language, like the profile above.
    'PUT /api/profile/locale',
    () => ({ method: 'PUT', url: '/api/profile/locale', payload: { locale: 'en' } }),
    { ok: 200 },
  ],
  ['GET /admin/dashboard-stats', () => ({ method: 'GET', url: '/admin/dashboard-stats' }), { ok: 200 }],
  [
    'GET /admin/dashboard/series',
    () => ({ method: 'GET', url: '/admin/dashboard/series?range=7d' }),
    { ok: 200 },
  ],
  [
    'GET /admin/dashboard/attention',
    () => ({ method: 'GET', url: '/admin/dashboard/attention' }),
    { ok: 200 },
  ],
  [
    'GET /admin/recent-activity',
    () => ({ method: 'GET', url: '/admin/recent-activity?page=0&size=5' }),
    { ok: 200 },
  ],
  ['GET /admin/users', () => ({ method: 'GET', url: '/admin/users?search=a' }), { ok: 200 }],
  ['GET /admin/users/facets', () => ({ method: 'GET', url: '/admin/users/facets' }), { ok: 200 }],
  ['GET /admin/users/export', () => ({ method: 'GET', url: '/admin/users/export?search=a' }), { ok: 200 }],
  [
    'PUT /admin/users/{id}',
    (f) => ({ method: 'PUT', url: `/admin/users/${f.targetUserId}`, payload: { role: 'COURIER' } }),
    { ok: 200 },
  ],
  [
    'DELETE /admin/users/{id}',
    (f) => ({ method: 'DELETE', url: `/admin/users/${f.targetUserId}` }),
    { ok: 204 },
  ],
  [
    'POST /admin/users/{id}/restore',
    (f) => ({ method: 'POST', url: `/admin/users/${f.targetUserId}/restore` }),
    { ok: 200 },
  ],
  ['GET /admin/trash', () => ({ method: 'GET', url: '/admin/trash' }), { ok: 200 }],
  [
    'DELETE /admin/trash/{kind}/{id}',
    // A live row: the admin is let in and told it is not in the trash.
    (f) => ({ method: 'DELETE', url: `/admin/trash/dish/${f.dishId}` }),
    { ok: 404 },
  ],
  [
    // Per row too: the admin's own row would be refused (200 with the refusal), never a 403.
    'POST /admin/users/bulk',
    (f) => ({
      method: 'POST',
      url: '/admin/users/bulk',
      payload: { action: 'setRole', role: 'COURIER', ids: [f.targetUserId] },
    }),
    { ok: 200 },
  ],
  // Couriers too, scoped to the orders they may see (order-workflow.test.ts): not a PENDING one.
  [
    'GET /admin/orders',
    () => ({ method: 'GET', url: '/admin/orders?size=100' }),
    { ok: 200, reached: (body, f) => idsOf(body).includes(f.orderId), except: { courier: 200 } },
  ],
  // The board's open orders, scoped like the list (dispatch-board.test.ts). Early among the samples:
  // each fixture leaves a PENDING order, and the board shows the oldest MAX_BOARD_ORDERS.
  [
    'GET /admin/dispatch/board',
    () => ({ method: 'GET', url: '/admin/dispatch/board' }),
    {
      ok: 200,
      reached: (body, f) => (body as OrderBoard).orders.some((order) => order.id === f.orderId),
    },
  ],
  ['GET /admin/orders/facets', () => ({ method: 'GET', url: '/admin/orders/facets' }), { ok: 200 }],
  ['GET /admin/orders/export', () => ({ method: 'GET', url: '/admin/orders/export' }), { ok: 200 }],
  [
    'GET /admin/orders/{id}',
    (f) => ({ method: 'GET', url: `/admin/orders/${f.orderId}` }),
    { ok: 200, except: { courier: 403 } },
  ],
  [
    // Every move per role, couriers included: order-workflow.test.ts.
    'POST /admin/orders/{id}/transitions',
    (f) => ({ method: 'POST', url: `/admin/orders/${f.orderId}/transitions`, payload: { to: 'ACCEPTED' } }),
    { ok: 200, except: { courier: 403 } },
  ],
  [
    'PUT /admin/orders/{id}/courier',
    (f) => ({ method: 'PUT', url: `/admin/orders/${f.orderId}/courier`, payload: { courierId: courier.id } }),
    { ok: 200 },
  ],
  [
    'POST /admin/orders/{id}/notes',
    (f) => ({ method: 'POST', url: `/admin/orders/${f.orderId}/notes`, payload: { text: 'Matrix note' } }),
    { ok: 201 },
  ],
  [
    'GET /admin/orders/{id}/refunds',
    (f) => ({ method: 'GET', url: `/admin/orders/${f.orderId}/refunds` }),
    { ok: 200 },
  ],
  [
    // The owner at the restaurant's cost (another bearer: 403, refunds.test.ts).
    'POST /admin/orders/{id}/refunds',
    (f) => ({
      method: 'POST',
      url: `/admin/orders/${f.orderId}/refunds`,
      payload: { amountMinor: 100, reason: 'GOODWILL', bearer: 'RESTAURANT', method: 'CASH' },
    }),
    { ok: 201 },
  ],
  // The refunds list: owners too, scoped to their restaurants' refunds (refunds-list.test.ts).
  ['GET /admin/refunds', () => ({ method: 'GET', url: '/admin/refunds' }), { ok: 200 }],
  ['GET /admin/refunds/facets', () => ({ method: 'GET', url: '/admin/refunds/facets' }), { ok: 200 }],
  ['GET /admin/refunds/export', () => ({ method: 'GET', url: '/admin/refunds/export' }), { ok: 200 }],
  // No such refund: the admin is let in and told so.
  [
    'POST /admin/refunds/{id}/approve',
    () => ({ method: 'POST', url: '/admin/refunds/999999/approve' }),
    { ok: 404 },
  ],
  [
    'POST /admin/refunds/{id}/decline',
    () => ({ method: 'POST', url: '/admin/refunds/999999/decline' }),
    { ok: 404 },
  ],
  ['GET /admin/couriers', () => ({ method: 'GET', url: '/admin/couriers' }), { ok: 200 }],
  // The courier's own record (another courier's: 403, couriers.test.ts).
  ['GET /admin/couriers/{id}', () => ({ method: 'GET', url: `/admin/couriers/${courier.id}` }), { ok: 200 }],
  [
    'PUT /admin/couriers/{id}/availability',
    () => ({
      method: 'PUT',
      url: `/admin/couriers/${courier.id}/availability`,
      payload: { available: true },
    }),
    { ok: 200 },
  ],
  // Owners too, scoped to their own restaurants' reviews (reviews-moderation.test.ts).
  [
    'GET /admin/reviews',
    () => ({ method: 'GET', url: '/admin/reviews?status=PENDING&size=100' }),
    { ok: 200, reached: (body, f) => idsOf(body).includes(f.reviewId) },
  ],
  ['GET /admin/reviews/export', () => ({ method: 'GET', url: '/admin/reviews/export' }), { ok: 200 }],
  ['GET /admin/reviews/facets', () => ({ method: 'GET', url: '/admin/reviews/facets' }), { ok: 200 }],
  [
    'POST /admin/reviews/{id}/moderation',
    (f) => ({
      method: 'POST',
      url: `/admin/reviews/${f.reviewId}/moderation`,
      payload: { status: 'APPROVED' },
    }),
    { ok: 200 },
  ],
  [
    'POST /admin/reviews/{id}/restore',
    (f) => ({ method: 'POST', url: `/admin/reviews/${f.reviewId}/restore` }),
    { ok: 200 },
  ],
  [
    'POST /admin/reviews/bulk',
    (f) => ({ method: 'POST', url: '/admin/reviews/bulk', payload: { action: 'reject', ids: [f.reviewId] } }),
    { ok: 200 },
  ],
  [
    'PUT /api/reviews/{id}/reply',
    (f) => ({ method: 'PUT', url: `/api/reviews/${f.reviewId}/reply`, payload: { text: 'Thanks!' } }),
    { ok: 200 },
  ],
  [
    'DELETE /api/reviews/{id}/reply',
    (f) => ({ method: 'DELETE', url: `/api/reviews/${f.reviewId}/reply` }),
    { ok: 204 },
  ],
  [
    'POST /api/restaurants/{restaurantId}/reviews',
    (f) => ({ method: 'POST', url: `/api/restaurants/${f.restaurantId}/reviews`, payload: { rating: 4 } }),
    { ok: 201 },
  ],
  ['GET /api/restaurants (all)', () => ({ method: 'GET', url: '/api/restaurants' }), { ok: 200 }],
  [
    'GET /api/restaurants (page)',
    () => ({ method: 'GET', url: '/api/restaurants?page=0&size=5&search=m' }),
    { ok: 200 },
  ],
  ['GET /api/restaurants/facets', () => ({ method: 'GET', url: '/api/restaurants/facets' }), { ok: 200 }],
  [
    'GET /api/restaurants/export',
    () => ({ method: 'GET', url: '/api/restaurants/export?search=matrix' }),
    { ok: 200 },
  ],
  [
    'GET /api/restaurants/{id}',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}` }),
    { ok: 200 },
  ],
  [
    'POST /api/restaurants',
    () => ({ method: 'POST', url: '/api/restaurants', payload: restaurantBody }),
    { ok: 201 },
  ],
  [
    'PUT /api/restaurants/{id}',
    (f) => ({ method: 'PUT', url: `/api/restaurants/${f.restaurantId}`, payload: restaurantBody }),
    { ok: 200 },
  ],
  [
    'DELETE /api/restaurants/{id}',
    (f) => ({ method: 'DELETE', url: `/api/restaurants/${f.restaurantId}` }),
    { ok: 204 },
  ],
  [
    'GET /api/restaurants/{id}/operations',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/operations` }),
    { ok: 200 },
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
    { ok: 200 },
  ],
  [
    'PUT /api/restaurants/{id}/pause',
    (f) => ({
      method: 'PUT',
      url: `/api/restaurants/${f.restaurantId}/pause`,
      payload: { reason: 'busy', until: new Date(Date.now() + 3_600_000).toISOString() },
    }),
    { ok: 200 },
  ],
  [
    'DELETE /api/restaurants/{id}/pause',
    (f) => ({ method: 'DELETE', url: `/api/restaurants/${f.restaurantId}/pause` }),
    { ok: 200 },
  ],
  [
    'POST /api/restaurants/{id}/restore',
    (f) => ({ method: 'POST', url: `/api/restaurants/${f.restaurantId}/restore` }),
    { ok: 200 },
  ],
  [
    'GET /api/history/{kind}/{id}',
    // Whoever may edit the record reads its history: a restaurant's, restaurants.edit on it.
    (f) => ({ method: 'GET', url: `/api/history/restaurant/${f.restaurantId}` }),
    { ok: 200, asks: { name: 'restaurants.edit', on: 'restaurant' } },
  ],
  [
    // Rows are authorised one by one: another owner gets 200 with the row refused (bulk-actions.test.ts).
    'POST /api/restaurants/bulk',
    (f) => ({
      method: 'POST',
      url: '/api/restaurants/bulk',
      payload: { action: 'deactivate', ids: [f.restaurantId] },
    }),
    { ok: 200, reached: notRefused },
  ],
  ['GET /api/permission-sets', () => ({ method: 'GET', url: '/api/permission-sets' }), { ok: 200 }],
  [
    'GET /api/restaurants/{id}/members',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/members` }),
    { ok: 200 },
  ],
  [
    'POST /api/restaurants/{id}/members',
    (f) => ({
      method: 'POST',
      url: `/api/restaurants/${f.restaurantId}/members`,
      payload: { userId: f.staffUserId, permissionSetId: f.kitchenSetId },
    }),
    { ok: 201 },
  ],
  [
    'PUT /api/restaurants/{id}/members/{memberId}',
    (f) => ({
      method: 'PUT',
      url: `/api/restaurants/${f.restaurantId}/members/${f.memberId}`,
      payload: { permissionSetId: f.menuEditorSetId },
    }),
    { ok: 200 },
  ],
  [
    'DELETE /api/restaurants/{id}/members/{memberId}',
    (f) => ({ method: 'DELETE', url: `/api/restaurants/${f.restaurantId}/members/${f.memberId}` }),
    { ok: 204 },
  ],
  [
    'GET /api/restaurants/{id}/invitations',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/invitations` }),
    { ok: 200 },
  ],
  [
    'POST /api/restaurants/{id}/invitations',
    (f) => ({
      method: 'POST',
      url: `/api/restaurants/${f.restaurantId}/invitations`,
      payload: { email: `${randomUUID()}@matrix.test`, permissionSetId: f.kitchenSetId },
    }),
    { ok: 201 },
  ],
  [
    'DELETE /api/restaurants/{id}/invitations/{invitationId}',
    (f) => ({ method: 'DELETE', url: `/api/restaurants/${f.restaurantId}/invitations/${f.invitationId}` }),
    { ok: 204 },
  ],
  [
    'POST /api/permission-sets',
    () => ({
      method: 'POST',
      url: '/api/permission-sets',
      payload: { name: `Matrix ${randomUUID()}`, permissions: ['orders.view'] },
    }),
    { ok: 201 },
  ],
  [
    'PUT /api/permission-sets/{id}',
    (f) => ({
      method: 'PUT',
      url: `/api/permission-sets/${f.customSetId}`,
      payload: { name: `Matrix ${randomUUID()}`, permissions: ['orders.view', 'orders.handle'] },
    }),
    { ok: 200 },
  ],
  [
    'DELETE /api/permission-sets/{id}',
    (f) => ({ method: 'DELETE', url: `/api/permission-sets/${f.customSetId}` }),
    { ok: 204 },
  ],
  [
    'GET /admin/users/{id}/access',
    (f) => ({ method: 'GET', url: `/admin/users/${f.targetUserId}/access` }),
    { ok: 200 },
  ],
  ['GET /api/staff', () => ({ method: 'GET', url: '/api/staff' }), { ok: 200 }],
  [
    'POST /api/staff',
    (f) => ({
      method: 'POST',
      url: '/api/staff',
      payload: { userId: f.staffUserId, permissionSetId: f.kitchenSetId },
    }),
    { ok: 201 },
  ],
  [
    'PUT /api/staff/{memberId}',
    (f) => ({
      method: 'PUT',
      url: `/api/staff/${f.staffMemberId}`,
      payload: { permissionSetId: f.menuEditorSetId },
    }),
    { ok: 200 },
  ],
  [
    'DELETE /api/staff/{memberId}',
    (f) => ({ method: 'DELETE', url: `/api/staff/${f.staffMemberId}` }),
    { ok: 204 },
  ],
  ['GET /api/staff/invitations', () => ({ method: 'GET', url: '/api/staff/invitations' }), { ok: 200 }],
  [
    'POST /api/staff/invitations',
    (f) => ({
      method: 'POST',
      url: '/api/staff/invitations',
      payload: { email: `${randomUUID()}@matrix.test`, permissionSetId: f.kitchenSetId },
    }),
    { ok: 201 },
  ],
  [
    'DELETE /api/staff/invitations/{invitationId}',
    (f) => ({ method: 'DELETE', url: `/api/staff/invitations/${f.staffInvitationId}` }),
    { ok: 204 },
  ],
  // Staff's own API tokens (test/api-tokens.test.ts); anyone's for whoever manages users.
  ['GET /api/tokens', () => ({ method: 'GET', url: '/api/tokens' }), { ok: 200 }],
  [
    // Every restaurant account holds orders.view on what it owns: a scope any staff may give.
    'POST /api/tokens',
    () => ({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Matrix token', scopes: ['orders.view'], expiresInDays: 1 },
    }),
    { ok: 201 },
  ],
  [
    // Someone else's token does not exist for the caller, admins included.
    "DELETE /api/tokens/{id} (the owner's own token)",
    (f) => ({ method: 'DELETE', url: `/api/tokens/${f.ownTokenId}` }),
    { ok: 404, except: { owner: 204 } },
  ],
  [
    'GET /admin/users/{id}/tokens',
    (f) => ({ method: 'GET', url: `/admin/users/${f.targetUserId}/tokens` }),
    { ok: 200 },
  ],
  [
    'DELETE /admin/users/{id}/tokens/{tokenId}',
    (f) => ({ method: 'DELETE', url: `/admin/users/${f.targetUserId}/tokens/${f.targetTokenId}` }),
    { ok: 204 },
  ],
  // Webhooks (webhooks.manage, platform-wide): a receiver on loopback, which the tests' config allows.
  ['GET /admin/webhooks', () => ({ method: 'GET', url: '/admin/webhooks' }), { ok: 200 }],
  [
    'POST /admin/webhooks',
    () => ({
      method: 'POST',
      url: '/admin/webhooks',
      payload: { url: 'http://127.0.0.1:9/matrix', eventTypes: ['order.created'] },
    }),
    { ok: 201 },
  ],
  [
    'GET /admin/webhooks/{id}',
    (f) => ({ method: 'GET', url: `/admin/webhooks/${f.webhookId}` }),
    { ok: 200 },
  ],
  [
    'PUT /admin/webhooks/{id}',
    (f) => ({
      method: 'PUT',
      url: `/admin/webhooks/${f.webhookId}`,
      payload: { url: 'http://127.0.0.1:9/matrix', eventTypes: ['order.created'], status: 'PAUSED' },
    }),
    { ok: 200 },
  ],
  [
    'DELETE /admin/webhooks/{id}',
    (f) => ({ method: 'DELETE', url: `/admin/webhooks/${f.webhookId}` }),
    { ok: 204 },
  ],
  [
    'POST /admin/webhooks/{id}/rotate-secret',
    (f) => ({
      method: 'POST',
      url: `/admin/webhooks/${f.webhookId}/rotate-secret`,
      payload: { overlapHours: 1 },
    }),
    { ok: 200 },
  ],
  [
    'POST /admin/webhooks/{id}/test',
    (f) => ({ method: 'POST', url: `/admin/webhooks/${f.webhookId}/test` }),
    { ok: 201 },
  ],
  [
    'POST /admin/webhooks/{id}/redeliver',
    (f) => ({
      method: 'POST',
      url: `/admin/webhooks/${f.webhookId}/redeliver`,
      payload: { since: '2020-01-01T00:00:00Z' },
    }),
    { ok: 200 },
  ],
  ['GET /admin/webhook-deliveries', () => ({ method: 'GET', url: '/admin/webhook-deliveries' }), { ok: 200 }],
  [
    'GET /admin/webhook-deliveries/facets',
    () => ({ method: 'GET', url: '/admin/webhook-deliveries/facets' }),
    { ok: 200 },
  ],
  [
    'GET /admin/webhook-deliveries/{id}',
    (f) => ({ method: 'GET', url: `/admin/webhook-deliveries/${f.deliveryId}` }),
    { ok: 200 },
  ],
  [
    'POST /admin/webhook-deliveries/{id}/redeliver',
    (f) => ({ method: 'POST', url: `/admin/webhook-deliveries/${f.deliveryId}/redeliver` }),
    { ok: 200 },
  ],
  // Any signed-in account asks for its own invitations, a profile or not (none of these callers has one).
  ['GET /api/invitations', () => ({ method: 'GET', url: '/api/invitations' }), { ok: 200 }],
  [
    // Someone else's invitation does not exist for the caller.
    'POST /api/invitations/{id}/accept',
    (f) => ({ method: 'POST', url: `/api/invitations/${f.invitationId}/accept` }),
    { ok: 404 },
  ],
  [
    'GET /api/restaurants/{restaurantId}/menus (all)',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/menus` }),
    { ok: 200 },
  ],
  [
    'GET /api/restaurants/{restaurantId}/menus (page)',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/menus?page=0` }),
    { ok: 200 },
  ],
  [
    'POST /api/restaurants/{restaurantId}/menus',
    (f) => ({ method: 'POST', url: `/api/restaurants/${f.restaurantId}/menus`, payload: menuBody(f) }),
    { ok: 201 },
  ],
  ['GET /api/menus', () => ({ method: 'GET', url: '/api/menus?search=menu' }), { ok: 200 }],
  ['GET /api/menus/facets', () => ({ method: 'GET', url: '/api/menus/facets' }), { ok: 200 }],
  ['GET /api/menus/export', () => ({ method: 'GET', url: '/api/menus/export?search=menu' }), { ok: 200 }],
  [
    'GET /api/restaurants/{restaurantId}/menus/facets',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/menus/facets` }),
    { ok: 200 },
  ],
  [
    'GET /api/restaurants/{restaurantId}/menus/export',
    (f) => ({ method: 'GET', url: `/api/restaurants/${f.restaurantId}/menus/export` }),
    { ok: 200 },
  ],
  [
    'GET /api/menus/{menuId}/dishes/facets',
    (f) => ({ method: 'GET', url: `/api/menus/${f.menuId}/dishes/facets` }),
    { ok: 200 },
  ],
  [
    'GET /api/menus/{menuId}/dishes/export',
    (f) => ({ method: 'GET', url: `/api/menus/${f.menuId}/dishes/export` }),
    { ok: 200 },
  ],
  ['GET /api/menus/{id}', (f) => ({ method: 'GET', url: `/api/menus/${f.menuId}` }), { ok: 200 }],
  [
    'PUT /api/menus/{id}',
    (f) => ({ method: 'PUT', url: `/api/menus/${f.menuId}`, payload: menuBody(f) }),
    { ok: 200 },
  ],
  ['DELETE /api/menus/{id}', (f) => ({ method: 'DELETE', url: `/api/menus/${f.menuId}` }), { ok: 204 }],
  [
    'POST /api/menus/{id}/restore',
    (f) => ({ method: 'POST', url: `/api/menus/${f.menuId}/restore` }),
    { ok: 200 },
  ],
  [
    'GET /api/menus/{menuId}/dishes',
    (f) => ({ method: 'GET', url: `/api/menus/${f.menuId}/dishes?size=3` }),
    { ok: 200 },
  ],
  [
    'POST /api/menus/{menuId}/dishes',
    (f) => ({ method: 'POST', url: `/api/menus/${f.menuId}/dishes`, payload: dishBody }),
    { ok: 201 },
  ],
  [
    'POST /api/menus/{menuId}/dishes/bulk',
    (f) => ({
      method: 'POST',
      url: `/api/menus/${f.menuId}/dishes/bulk`,
      payload: { action: 'setAvailability', available: false, ids: [f.dishId] },
    }),
    { ok: 200, reached: notRefused },
  ],
  ['GET /api/dishes/{id}', (f) => ({ method: 'GET', url: `/api/dishes/${f.dishId}` }), { ok: 200 }],
  [
    'PUT /api/dishes/{id}',
    (f) => ({ method: 'PUT', url: `/api/dishes/${f.dishId}`, payload: dishBody }),
    { ok: 200 },
  ],
  ['DELETE /api/dishes/{id}', (f) => ({ method: 'DELETE', url: `/api/dishes/${f.dishId}` }), { ok: 204 }],
  [
    'POST /api/dishes/{id}/restore',
    (f) => ({ method: 'POST', url: `/api/dishes/${f.dishId}/restore` }),
    { ok: 200 },
  ],
  [
    // An owner may only confirm a change to their own dish (anything else: see admin.test.ts).
    'POST /api/activity-log',
    (f) => ({
      method: 'POST',
      url: '/api/activity-log',
      payload: { category: 'DISH', action: 'UPDATE', entityId: f.dishId },
    }),
    { ok: 201, asks: { name: 'menus.edit', on: 'restaurant' } },
  ],
  // Staff only; an owner who owns nothing matching gets empty lists (test/search.test.ts).
  [
    // Anyone signed in may ask; the export named decides who gets a link (test/download-links.test.ts):
    // a path that names none answers 400 to whoever is let in.
    'POST /api/download-links',
    () => ({ method: 'POST', url: '/api/download-links', payload: { path: '/api/health' } }),
    { ok: 400 },
  ],
  ['GET /api/search', () => ({ method: 'GET', url: '/api/search?q=matrix' }), { ok: 200 }],
  ['GET /api/views', () => ({ method: 'GET', url: '/api/views?list=restaurants' }), { ok: 200 }],
  [
    'POST /api/views',
    // Menus: every fixture adds restaurants views, which would reach the per-user limit.
    () => ({ method: 'POST', url: '/api/views', payload: { list: 'menus', name: 'Matrix view', query: {} } }),
    { ok: 201 },
  ],
  [
    // Someone else's own view does not exist for the caller (404), admins included.
    "PUT /api/views/{id} (the owner's own view)",
    (f) => ({ method: 'PUT', url: `/api/views/${f.ownViewId}`, payload: { name: 'Renamed', query: {} } }),
    { ok: 404, except: { owner: 200 } },
  ],
  [
    // A shared view is seen by everyone who reads the list, changed by admins only.
    "DELETE /api/views/{id} (an admin's shared view)",
    (f) => ({ method: 'DELETE', url: `/api/views/${f.sharedViewId}` }),
    {
      ok: 204,
      asks: { name: 'platform.manage', on: 'platform' },
      except: { customer: 403, courier: 403 },
    },
  ],
  [
    'POST /api/uploads',
    () => ({
      method: 'POST',
      url: '/api/uploads',
      payload: UPLOAD_BODY,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    }),
    { ok: 201 },
  ],
];

const roleOf = (caller: Exclude<Caller, 'none' | 'badToken' | 'noProfile'>): Role => {
  if (isMember(caller) || caller === 'owner' || caller === 'nonOwner') return 'RESTAURANT';
  return caller === 'admin' ? 'ADMIN' : caller === 'customer' ? 'CUSTOMER' : 'COURIER';
};

/** Whether `caller` holds `asked` where the fixture's row is, by the built-in sets' own lists. */
function holds(caller: Caller, { name, on }: EndpointPermission): boolean {
  if (caller === 'admin') return true;
  const inSet = (set: PermissionSetName) =>
    (BUILT_IN_PERMISSION_SETS[set] as readonly string[]).includes(name);
  if (caller === 'owner') return on !== 'platform' && inSet('Owner');
  if (!isMember(caller)) return false;
  const { set, place } = memberOf(caller);
  if (place === 'platform') return inSet(set);
  return place === 'here' && on !== 'platform' && inSet(set);
}

/** What the endpoint table says `caller` gets, or null when the sample does not ask. */
function declaredAnswer(definition: EndpointDefinition, sample: Sample, caller: Caller): Answer | null {
  const exception = sample.except?.[caller];
  if (exception !== undefined) return exception === null ? null : { status: exception };
  const { access } = definition;
  if (access === 'public') return { status: sample.ok };
  if (caller === 'none' || caller === 'badToken') return { status: 401 };
  if (caller === 'noProfile') return { status: access === 'token' ? sample.ok : 403 };
  if (access === 'token') return { status: sample.ok };
  const role = roleOf(caller);
  if (!access.includes(role)) return { status: 403 };
  const asked = definition.permission ?? sample.asks;
  // Couriers and customers keep their own apps' rules: the permissions are staff's.
  if (sample.streams) return null;
  if (asked === undefined || (role !== 'ADMIN' && role !== 'RESTAURANT')) return { status: sample.ok };
  const held = holds(caller, asked);
  if (sample.reached) return { status: sample.ok, reached: held };
  // A list scoped by the permission answers everyone it lets in (with their rows).
  if (asked.on === 'scope') return { status: sample.ok };
  return { status: held ? sample.ok : 403 };
}

/** The contract entry a sample calls: `GET /api/restaurants (page)` -> the entry of that method and path. */
function definitionOf(name: string): EndpointDefinition {
  const [method, path] = name.split(' ');
  const found = listEndpoints().find(
    ({ definition }) => definition.method === method && definition.path === path,
  );
  if (found === undefined) throw new Error(`${name}: no such endpoint in the contract`);
  return found.definition;
}

let server: TestServer;
const identities = {} as Record<Exclude<Caller, 'none' | 'badToken' | 'noProfile'>, TestUser>;
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
  for (const caller of MEMBER_CALLERS)
    identities[caller] = await createUser(server.db, 'RESTAURANT', 'member');
  // The memberships that do not follow the fixture: elsewhere (a restaurant of nobody's here) and
  // platform-wide; those "here" are added with each fixture's restaurants.
  const elsewhere = await insertRestaurant(server.db, { ownerId: nonOwner.id, name: 'Matrix elsewhere' });
  await server.db.insert(memberships).values(
    await Promise.all(
      MEMBER_CALLERS.filter((caller) => memberOf(caller).place !== 'here').map(async (caller) => ({
        userId: identities[caller].id,
        restaurantId: memberOf(caller).place === 'elsewhere' ? elsewhere.id : null,
        permissionSetId: await builtInSetId(server.db, memberOf(caller).set),
      })),
    ),
  );
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
  const here = MEMBER_CALLERS.filter((caller) => memberOf(caller).place === 'here');
  const setIds = new Map(
    await Promise.all(RESTAURANT_SETS.map(async (set) => [set, await builtInSetId(server.db, set)] as const)),
  );
  await server.db.insert(memberships).values(
    here.flatMap((caller) =>
      [restaurant.id, kitchen.id].map((restaurantId) => ({
        userId: identities[caller].id,
        restaurantId,
        permissionSetId: setIds.get(memberOf(caller).set) ?? 0,
      })),
    ),
  );
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
  const [staff, member, platformMember] = await server.db
    .insert(users)
    .values(
      ['Staff', 'Member', 'Platform'].map((lastName) => ({
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
  const [platformMembership] = await server.db
    .insert(memberships)
    .values({ userId: platformMember?.id ?? 0, restaurantId: null, permissionSetId: kitchenSetId })
    .returning();
  const [invitation, staffInvitation] = await server.db
    .insert(invitations)
    .values(
      [restaurant.id, null].map((restaurantId) => ({
        restaurantId,
        email: `${randomUUID()}@matrix.test`,
        permissionSetId: kitchenSetId,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    )
    .returning();
  const [customSet] = await server.db
    .insert(permissionSets)
    .values({ name: `Matrix ${randomUUID()}`, permissions: ['orders.view'] })
    .returning();
  const views = await server.db
    .insert(savedViews)
    .values([
      { ownerId: identities.owner.id, list: 'restaurants', name: 'Matrix own', query: {} },
      { ownerId: identities.admin.id, list: 'restaurants', name: 'Matrix shared', query: {}, shared: true },
    ])
    .returning();
  const [ownToken, targetToken] = await server.db
    .insert(apiTokens)
    .values(
      [identities.owner.id, target?.id ?? 0].map((userId) => ({
        userId,
        name: 'Matrix token',
        scopes: ['orders.view' as const],
        tokenHash: createHash('sha256').update(randomUUID()).digest('hex'),
        hint: 'fa_pat_mtrx',
        expiresAt: new Date(Date.now() - 1000),
      })),
    )
    .returning();
  // The platform keeps at most 50 endpoints: a fixture's endpoint is needed by its own cells only,
  // and the reads' fixture is made first, so the ones made since (each write's) are let go.
  await server.db.execute(
    sql`delete from webhook_endpoints where id > (select min(id) from webhook_endpoints)`,
  );
  const [webhook] = await server.db
    .insert(webhookEndpoints)
    .values({ url: 'http://127.0.0.1:9/hooks', eventTypes: ['order.created'], secretEnc: 'unused' })
    .returning();
  const [delivery] = await server.db
    .insert(webhookDeliveries)
    .values({
      endpointId: webhook?.id ?? 0,
      messageId: `msg_${randomUUID().replace(/-/g, '')}`,
      eventType: 'order.created',
      payload: '{}',
      status: 'FAILED',
      nextAttemptAt: null,
    })
    .returning();
  return {
    restaurantId: restaurant.id,
    kitchenId: kitchen.id,
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
    staffMemberId: platformMembership?.id ?? 0,
    staffInvitationId: staffInvitation?.id ?? 0,
    customSetId: customSet?.id ?? 0,
    ownTokenId: ownToken?.id ?? 0,
    targetTokenId: targetToken?.id ?? 0,
    webhookId: webhook?.id ?? 0,
    deliveryId: delivery?.id ?? 0,
  };
}

function headersFor(caller: Caller): Record<string, string> {
  if (caller === 'none') return {};
  if (caller === 'badToken') return BAD_TOKEN_HEADERS;
  if (caller === 'noProfile') return noProfile.headers;
  return identities[caller].headers;
}

const identityOf = (caller: Caller): Identity | undefined =>
  caller === 'none' || caller === 'badToken'
    ? undefined
    : caller === 'noProfile'
      ? noProfile
      : identities[caller];

describe('authorisation, as the endpoint table declares it', () => {
  it('has a sample for every endpoint of the contract', () => {
    const sampled = new Set(SAMPLES.map(([name]) => name.split(' ').slice(0, 2).join(' ')));
    const missing = listEndpoints()
      .map(({ definition }) => `${definition.method} ${definition.path}`)
      .filter((endpoint) => !sampled.has(endpoint));
    expect(missing).toEqual([]);
  });

  it.each(SAMPLES)('%s', async (name, makeCell, sample) => {
    const definition = definitionOf(name);
    // Reads and refusals share one fixture; a write let in gets its own.
    const shared = await freshFixture();
    const expected: Partial<Record<Caller, Answer>> = {};
    const actual: Partial<Record<Caller, Answer>> = {};
    for (const caller of CALLERS) {
      const declared = declaredAnswer(definition, sample, caller);
      if (declared === null) continue;
      expected[caller] = declared;
      const writes = definition.method !== 'GET' && declared.status < 300;
      const fixture = writes ? await freshFixture() : shared;
      const cell = makeCell(fixture, identityOf(caller));
      const response = await server.app.inject({
        method: cell.method,
        url: cell.url,
        headers: { ...cell.headers, ...headersFor(caller) },
        ...(cell.payload === undefined ? {} : { payload: cell.payload as string }),
      });
      const answer: Answer = { status: response.statusCode };
      if (declared.reached !== undefined && response.statusCode < 300)
        answer.reached = sample.reached?.(response.json(), fixture);
      actual[caller] = answer;
      if (response.statusCode >= 400)
        expect(typeof response.json().message, `${caller}: message`).toBe('string');
    }
    expect(actual).toEqual(expected);
  });
});
