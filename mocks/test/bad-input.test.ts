import { errorBody, validationErrorBody } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../src/index';
import { rawFetch, useMockApi } from './support';

useMockApi();

// The server's answers for the same requests (packages/api-server/test/mock-parity.test.ts checks
// them against the real server): one status and one body for bad input, whoever answers.
const invalid = (message: string) => ({ status: 400, body: errorBody(400, message) });
const fields = (fieldErrors: Record<string, string[]>) => ({
  status: 400,
  body: validationErrorBody(fieldErrors),
});

describe('bad path ids answer 400 `Invalid <name>` before anything is looked up', () => {
  it.each([
    ['GET', '/api/restaurants/abc', 'Invalid id'],
    ['PUT', '/api/menus/0', 'Invalid id'],
    ['DELETE', '/api/dishes/-1', 'Invalid id'],
    ['GET', '/api/dishes/2147483648', 'Invalid id'],
    ['DELETE', '/admin/users/1.5', 'Invalid id'],
    ['GET', '/api/restaurants/x/menus', 'Invalid restaurantId'],
    ['GET', '/api/menus/01/dishes', 'Invalid menuId'],
  ])('%s %s', async (method, path, message) => {
    const body = method === 'PUT' ? { restaurantId: 1, name: 'X' } : undefined;
    expect(await rawFetch(method, path, body)).toEqual(invalid(message));
  });
});

describe('bad query values answer 400 with fieldErrors', () => {
  it.each([
    ['/api/restaurants?page=-1', { page: ['Must be at least 0'] }],
    ['/api/restaurants?page=-0', { page: ['Must be a number'] }],
    ['/api/restaurants?page=0x1', { page: ['Must be a number'] }],
    ['/admin/users?size=1000', { size: ['Must be at most 100'] }],
    ['/api/menus?page=abc', { page: ['Must be a number'] }],
    ['/admin/orders?size=0', { size: ['Must be at least 1'] }],
    ['/admin/recent-activity?category=NOPE', { category: ['Invalid category'] }],
  ])('%s', async (path, fieldErrors) => {
    expect(await rawFetch('GET', path)).toEqual(fields(fieldErrors));
  });

  it('a NUL in the search is refused like the server refuses it for PostgreSQL', async () => {
    expect(await rawFetch('GET', '/api/menus?search=a%00b')).toEqual(
      invalid('Text must not contain NUL characters'),
    );
  });
});

const USER_SORT = 'Sort must be <field>,<asc|desc> with field one of: email, firstName, lastName, role';
const ORDER_SORT =
  'Sort must be <field>,<asc|desc> with field one of: createdAt, total, status, restaurantName';
const DISH_SORT = 'Sort must be <field>,<asc|desc> with field one of: name, price';
const ORDER_STATUS =
  'Status must be one of: PENDING, ACCEPTED, REJECTED, PREPARING, READY, PICKED_UP, DELIVERED, CANCELLED';

describe('bad sort and filter values answer 400 with the parameter in fieldErrors', () => {
  it.each([
    // Sort: an unknown field, a bad direction, extra parts, a field twice, too many terms.
    ['/admin/users?sort=password,asc', { sort: [USER_SORT] }],
    ['/admin/users?sort=email,up', { sort: [USER_SORT] }],
    ['/admin/users?sort=email,asc,desc', { sort: [USER_SORT] }],
    ['/admin/users?sort=email&sort=email,desc', { sort: ['Sort names a field more than once'] }],
    [
      '/admin/orders?sort=total&sort=status&sort=createdAt&sort=restaurantName',
      { sort: ['Sort by at most 3 fields'] },
    ],
    ['/admin/orders/export?sort=customerName,asc', { sort: [ORDER_SORT] }],
    ['/api/menus/1/dishes?sort=price,DESC', { sort: [DISH_SORT] }],
    ['/api/menus/1/dishes/export?sort=isAvailable', { sort: [DISH_SORT] }],
    [
      '/api/restaurants?sort=ownerId,asc',
      { sort: ['Sort must be <field>,<asc|desc> with field one of: name, address, isActive'] },
    ],
    [
      '/admin/reviews?sort=text',
      { sort: ['Sort must be <field>,<asc|desc> with field one of: createdAt, rating'] },
    ],
    // Filters: enum, boolean, id, rating and date values.
    ['/admin/users?role=BOSS', { role: ['Role must be one of: CUSTOMER, RESTAURANT, COURIER, ADMIN'] }],
    [
      '/admin/users/facets?role=admin',
      { role: ['Role must be one of: CUSTOMER, RESTAURANT, COURIER, ADMIN'] },
    ],
    ['/admin/orders?status=LOST', { status: [ORDER_STATUS] }],
    ['/admin/orders/facets?status=PENDING&status=NOPE', { status: [ORDER_STATUS] }],
    ['/admin/orders?restaurantId=abc', { restaurantId: ['restaurantId must be an id'] }],
    [
      '/admin/orders?createdFrom=yesterday',
      { createdFrom: ['createdFrom must be an ISO date (2026-11-23) or date-time with zone'] },
    ],
    [
      '/admin/orders/export?createdTo=2026-11-23T10:00',
      { createdTo: ['createdTo must be an ISO date (2026-11-23) or date-time with zone'] },
    ],
    ['/admin/reviews?rating=6', { rating: ['Rating must be an integer from 1 to 5'] }],
    ['/admin/reviews/facets?rating=0', { rating: ['Rating must be an integer from 1 to 5'] }],
    ['/api/restaurants?isActive=yes', { isActive: ['isActive must be true or false'] }],
    ['/api/restaurants/facets?ownerId=0', { ownerId: ['ownerId must be an id'] }],
    ['/api/menus?isActive=1', { isActive: ['isActive must be true or false'] }],
    ['/api/restaurants/1/menus/facets?isActive=no', { isActive: ['isActive must be true or false'] }],
    ['/api/menus/1/dishes/facets?available=maybe', { available: ['available must be true or false'] }],
    // Several bad parameters: each one named.
    [
      '/api/restaurants/export?isActive=x&ownerId=-1&sort=logo',
      {
        sort: ['Sort must be <field>,<asc|desc> with field one of: name, address, isActive'],
        isActive: ['isActive must be true or false'],
        ownerId: ['ownerId must be an id'],
      },
    ],
  ])('%s', async (path, fieldErrors) => {
    expect(await rawFetch('GET', path)).toEqual(fields(fieldErrors));
  });

  it('a bad query on an unknown parent answers 400: the input is judged before the row is looked up', async () => {
    expect((await rawFetch('GET', '/api/restaurants/999/menus/facets?isActive=x')).status).toBe(400);
    expect((await rawFetch('GET', '/api/menus/999/dishes/export?sort=nope')).status).toBe(400);
  });
});

describe('bodies', () => {
  it('missing fields answer the field schema own message, not valibot "Invalid key"', async () => {
    expect(await rawFetch('POST', '/api/restaurants', {})).toEqual(
      fields({ name: ['Name is required'], address: ['Address is required'] }),
    );
    expect(await rawFetch('PUT', '/api/dishes/1', { name: 'Soup' })).toEqual(
      fields({ price: ['Price must be positive'] }),
    );
  });

  it('a body that is not an object answers `Request body is invalid: ...`; an array is field by field', async () => {
    expect(await rawFetch('POST', '/api/activity-log', '"text"')).toEqual(
      invalid('Request body is invalid: Invalid type: Expected Object but received "text"'),
    );
    expect(await rawFetch('POST', '/api/auth/login', 'null')).toEqual(
      invalid('Request body is invalid: Invalid type: Expected Object but received null'),
    );
    expect(await rawFetch('PUT', '/admin/users/2', [1, 2])).toEqual(fields({ role: ['Invalid role'] }));
    expect(await rawFetch('POST', '/api/restaurants', undefined)).toEqual(
      invalid('Request body is invalid: Invalid type: Expected Object but received undefined'),
    );
  });

  it('non-JSON bodies answer what the server HTTP layer answers', async () => {
    expect(await rawFetch('POST', '/api/restaurants', '{broken')).toEqual(
      invalid("Body is not valid JSON but content-type is set to 'application/json'"),
    );
    expect(await rawFetch('POST', '/api/restaurants', '{"__proto__":{"x":1}}')).toEqual(
      invalid('The body must not contain "__proto__" or "constructor.prototype" keys'),
    );
    expect(await rawFetch('POST', '/api/restaurants', '')).toEqual(
      invalid("Body cannot be empty when content-type is set to 'application/json'"),
    );
    expect(await rawFetch('POST', '/api/restaurants', 'name=x', 'text/plain')).toEqual({
      status: 415,
      body: errorBody(415, 'Unsupported media type'),
    });
    expect(await rawFetch('POST', '/api/restaurants', 'name=x', null)).toMatchObject({ status: 415 });
  });

  it('NUL characters are refused after the schema accepted the text', async () => {
    expect(
      await rawFetch('POST', '/api/restaurants', { name: 'Pho', address: 'x', description: 'a\u0000b' }),
    ).toEqual(invalid('Text must not contain NUL characters'));
  });

  it('a bad body on an unknown id answers 400: the input is judged before the row is looked up', async () => {
    expect((await rawFetch('PUT', '/api/restaurants/999', { name: '' })).status).toBe(400);
  });

  it('a rejected request changes nothing', async () => {
    const before = { restaurants: mockDb.restaurants.count(), activity: mockDb.activity.count() };
    await rawFetch('POST', '/api/restaurants', { name: 'x' });
    await rawFetch('POST', '/api/restaurants', '{broken');
    expect({ restaurants: mockDb.restaurants.count(), activity: mockDb.activity.count() }).toEqual(before);
  });
});
