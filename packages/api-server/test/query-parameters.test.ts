import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  acceptedQueryKeys,
  fillPath,
  listEndpoints,
  unknownQueryParameterMessage,
  validationErrorBody,
  type EndpointDefinition,
} from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildExtraApp,
  createUser,
  startTestServer,
  type Role,
  type TestServer,
  type TestUser,
} from './support/server';

// The query string of every call (docs/api.md#query-parameters): only the parameters its contract
// entry declares, and dates that are days of the calendar.

let server: TestServer;
const users = {} as Record<Role, TestUser>;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['ADMIN', 'RESTAURANT', 'COURIER', 'CUSTOMER'] as const) {
    users[role] = await createUser(server.db, role);
  }
});
afterAll(async () => {
  await server.close();
});

/** A caller the entry lets through to its validation: an admin where allowed, else its first role. */
function headersFor(definition: EndpointDefinition): Record<string, string> {
  const { access } = definition;
  if (access === 'public') return {};
  if (access === 'token') return users.ADMIN.headers;
  return users[access.includes('ADMIN') ? 'ADMIN' : (access[0] as Role)].headers;
}

/** Path values every route parses (the row need not exist: the query is refused before any lookup). */
const PARAMS = {
  id: 1,
  restaurantId: 1,
  menuId: 1,
  invitationId: 1,
  memberId: 1,
  tokenId: 1,
  kind: 'restaurant',
  file: `${'0'.repeat(32)}.png`,
};

describe('a query parameter the call does not take', () => {
  it.each(listEndpoints().map(({ id, definition }) => [id, definition] as const))(
    '%s answers 400 naming it',
    async (_id, definition) => {
      const response = await server.app.inject({
        method: definition.method,
        url: `${fillPath(definition.path, PARAMS)}?notAParameter=1`,
        headers: headersFor(definition),
      });
      expect(response.statusCode, response.body).toBe(400);
      const { fieldErrors } = response.json<{ fieldErrors: Record<string, string[]> }>();
      expect(fieldErrors.notAParameter).toEqual([
        unknownQueryParameterMessage(acceptedQueryKeys(definition)),
      ]);
    },
  );

  it("is named on a list beside the list's own parameters, and a typo names what the list takes", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/admin/orders?status=PENDING&createdAfter=2026-01-01&serach=x',
      headers: users.ADMIN.headers,
    });
    const takes =
      'Unknown parameter: this call takes search, page, size, after, sort, status, restaurantId, ' +
      'courierId, createdFrom, createdTo, refund';
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationErrorBody({ createdAfter: [takes], serach: [takes] }));
  });

  it("on an unpaged list (no list parameter given) names its paged sibling's parameters", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants?_=1712345678',
      headers: users.ADMIN.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors._[0]).toMatch(
      /^Unknown parameter: this call takes search, page, size/,
    );
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/restaurants', headers: users.ADMIN.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('is named as a field of its own even when it is called __proto__', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/health/live?__proto__=1&constructor=2',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['__proto__', 'constructor']);
  });

  it('still lets anonymous callers meet their 401 first', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/admin/users?nope=1' });
    expect(response.statusCode).toBe(401);
  });

  it("leaves the app's own page addresses to the app (`/admin/users?view=12` is a page, not a call)", async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Food admin</title>');
    const app = await buildExtraApp(server, { STATIC_DIR: staticDir });
    try {
      for (const url of [
        '/admin/users?view=12',
        '/admin/restaurants?layout=table&hide=address',
        '/admin?range=7d',
      ]) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', ...users.ADMIN.headers },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toContain('text/html');
      }
    } finally {
      await app.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });
});

describe('dates in queries', () => {
  const IMPOSSIBLE = ['2026-02-30', '2026-13-01', '2025-02-29', '2026-04-31T10:00Z', '2026-11-23T24:00Z'];

  it.each(['/admin/orders', '/admin/orders/facets', '/admin/orders/export'])(
    '%s refuses impossible dates in createdFrom and createdTo with the filter named',
    async (list) => {
      for (const date of IMPOSSIBLE) {
        for (const name of ['createdFrom', 'createdTo']) {
          const response = await server.app.inject({
            method: 'GET',
            url: `${list}?${name}=${encodeURIComponent(date)}`,
            headers: users.ADMIN.headers,
          });
          expect(response.statusCode, `${name}=${date}`).toBe(400);
          expect(response.json(), `${name}=${date}`).toEqual(
            validationErrorBody({
              [name]: [`${name} must be an ISO date (2026-11-23) or date-time with zone`],
            }),
          );
        }
      }
      const leapDay = await server.app.inject({
        method: 'GET',
        url: `${list}?createdFrom=2024-02-29&createdTo=2024-03-01T00:00:00Z`,
        headers: users.ADMIN.headers,
      });
      expect(leapDay.statusCode, leapDay.body).toBe(200);
    },
  );

  it("the dashboard's from and to refuse impossible days", async () => {
    for (const date of ['2026-02-30', '2026-13-01', '2025-02-29']) {
      for (const query of [`from=${date}&to=2026-12-31`, `from=2026-01-01&to=${date}`]) {
        const response = await server.app.inject({
          method: 'GET',
          url: `/admin/dashboard/series?${query}`,
          headers: users.ADMIN.headers,
        });
        expect(response.statusCode, query).toBe(400);
        const field = query.startsWith(`from=${date}`) ? 'from' : 'to';
        const label = field === 'from' ? 'From' : 'To';
        expect(response.json().fieldErrors[field], query).toEqual([`${label} must be a date (2026-11-23)`]);
      }
    }
    const leap = await server.app.inject({
      method: 'GET',
      url: '/admin/dashboard/series?from=2024-02-29&to=2024-03-01',
      headers: users.ADMIN.headers,
    });
    expect(leap.statusCode, leap.body).toBe(200);
  });
});
