import { handlerList, resetMockDb } from '@food-admin/mocks';
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertDish, insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/**
 * The MSW mocks (Storybook, component tests, the demo) must answer bad input exactly as this server
 * does: the same status, `message`, `code`, `fieldErrors` and `fieldCodes`. Each case goes over the
 * wire to both, as the same admin (the mocks ignore the token). Paths name rows by placeholder: {r}
 * restaurant, {m} menu, {d} dish, {u} a customer, {v} a review, {o} a delivered order, {p} a pending
 * order; the ids exist on both sides, so only the bad part differs from a good call.
 */

type Body = { json: unknown } | { raw: string; contentType: string | null } | { form: () => FormData };
type Case = { name: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: Body };

const json = (value: unknown): Body => ({ json: value });
const raw = (text: string, contentType: string | null = 'application/json'): Body => ({
  raw: text,
  contentType,
});

/** A multipart form with one file field (same bytes to both sides). */
const form = (field: string, bytes: string, type: string): Body => ({
  form: () => {
    const data = new FormData();
    data.append(field, new Blob([bytes], { type }), 'upload.bin');
    return data;
  },
});

const restaurant = { name: 'Casa Verde', address: '12 Elm Ave' };
const menu = (restaurantId: number | string) => ({ restaurantId, name: 'Lunch' });
const dish = { name: 'Soup', price: 4.5 };

const BAD_IDS: Case[] = [
  { name: 'restaurant get, letters', method: 'GET', path: '/api/restaurants/abc' },
  { name: 'restaurant update, zero', method: 'PUT', path: '/api/restaurants/0', body: json(restaurant) },
  { name: 'restaurant delete, negative', method: 'DELETE', path: '/api/restaurants/-1' },
  { name: 'menu get, decimal', method: 'GET', path: '/api/menus/1.5' },
  { name: 'menu update, letters', method: 'PUT', path: '/api/menus/abc', body: json(menu(1)) },
  { name: 'menu delete, beyond int4', method: 'DELETE', path: '/api/menus/2147483648' },
  { name: 'dish get, leading zero', method: 'GET', path: '/api/dishes/01' },
  { name: 'dish update, letters', method: 'PUT', path: '/api/dishes/x', body: json(dish) },
  { name: 'dish delete, zero', method: 'DELETE', path: '/api/dishes/0' },
  { name: 'user update, letters', method: 'PUT', path: '/admin/users/abc', body: json({ role: 'ADMIN' }) },
  { name: 'user delete, negative', method: 'DELETE', path: '/admin/users/-5' },
  { name: "restaurant's menus, letters", method: 'GET', path: '/api/restaurants/abc/menus' },
  {
    name: 'menu create, bad restaurant',
    method: 'POST',
    path: '/api/restaurants/abc/menus',
    body: json(menu(1)),
  },
  { name: "menu's dishes, letters", method: 'GET', path: '/api/menus/abc/dishes' },
  { name: 'dish create, bad menu', method: 'POST', path: '/api/menus/0/dishes', body: json(dish) },
  {
    name: 'review moderation, letters',
    method: 'POST',
    path: '/admin/reviews/abc/moderation',
    body: json({ status: 'APPROVED' }),
  },
  { name: 'review reply, zero', method: 'PUT', path: '/api/reviews/0/reply', body: json({ text: 'Hi' }) },
  { name: 'review reply delete, negative', method: 'DELETE', path: '/api/reviews/-3/reply' },
  { name: 'order get, letters', method: 'GET', path: '/admin/orders/abc' },
  {
    name: 'order transition, zero',
    method: 'POST',
    path: '/admin/orders/0/transitions',
    body: json({ to: 'ACCEPTED' }),
  },
  {
    name: 'order courier, negative',
    method: 'PUT',
    path: '/admin/orders/-1/courier',
    body: json({ courierId: null }),
  },
  {
    name: 'order note, letters',
    method: 'POST',
    path: '/admin/orders/abc/notes',
    body: json({ text: 'Hi' }),
  },
];

const BAD_PAGING: Case[] = [
  { name: 'restaurants, page=-1', method: 'GET', path: '/api/restaurants?page=-1' },
  { name: 'restaurants, page=abc', method: 'GET', path: '/api/restaurants?page=abc' },
  { name: "restaurant's menus, size=1000", method: 'GET', path: '/api/restaurants/{r}/menus?size=1000' },
  { name: 'menus, page=abc', method: 'GET', path: '/api/menus?page=abc' },
  { name: 'menus, repeated page', method: 'GET', path: '/api/menus?page=1&page=2' },
  { name: "menu's dishes, size=0", method: 'GET', path: '/api/menus/{m}/dishes?size=0' },
  { name: 'users, size=1000', method: 'GET', path: '/admin/users?size=1000' },
  {
    name: 'activity, page=-1 and category',
    method: 'GET',
    path: '/admin/recent-activity?page=-1&category=NOPE',
  },
  { name: 'orders, page=abc', method: 'GET', path: '/admin/orders?page=abc' },
  { name: 'reviews, size=101', method: 'GET', path: '/admin/reviews?size=101' },
  { name: 'menus, NUL in search', method: 'GET', path: '/api/menus?search=a%00b' },
  // A cursor neither hands out: base64url of `["x"]`, of `{}`, and not base64 JSON at all.
  { name: 'restaurants, a cursor of text', method: 'GET', path: '/api/restaurants?page=1&after=WyJ4Il0' },
  { name: "menu's dishes, a cursor object", method: 'GET', path: '/api/menus/{m}/dishes?page=1&after=e30' },
  { name: 'activity, a cursor of noise', method: 'GET', path: '/admin/recent-activity?page=1&after=abc' },
];

const BAD_BODIES: Case[] = [
  { name: 'restaurant create, empty object', method: 'POST', path: '/api/restaurants', body: json({}) },
  {
    name: 'restaurant create, blank fields and javascript: logo',
    method: 'POST',
    path: '/api/restaurants',
    body: json({ name: ' ', address: '', logoUrl: 'javascript:alert(1)' }),
  },
  {
    name: 'restaurant update, wrong types',
    method: 'PUT',
    path: '/api/restaurants/{r}',
    body: json({ name: 5 }),
  },
  {
    name: 'restaurant create, NUL in description',
    method: 'POST',
    path: '/api/restaurants',
    body: json({ ...restaurant, description: 'a\u0000b' }),
  },
  {
    name: 'menu create, blank name',
    method: 'POST',
    path: '/api/restaurants/{r}/menus',
    body: json({ restaurantId: '{r}', name: '' }),
  },
  { name: 'menu update, restaurant 0', method: 'PUT', path: '/api/menus/{m}', body: json(menu(0)) },
  {
    name: 'dish create, zero price and ftp image',
    method: 'POST',
    path: '/api/menus/{m}/dishes',
    body: json({ name: 'X', price: 0, imageUrl: 'ftp://x/y.png' }),
  },
  {
    name: 'dish update, missing price',
    method: 'PUT',
    path: '/api/dishes/{d}',
    body: json({ name: 'Soup' }),
  },
  { name: 'user role, unknown', method: 'PUT', path: '/admin/users/{u}', body: json({ role: 'KING' }) },
  { name: 'user role, array body', method: 'PUT', path: '/admin/users/{u}', body: json([1, 2]) },
  {
    name: 'activity-log, bad category and blank action',
    method: 'POST',
    path: '/api/activity-log',
    body: json({ category: 'NOPE', action: ' ' }),
  },
  { name: 'activity-log, string body', method: 'POST', path: '/api/activity-log', body: json('text') },
  {
    name: 'activity-log, entity id 0',
    method: 'POST',
    path: '/api/activity-log',
    body: json({ category: 'DISH', action: 'CREATE', entityId: 0 }),
  },
  { name: 'login, empty object', method: 'POST', path: '/api/auth/login', body: json({}) },
  { name: 'login, null body', method: 'POST', path: '/api/auth/login', body: json(null) },
  {
    name: 'register, blank uid and bad email',
    method: 'POST',
    path: '/api/auth/register',
    body: json({ uid: '', firstName: 'A', lastName: 'B', email: 'x' }),
  },
  {
    name: 'moderation back to PENDING',
    method: 'POST',
    path: '/admin/reviews/{v}/moderation',
    body: json({ status: 'PENDING' }),
  },
  { name: 'moderation, empty object', method: 'POST', path: '/admin/reviews/{v}/moderation', body: json({}) },
  { name: 'reply, blank text', method: 'PUT', path: '/api/reviews/{v}/reply', body: json({ text: '  ' }) },
  {
    name: 'reply, too long',
    method: 'PUT',
    path: '/api/reviews/{v}/reply',
    body: json({ text: 'x'.repeat(1001) }),
  },
  { name: 'reply, a number', method: 'PUT', path: '/api/reviews/{v}/reply', body: json({ text: 5 }) },
  // The orders workflow (docs/api.md#orders).
  {
    name: 'move to a status that is gone',
    method: 'POST',
    path: '/admin/orders/{p}/transitions',
    body: json({ to: 'DELIVERING' }),
  },
  { name: 'move, empty object', method: 'POST', path: '/admin/orders/{p}/transitions', body: json({}) },
  {
    name: 'reject without a reason',
    method: 'POST',
    path: '/admin/orders/{p}/transitions',
    body: json({ to: 'REJECTED' }),
  },
  {
    name: 'cancel with a blank reason',
    method: 'POST',
    path: '/admin/orders/{p}/transitions',
    body: json({ to: 'CANCELLED', reason: '   ' }),
  },
  {
    name: 'reason too long',
    method: 'POST',
    path: '/admin/orders/{p}/transitions',
    body: json({ to: 'CANCELLED', reason: 'x'.repeat(501) }),
  },
  {
    name: 'reason that is not text',
    method: 'POST',
    path: '/admin/orders/{p}/transitions',
    body: json({ to: 'ACCEPTED', reason: 5 }),
  },
  {
    name: 'courier as text',
    method: 'PUT',
    path: '/admin/orders/{p}/courier',
    body: json({ courierId: '5' }),
  },
  { name: 'courier missing', method: 'PUT', path: '/admin/orders/{p}/courier', body: json({}) },
  { name: 'note, blank', method: 'POST', path: '/admin/orders/{p}/notes', body: json({ text: ' ' }) },
  {
    name: 'note, too long',
    method: 'POST',
    path: '/admin/orders/{p}/notes',
    body: json({ text: 'x'.repeat(2001) }),
  },
];

// Bulk actions and saved views (docs/api.md#bulk-actions, #saved-views).
const BAD_BULK_AND_VIEWS: Case[] = [
  {
    name: 'restaurants bulk, more than 1000 ids',
    method: 'POST',
    path: '/api/restaurants/bulk',
    body: json({ action: 'delete', ids: Array.from({ length: 1001 }, (_, index) => index + 1) }),
  },
  {
    name: 'restaurants bulk, ids and filter',
    method: 'POST',
    path: '/api/restaurants/bulk',
    body: json({ action: 'activate', ids: [1], filter: {} }),
  },
  {
    name: 'restaurants bulk, no target',
    method: 'POST',
    path: '/api/restaurants/bulk',
    body: json({ action: 'delete' }),
  },
  {
    name: 'restaurants bulk, unknown filter key',
    method: 'POST',
    path: '/api/restaurants/bulk',
    body: json({ action: 'delete', filter: { page: 0 } }),
  },
  {
    name: 'users bulk, setRole without role',
    method: 'POST',
    path: '/admin/users/bulk',
    body: json({ action: 'setRole', ids: ['{u}'] }),
  },
  {
    name: 'users bulk, unknown action',
    method: 'POST',
    path: '/admin/users/bulk',
    body: json({ action: 'ban', ids: [1] }),
  },
  {
    name: 'dishes bulk, repeated ids',
    method: 'POST',
    path: '/api/menus/{m}/dishes/bulk',
    body: json({ action: 'delete', ids: ['{d}', '{d}'] }),
  },
  {
    name: 'dishes bulk, unknown menu',
    method: 'POST',
    path: '/api/menus/999999/dishes/bulk',
    body: json({ action: 'delete', ids: ['{d}'] }),
  },
  {
    name: 'reviews bulk, more than 1000 ids',
    method: 'POST',
    path: '/admin/reviews/bulk',
    body: json({ action: 'approve', ids: Array.from({ length: 1001 }, (_, index) => index + 1) }),
  },
  {
    name: 'reviews bulk, unknown action',
    method: 'POST',
    path: '/admin/reviews/bulk',
    body: json({ action: 'hide', ids: ['{v}'] }),
  },
  {
    name: 'reviews bulk, bad status in the filter',
    method: 'POST',
    path: '/admin/reviews/bulk',
    body: json({ action: 'reject', filter: { status: ['NEW'] } }),
  },
  { name: 'views, no list', method: 'GET', path: '/api/views' },
  { name: 'views, unknown list', method: 'GET', path: '/api/views?list=kitchens' },
  {
    name: 'view create, blank name and array query',
    method: 'POST',
    path: '/api/views',
    body: json({ list: 'users', name: ' ', query: [] }),
  },
  {
    name: 'view create, query too large',
    method: 'POST',
    path: '/api/views',
    body: json({ list: 'users', name: 'Big', query: { search: 'x'.repeat(4100) } }),
  },
  {
    name: 'view update, letters',
    method: 'PUT',
    path: '/api/views/abc',
    body: json({ name: 'x', query: {} }),
  },
  { name: 'view delete, unknown', method: 'DELETE', path: '/api/views/999999' },
];

const NOT_JSON: Case[] = [
  { name: 'malformed JSON', method: 'POST', path: '/api/restaurants', body: raw('{broken') },
  { name: 'empty JSON body', method: 'POST', path: '/api/restaurants', body: raw('') },
  { name: 'prototype poisoning', method: 'PUT', path: '/api/dishes/{d}', body: raw('{"__proto__":{"x":1}}') },
  {
    name: 'constructor poisoning, nested',
    method: 'POST',
    path: '/api/restaurants',
    body: raw('{"name":"x","address":{"constructor":{"prototype":{"admin":true}}}}'),
  },
  { name: 'text/plain body', method: 'POST', path: '/api/restaurants', body: raw('name=x', 'text/plain') },
  { name: 'no body at all', method: 'POST', path: '/api/restaurants' },
];

// Sort, filters, facets and export take the list's own parameters (docs/api.md#lists).
const BAD_LIST_QUERIES: Case[] = [
  { name: 'unknown sort field', method: 'GET', path: '/admin/users?sort=password,asc' },
  { name: 'bad sort direction', method: 'GET', path: '/api/restaurants?sort=name,up' },
  { name: 'a sort field twice', method: 'GET', path: '/admin/orders?sort=total,asc&sort=total,desc' },
  {
    name: 'four sort terms',
    method: 'GET',
    path: '/admin/orders?sort=total,asc&sort=status,asc&sort=createdAt,asc&sort=restaurantName,asc',
  },
  { name: 'role outside the enum', method: 'GET', path: '/admin/users?role=ADMIN&role=KING' },
  { name: 'flag that is not a boolean', method: 'GET', path: '/api/menus?isActive=yes' },
  { name: 'rating out of range', method: 'GET', path: '/admin/reviews?rating=6' },
  { name: 'review status outside the enum', method: 'GET', path: '/admin/reviews?status=PENDING&status=NEW' },
  { name: 'review facets, lowercase status', method: 'GET', path: '/admin/reviews/facets?status=pending' },
  { name: 'id filter with letters', method: 'GET', path: '/admin/orders?restaurantId=abc' },
  { name: 'courier filter with letters', method: 'GET', path: '/admin/orders?courierId=abc&courierId=2' },
  { name: 'order status that is gone', method: 'GET', path: '/admin/orders/facets?status=DELIVERING' },
  { name: 'a date that is not one', method: 'GET', path: '/admin/orders?createdFrom=yesterday' },
  { name: 'a day February does not have', method: 'GET', path: '/admin/orders?createdFrom=2026-02-30' },
  { name: 'a thirteenth month', method: 'GET', path: '/admin/orders/facets?createdTo=2026-13-01' },
  { name: 'a leap day in 2025', method: 'GET', path: '/admin/orders/export?createdFrom=2025-02-29T10:00Z' },
  {
    name: "the dashboard's impossible day",
    method: 'GET',
    path: '/admin/dashboard/series?from=2026-02-30&to=2026-03-05',
  },
  { name: 'facets with a bad filter', method: 'GET', path: '/api/menus/{m}/dishes/facets?available=maybe' },
  { name: 'export with a bad sort', method: 'GET', path: '/api/restaurants/export?sort=owner,asc' },
  { name: 'export of an unknown menu', method: 'GET', path: '/api/menus/999999/dishes/export' },
];

// Every call takes only the query parameters its entry declares (docs/api.md#query-parameters).
const UNKNOWN_QUERY_PARAMETERS: Case[] = [
  { name: 'a list, with a typo', method: 'GET', path: '/admin/orders?status=PENDING&serach=x' },
  { name: 'an unpaged list, a cache-buster', method: 'GET', path: '/api/restaurants?_=1712345678' },
  { name: 'a record', method: 'GET', path: '/api/restaurants/{r}?expand=menus' },
  { name: 'a write', method: 'PUT', path: '/api/restaurants/{r}?force=1', body: json(restaurant) },
  { name: 'search, beside q', method: 'GET', path: '/api/search?q=a&limit=5' },
  { name: 'facets, with paging', method: 'GET', path: '/api/menus/facets?page=1' },
  { name: 'export, with a size', method: 'GET', path: '/admin/users/export?size=10' },
  { name: 'a call without parameters', method: 'GET', path: '/admin/dashboard-stats?x=1&y=2' },
  { name: 'a bad value beside an unknown key', method: 'GET', path: '/admin/reviews?rating=9&stars=5' },
];

// Not malformed, but refused by rules beyond the schemas: unknown rows, bodies that contradict the
// address, uploads that are not images.
const REFUSED: Case[] = [
  { name: 'unknown restaurant', method: 'GET', path: '/api/restaurants/999999' },
  { name: 'unknown menu', method: 'PUT', path: '/api/menus/999999', body: json(menu('{r}')) },
  { name: 'unknown dish', method: 'DELETE', path: '/api/dishes/999999' },
  { name: 'unknown user', method: 'PUT', path: '/admin/users/999999', body: json({ role: 'COURIER' }) },
  { name: "unknown menu's dishes", method: 'GET', path: '/api/menus/999999/dishes?page=0' },
  {
    name: 'moderation of an unknown review',
    method: 'POST',
    path: '/admin/reviews/999999/moderation',
    body: json({ status: 'REJECTED' }),
  },
  {
    name: 'reply to an unknown review',
    method: 'PUT',
    path: '/api/reviews/999999/reply',
    body: json({ text: 'Hi' }),
  },
  { name: 'reply removed from an unknown review', method: 'DELETE', path: '/api/reviews/999999/reply' },
  { name: 'unknown order', method: 'GET', path: '/admin/orders/999999' },
  {
    name: 'move of an unknown order',
    method: 'POST',
    path: '/admin/orders/999999/transitions',
    body: json({ to: 'ACCEPTED' }),
  },
  {
    name: 'move the machine does not allow (409)',
    method: 'POST',
    path: '/admin/orders/{o}/transitions',
    body: json({ to: 'CANCELLED', reason: 'Too late' }),
  },
  {
    name: 'pick-up without a courier (409)',
    method: 'POST',
    path: '/admin/orders/{p}/transitions',
    body: json({ to: 'PICKED_UP' }),
  },
  {
    name: 'courier of a delivered order (409)',
    method: 'PUT',
    path: '/admin/orders/{o}/courier',
    body: json({ courierId: null }),
  },
  {
    name: 'courier who is not one',
    method: 'PUT',
    path: '/admin/orders/{p}/courier',
    body: json({ courierId: '{u}' }),
  },
  {
    name: 'courier who does not exist',
    method: 'PUT',
    path: '/admin/orders/{p}/courier',
    body: json({ courierId: 999999 }),
  },
  {
    name: 'note on an unknown order',
    method: 'POST',
    path: '/admin/orders/999999/notes',
    body: json({ text: 'Hi' }),
  },
  {
    name: 'menu for another restaurant',
    method: 'POST',
    path: '/api/restaurants/{r}/menus',
    body: json(menu(999999)),
  },
  { name: 'menu moved to no restaurant', method: 'PUT', path: '/api/menus/{m}', body: json(menu(999999)) },
  {
    name: 'dish for another menu',
    method: 'POST',
    path: '/api/menus/{m}/dishes',
    body: json({ ...dish, menuId: 999999 }),
  },
  {
    name: 'dish moved to no menu',
    method: 'PUT',
    path: '/api/dishes/{d}',
    body: json({ ...dish, menuId: 999999 }),
  },
  {
    name: 'restaurant owned by nobody',
    method: 'PUT',
    path: '/api/restaurants/{r}',
    body: json({ ...restaurant, ownerId: 999999 }),
  },
  { name: 'upload as JSON', method: 'POST', path: '/api/uploads', body: json({ image: 'x' }) },
  {
    name: 'upload without the image field',
    method: 'POST',
    path: '/api/uploads',
    body: form('file', 'x', 'image/png'),
  },
  {
    name: 'upload of text',
    method: 'POST',
    path: '/api/uploads',
    body: form('image', 'hello', 'text/plain'),
  },
];

// The palette's search (docs/api.md#search): q is required, trimmed, at most 100 characters, one text.
const BAD_SEARCHES: Case[] = [
  { name: 'search, no q', method: 'GET', path: '/api/search' },
  { name: 'search, blank q', method: 'GET', path: '/api/search?q=%20%20' },
  { name: 'search, q too long', method: 'GET', path: `/api/search?q=${'x'.repeat(101)}` },
  { name: 'search, q twice', method: 'GET', path: '/api/search?q=a&q=b' },
  { name: 'search, NUL in q', method: 'GET', path: '/api/search?q=a%00b' },
];

// The caller's own profile (docs/api.md#profile): the sign-up form's name and phone rules.
const BAD_PROFILES: Case[] = [
  { name: 'profile, empty object', method: 'PUT', path: '/api/profile', body: json({}) },
  {
    name: 'profile, short and long names, long phone',
    method: 'PUT',
    path: '/api/profile',
    body: json({ firstName: ' A ', lastName: 'x'.repeat(101), phone: '1'.repeat(31) }),
  },
  {
    name: 'profile, control characters and a number for the phone',
    method: 'PUT',
    path: '/api/profile',
    body: json({ firstName: 'Ev\u202Ee', lastName: 'Null\u0000', phone: 5 }),
  },
  { name: 'profile, array body', method: 'PUT', path: '/api/profile', body: json(['Ada', 'Admin']) },
  { name: 'profile, not JSON', method: 'PUT', path: '/api/profile', body: raw('{"firstName":') },
  { name: 'locale, not ours', method: 'PUT', path: '/api/profile/locale', body: json({ locale: 'de' }) },
  { name: 'locale, missing', method: 'PUT', path: '/api/profile/locale', body: json({}) },
];

let server: TestServer;
let admin: TestUser;
let ids: Record<'r' | 'm' | 'd' | 'u' | 'v' | 'o' | 'p', number>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN');
  const customer = await createUser(server.db, 'CUSTOMER');
  const r = await insertRestaurant(server.db);
  const m = await insertMenu(server.db, r.id);
  const d = await insertDish(server.db, m.id);
  const v = await insertReview(server.db, r.id, customer.id);
  // The mocks' fixtures have order 1001 delivered and 1028 pending: the same ids and statuses here.
  const o = await insertOrder(server.db, r.id, customer.id, { id: 1001, status: 'DELIVERED' });
  const p = await insertOrder(server.db, r.id, customer.id, { id: 1028, status: 'PENDING' });
  ids = { r: r.id, m: m.id, d: d.id, u: customer.id, v: v.id, o: o.id, p: p.id };
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => resetMockDb());

const placeholder = /\{([rmduvop])\}/g;
const fill = (text: string) => text.replace(placeholder, (_match, key: keyof typeof ids) => String(ids[key]));

/** The body as sent: JSON (a `"{r}"` value becomes the id, a number), raw text, or a multipart form. */
async function payloadOf(
  body: Body | undefined,
): Promise<{ payload?: string | Buffer; contentType?: string }> {
  if (!body) return {};
  if ('raw' in body)
    return { payload: body.raw, ...(body.contentType ? { contentType: body.contentType } : {}) };
  if ('form' in body) {
    // Let fetch's own encoder write the multipart bytes and boundary, then send those to both sides.
    const encoded = new Request('http://localhost/', { method: 'POST', body: body.form() });
    return {
      payload: Buffer.from(await encoded.arrayBuffer()),
      contentType: encoded.headers.get('content-type') ?? undefined,
    };
  }
  const payload = JSON.stringify(body.json).replace(/"\{([rmduvop])\}"/g, (_match, key: keyof typeof ids) =>
    String(ids[key]),
  );
  return { payload, contentType: 'application/json' };
}

type Answer = {
  status: number;
  message?: unknown;
  code?: unknown;
  fieldErrors?: unknown;
  fieldCodes?: unknown;
};

const answerOf = (status: number, text: string): Answer => {
  const body = (text ? JSON.parse(text) : {}) as Omit<Answer, 'status'>;
  return {
    status,
    message: body.message,
    code: body.code,
    fieldErrors: body.fieldErrors,
    fieldCodes: body.fieldCodes,
  };
};

async function askServer(testCase: Case): Promise<Answer> {
  const { payload, contentType } = await payloadOf(testCase.body);
  const response = await server.app.inject({
    method: testCase.method,
    url: fill(testCase.path),
    headers: { ...admin.headers, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  return answerOf(response.statusCode, response.body);
}

async function askMocks(testCase: Case): Promise<Answer> {
  const { payload, contentType } = await payloadOf(testCase.body);
  const request = new Request(`http://localhost${fill(testCase.path)}`, {
    method: testCase.method,
    headers: { ...admin.headers, ...(contentType ? { 'content-type': contentType } : {}) },
    body: typeof payload === 'string' || payload === undefined ? payload : new Uint8Array(payload),
  });
  const response = await getResponse(handlerList, request);
  if (!response) throw new Error(`no mock handles ${testCase.method} ${testCase.path}`);
  return answerOf(response.status, await response.text());
}

describe.each([
  ['bad path ids', BAD_IDS],
  ['bad paging', BAD_PAGING],
  ['invalid bodies', BAD_BODIES],
  ['bodies that are not JSON objects', NOT_JSON],
  ['input refused beyond the schemas', REFUSED],
  ['bad bulk actions and saved views', BAD_BULK_AND_VIEWS],
  ['bad list queries', BAD_LIST_QUERIES],
  ['unknown query parameters', UNKNOWN_QUERY_PARAMETERS],
  ['bad searches', BAD_SEARCHES],
  ['bad profile edits', BAD_PROFILES],
])('mocks and server answer %s alike', (_group, cases) => {
  it.each(cases)('$method $path: $name', async (testCase) => {
    const [fromServer, fromMocks] = await Promise.all([askServer(testCase), askMocks(testCase)]);
    expect(fromServer.status, 'the server refuses the input').toBeGreaterThanOrEqual(400);
    expect(fromMocks).toEqual(fromServer);
  });
});
