import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../src/index';

export const BASE_URL = 'http://api.test';

export const server = setupServer();

/** Starts MSW for the file; unknown requests fail the test instead of reaching the network. */
export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A getIdToken double: `token-1` normally, `token-N` after each forced refresh. */
export function tokenSource() {
  let refreshes = 0;
  return vi.fn(async (forceRefresh?: boolean) => {
    if (forceRefresh) refreshes += 1;
    return `token-${refreshes + 1}`;
  });
}

export function testClient(overrides: Partial<ApiClientOptions> = {}) {
  const getIdToken = tokenSource();
  const api = createApiClient({ baseURL: BASE_URL, getIdToken, ...overrides });
  return { api, getIdToken };
}

export type CapturedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
};

/**
 * Answers every request with the given body and status and records what was sent.
 * `requests` fills as calls are made.
 */
export function answerEverything(body: JsonBodyType | undefined, status = 200) {
  const requests: CapturedRequest[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      requests.push(await capture(request));
      return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

export async function capture(request: Request): Promise<CapturedRequest> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  const contentType = request.headers.get('content-type') ?? '';
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    body:
      text === ''
        ? undefined
        : contentType.includes('application/json')
          ? (JSON.parse(text) as unknown)
          : text,
  };
}

export const page = <T>(
  content: T[],
  overrides: Partial<{ number: number; last: boolean; nextCursor: string }> = {},
) => ({
  content,
  number: overrides.number ?? 0,
  last: overrides.last ?? true,
  totalPages: 1,
  totalElements: content.length,
  ...(overrides.nextCursor === undefined ? {} : { nextCursor: overrides.nextCursor }),
});

export const restaurant = {
  id: 1,
  version: 1,
  name: 'Trattoria',
  address: '1 Main St',
  isActive: true,
  logoUrl: null,
};
export const menu = { id: 2, version: 1, restaurantId: 1, name: 'Lunch', isActive: true };
export const dish = {
  id: 3,
  version: 1,
  menuId: 2,
  name: 'Pizza',
  price: 9.5,
  priceMinor: 950,
  currency: 'USD',
  isAvailable: true,
  category: 'MAIN' as const,
};
export const user = {
  id: 4,
  version: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'ADMIN',
};
export const profile = {
  uid: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'ADMIN',
};
export const activity = {
  id: 5,
  category: 'DISH',
  level: 'INFO',
  actionType: 'CREATE',
  action: 'Created dish Pizza',
  username: 'ada@example.com',
  createdAt: '2026-01-01T10:00:00.000Z',
};
export const order = {
  id: 6,
  version: 1,
  restaurantId: 1,
  customerId: 4,
  status: 'DELIVERED',
  total: 21.5,
  totalMinor: 2150,
  currency: 'USD',
  createdAt: '2026-01-01T10:00:00.000Z',
};
export const review = {
  id: 7,
  version: 1,
  restaurantId: 1,
  userId: 4,
  rating: 5,
  text: 'Great',
  status: 'APPROVED',
  reply: {
    text: 'Thank you!',
    authorId: 2,
    authorName: 'Oscar Owner',
    repliedAt: '2026-01-02T10:00:00.000Z',
  },
  createdAt: '2026-01-01T10:00:00.000Z',
};
