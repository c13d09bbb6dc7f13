import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorReference, isApiError, validationErrorBody } from '../src/index';
import { withQuery } from '../src/http/http';
import { BASE_URL, answerEverything, page, restaurant, server, testClient, useMswServer } from './support';

useMswServer();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('authentication', () => {
  it('sends the bearer token and asks for JSON on every call', async () => {
    const requests = answerEverything(page([restaurant]));
    const { api, getIdToken } = testClient();

    await api.restaurants.list();
    await api.restaurants.list({ query: { page: 1 } });

    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.headers.get('authorization')).toBe('Bearer token-1');
      expect(request.headers.get('accept')).toBe('application/json');
    }
    expect(getIdToken).toHaveBeenCalledTimes(2);
    expect(getIdToken).not.toHaveBeenCalledWith(true);
  });

  it('sends no Authorization header when there is no token', async () => {
    const requests = answerEverything(page([]));
    const { api } = testClient({ getIdToken: async () => null });

    await api.restaurants.list();

    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('on 401 forces a token refresh and retries exactly once with the new token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE_URL}/api/restaurants`, ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        return authorization === 'Bearer token-2'
          ? HttpResponse.json(page([restaurant]))
          : HttpResponse.json({ message: 'Token expired' }, { status: 401 });
      }),
    );
    const { api, getIdToken } = testClient();

    const result = await api.restaurants.list();

    expect(result.content).toEqual([restaurant]);
    expect(seen).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(getIdToken.mock.calls).toEqual([[], [true]]);
  });

  it('a second 401 surfaces as ApiError 401 without a third attempt', async () => {
    const requests = answerEverything({ message: 'Invalid token' }, 401);
    const { api, getIdToken } = testClient();

    const error = await rejection(api.admin.dashboardStats());

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid token');
    expect(error.isNetworkError).toBe(false);
    expect(requests).toHaveLength(2);
    expect(getIdToken).toHaveBeenCalledTimes(2);
  });

  it('a 401 even with a refreshed token tells the app the session is over; a 401 the refresh cures does not', async () => {
    answerEverything({ message: 'Your session was revoked. Please sign in again.' }, 401);
    const onSessionRefused = vi.fn();
    const { api } = testClient({ onSessionRefused });

    expect((await rejection(api.admin.dashboardStats())).status).toBe(401);
    expect(onSessionRefused).toHaveBeenCalledTimes(1);

    server.resetHandlers();
    let attempts = 0;
    server.use(
      http.get(`${BASE_URL}/api/restaurants`, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ message: 'Token expired' }, { status: 401 })
          : HttpResponse.json(page([restaurant]));
      }),
    );
    await api.restaurants.list();
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
  });

  it('a 401 without any token (nobody signed in) is not a refused session', async () => {
    answerEverything({ message: 'Authentication required' }, 401);
    const onSessionRefused = vi.fn();
    const { api } = testClient({ getIdToken: async () => null, onSessionRefused });

    expect((await rejection(api.admin.dashboardStats())).status).toBe(401);
    expect(onSessionRefused).not.toHaveBeenCalled();
  });

  it('retries a write once too, with the same body', async () => {
    let attempts = 0;
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE_URL}/api/restaurants`, async ({ request }) => {
        attempts += 1;
        bodies.push(await request.json());
        return attempts === 1
          ? HttpResponse.json({ message: 'expired' }, { status: 401 })
          : HttpResponse.json(restaurant, { status: 201 });
      }),
    );
    const { api } = testClient();

    await expect(
      api.restaurants.create({ body: { name: 'Trattoria', address: '1 Main St' } }),
    ).resolves.toEqual(restaurant);
    expect(bodies).toEqual([
      { name: 'Trattoria', address: '1 Main St' },
      { name: 'Trattoria', address: '1 Main St' },
    ]);
  });

  it('does not retry other errors (403, 5xx)', async () => {
    for (const status of [403, 500, 503]) {
      const requests = answerEverything({ message: `status ${status}` }, status);
      const { api, getIdToken } = testClient();

      const error = await rejection(api.restaurants.all());

      expect(error.status).toBe(status);
      expect(requests).toHaveLength(1);
      expect(getIdToken).toHaveBeenCalledTimes(1);
      server.resetHandlers();
    }
  });
});

describe('errors', () => {
  it('carries the server message and field errors of a JSON error body', async () => {
    answerEverything(validationErrorBody({ name: ['Name is required'] }), 400);
    const { api } = testClient();

    const error = await rejection(api.restaurants.create({ body: { name: '', address: 'x' } }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrors).toEqual({ name: ['Name is required'] });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldCodes).toEqual({ name: ['NAME_REQUIRED'] });
    expect(error.isSchemaError).toBe(false);
  });

  it('reads Retry-After as seconds or as an HTTP date, and leaves it undefined when absent', async () => {
    const { api } = testClient();
    const answer = (headers: Record<string, string>) =>
      server.use(
        http.get(`${BASE_URL}/api/restaurants`, () =>
          HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers }),
        ),
      );

    answer({ 'Retry-After': '17' });
    const seconds = await rejection(api.restaurants.list());
    expect([seconds.status, seconds.retryAfterSeconds]).toEqual([429, 17]);

    answer({ 'Retry-After': new Date(Date.now() + 30_000).toUTCString() });
    const date = await rejection(api.restaurants.list());
    expect(date.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(date.retryAfterSeconds).toBeLessThanOrEqual(31);

    answer({});
    expect((await rejection(api.restaurants.list())).retryAfterSeconds).toBeUndefined();
    answer({ 'Retry-After': 'soon' });
    expect((await rejection(api.restaurants.list())).retryAfterSeconds).toBeUndefined();
  });

  it("keeps the server's request id of a failure, and offers it as the reference of a server error only", async () => {
    const { api } = testClient();
    const answer = (status: number, headers: Record<string, string>) =>
      server.use(
        http.get(`${BASE_URL}/api/restaurants`, () =>
          HttpResponse.json({ message: 'Something went wrong' }, { status, headers }),
        ),
      );
    answer(500, { 'X-Request-Id': 'req-5f3a9c2e' });
    const failed = await rejection(api.restaurants.list());
    expect([failed.status, failed.requestId, errorReference(failed)]).toEqual([
      500,
      'req-5f3a9c2e',
      'req-5f3a9c2e',
    ]);
    // The caller's own mistake: the message explains it, no reference to quote.
    answer(404, { 'X-Request-Id': 'req-5f3a9c2f' });
    const missing = await rejection(api.restaurants.list());
    expect([missing.requestId, errorReference(missing)]).toEqual(['req-5f3a9c2f', undefined]);
    answer(503, {});
    expect(errorReference(await rejection(api.restaurants.list()))).toBeUndefined();
    expect(errorReference(new Error('not from the API'))).toBeUndefined();
  });

  it('uses a short plain-text body as the message', async () => {
    server.use(
      http.get(
        '*',
        () => new HttpResponse('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
      ),
    );
    const { api } = testClient();

    const error = await rejection(api.restaurants.get({ params: { id: 1 } }));

    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.fieldErrors).toBeUndefined();
  });

  it('falls back to a generic message for HTML, empty and message-less bodies', async () => {
    const { api } = testClient();
    const bodies: [string, string][] = [
      ['<html><body><h1>502</h1></body></html>', 'text/html'],
      ['', 'text/plain'],
      ['{"error":"nope"}', 'application/json'],
      ['{"message":"   "}', 'application/json'],
      ['{not json', 'application/json'],
    ];
    for (const [body, contentType] of bodies) {
      server.use(
        http.get(
          '*',
          () => new HttpResponse(body, { status: 503, headers: { 'content-type': contentType } }),
        ),
      );
      const error = await rejection(api.restaurants.get({ params: { id: 1 } }));
      expect(error.status).toBe(503);
      expect(error.message).toBe(body === '{not json' ? '{not json' : 'Request failed with status 503');
    }
  });

  it('tells network failures apart from HTTP errors', async () => {
    server.use(http.get('*', () => HttpResponse.error()));
    const { api } = testClient();

    const error = await rejection(api.menus.list());

    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toMatch(/^Network error: the server could not be reached/);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('reports a network failure from a custom fetch, and passes requests through it', async () => {
    const failingFetch = vi.fn<typeof fetch>(async () => {
      throw new TypeError('connection refused');
    });
    const { api } = testClient({ fetch: failingFetch });

    const error = await rejection(api.admin.users());

    expect(failingFetch).toHaveBeenCalledTimes(1);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Network error: the server could not be reached (connection refused)');
  });

  it('rejects a malformed response with a schema error naming the call and the field', async () => {
    answerEverything(page([{ ...restaurant, name: 42 }]));
    const { api } = testClient();

    const error = await rejection(api.restaurants.list());

    expect(error.isSchemaError).toBe(true);
    expect(error.status).toBe(200);
    expect(error.message).toContain('Unexpected response from GET /api/restaurants');
    expect(error.message).toContain('content.0.name');
  });

  it('rejects a missing body where one is required', async () => {
    answerEverything(undefined, 200);
    const { api } = testClient();

    const error = await rejection(api.admin.dashboardStats());

    expect(error.isSchemaError).toBe(true);
    expect(error.message).toContain('GET /admin/dashboard-stats');
  });

  it('rejects an HTML page served with status 200 (e.g. the SPA fallback)', async () => {
    server.use(
      http.get(
        '*',
        () => new HttpResponse('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    const { api } = testClient();

    const error = await rejection(api.admin.users());

    expect(error.isSchemaError).toBe(true);
    expect(error.status).toBe(200);
  });
});

describe('the transport (ofetch)', () => {
  it('sends through the given fetch: the URL as a string, the Accept header, the method and signal', async () => {
    const seen: { input: unknown; init: RequestInit | undefined }[] = [];
    const recordingFetch = vi.fn<typeof fetch>(async (input, init) => {
      seen.push({ input, init });
      return Response.json(page([restaurant]));
    });
    const { api } = testClient({ fetch: recordingFetch });
    const controller = new AbortController();

    await api.restaurants.list({ query: { search: 'a b', page: 1 }, signal: controller.signal });

    const [{ input, init } = { input: undefined, init: undefined }] = seen;
    expect(input).toBe(`${BASE_URL}/api/restaurants?search=a+b&page=1&size=10`);
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(init?.signal).toBe(controller.signal);
  });

  it("retries nothing itself: a GET answered with any of ofetch's retry statuses is sent once", async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const requests = answerEverything({ message: `status ${status}` }, status);
      const { api } = testClient();

      const error = await rejection(api.restaurants.list());

      expect([error.status, error.message]).toEqual([status, `status ${status}`]);
      expect(requests).toHaveLength(1);
      server.resetHandlers();
    }
  });

  it("rejects an aborted call with the signal's reason, sent once", async () => {
    const stalledFetch = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    const { api } = testClient({ fetch: stalledFetch });

    for (const reason of [new DOMException('left the page', 'AbortError'), new Error('superseded')]) {
      const controller = new AbortController();
      const pending = api.restaurants.list({ signal: controller.signal });
      await vi.waitFor(() => expect(stalledFetch).toHaveBeenCalled());
      controller.abort(reason);
      await expect(pending).rejects.toBe(reason);
      expect(stalledFetch).toHaveBeenCalledTimes(1);
      stalledFetch.mockClear();
    }
  });

  it("reads a CSV export as its text, and a 204's empty body as undefined", async () => {
    const csv = 'ID,Email\r\n4,ada@example.com\r\n';
    server.use(
      http.get(
        `${BASE_URL}/admin/users/export`,
        () => new HttpResponse(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      ),
      http.delete(`${BASE_URL}/api/restaurants/1`, () => new HttpResponse(null, { status: 204 })),
    );
    const { api } = testClient();

    await expect(api.admin.usersExport({ query: { role: ['ADMIN'] } })).resolves.toBe(csv);
    await expect(api.restaurants.remove({ params: { id: 1 } })).resolves.toBeUndefined();
  });
});

describe('withQuery', () => {
  it('appends defined values, an array as a repeated key, after an existing query', () => {
    expect(withQuery('/api/users', { role: ['ADMIN', 'COURIER'], page: 2, search: undefined })).toBe(
      '/api/users?role=ADMIN&role=COURIER&page=2',
    );
    expect(withQuery('/api/users?x=1', { q: 'a b&c' })).toBe('/api/users?x=1&q=a+b%26c');
    expect(withQuery('/api/users', { search: undefined })).toBe('/api/users');
  });
});
