import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiInfiniteQuery, apiKey, apiQuery, nextPageParam, type PageParam } from '../src/query';
import {
  BASE_URL,
  activity,
  answerEverything,
  dish,
  menu,
  order,
  page,
  restaurant,
  review,
  server,
  testClient,
  useMswServer,
  user,
} from './support';

useMswServer();

/** The options' placeholder function (the paged reads keep the previous page, the others none). */
const placeholderOf = (options: { placeholderData?: unknown }) =>
  options.placeholderData as (previous: unknown) => unknown;

const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * Serves `total` restaurants in pages of the requested size, like the server: by index, or with
 * `cursors` by position too (a page's nextCursor names its last id; `after` starts after it).
 */
function pagedRestaurants(total: number, { cursors = false } = {}) {
  const seen: string[] = [];
  server.use(
    http.get(`${BASE_URL}/api/restaurants`, ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.search);
      const number = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const after = url.searchParams.get('after');
      const start = after === null ? number * size : Number(after.slice('id'.length));
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice(start, start + size);
      const totalPages = Math.ceil(total / size);
      const last = number >= totalPages - 1;
      return HttpResponse.json({
        content: ids.map((id) => ({ ...restaurant, id })),
        number,
        last,
        totalPages,
        totalElements: total,
        ...(cursors && !last ? { nextCursor: `id${ids.at(-1)}` } : {}),
      });
    }),
  );
  return seen;
}

describe('apiKey', () => {
  it('nests every read of a group under the group key so one invalidation reaches them all', () => {
    const { api } = testClient();
    const groups = [
      [
        apiKey('restaurants'),
        [
          apiQuery(api, 'restaurants.all').queryKey,
          apiQuery(api, 'restaurants.list', { query: { page: 2 } }).queryKey,
          apiInfiniteQuery(api, 'restaurants.list', { query: { search: 'a' } }).queryKey,
          apiQuery(api, 'restaurants.get', { params: { id: 3 } }).queryKey,
        ],
      ],
      [
        apiKey('menus'),
        [
          apiQuery(api, 'menus.list').queryKey,
          apiInfiniteQuery(api, 'menus.list').queryKey,
          apiQuery(api, 'menus.get', { params: { id: 1 } }).queryKey,
          apiQuery(api, 'menus.byRestaurant', { params: { restaurantId: 1 }, query: { page: 1 } }).queryKey,
          apiQuery(api, 'menus.allByRestaurant', { params: { restaurantId: 1 } }).queryKey,
        ],
      ],
      [
        apiKey('admin'),
        [
          apiQuery(api, 'admin.users', { query: { search: 'a' } }).queryKey,
          apiQuery(api, 'admin.recentActivity', { query: { level: 'WARN' } }).queryKey,
          apiInfiniteQuery(api, 'admin.recentActivity', { query: { category: 'USER' } }).queryKey,
          apiQuery(api, 'admin.dashboardStats').queryKey,
        ],
      ],
    ] as const;
    const queryClient = freshClient();
    for (const [, keys] of groups) for (const key of keys) queryClient.setQueryData(key, 'cached' as never);
    for (const [prefix, keys] of groups) {
      const found = queryClient.getQueryCache().findAll({ queryKey: prefix });
      expect(found.map((query) => query.queryKey)).toEqual(keys);
    }
  });

  it("matches the reads of one parent by subset: one menu's dishes, not another's", () => {
    const { api } = testClient();
    const queryClient = freshClient();
    const ofMenu = (menuId: number) => [
      apiQuery(api, 'dishes.byMenu', { params: { menuId }, query: { page: 1 } }).queryKey,
      apiInfiniteQuery(api, 'dishes.byMenu', { params: { menuId }, query: { search: 'x' } }).queryKey,
    ];
    for (const key of [...ofMenu(1), ...ofMenu(2)]) queryClient.setQueryData(key, 'cached' as never);

    const found = queryClient
      .getQueryCache()
      .findAll({ queryKey: apiKey('dishes.byMenu', { params: { menuId: 1 } }) });

    expect(found.map((query) => query.queryKey)).toEqual(ofMenu(1));
    expect(apiKey('restaurants.list', { query: { page: 1 } })).not.toEqual(
      apiKey('restaurants.list', { query: { page: 2 } }),
    );
  });
});

describe('apiQuery and apiInfiniteQuery', () => {
  it('paged reads fetch the page and keep the previous page while the next loads', async () => {
    const { api } = testClient();
    const queryClient = freshClient();
    const cases = [
      [apiQuery(api, 'restaurants.list', { query: { page: 0 } }), page([restaurant])],
      [apiQuery(api, 'menus.list'), page([menu])],
      [apiQuery(api, 'menus.byRestaurant', { params: { restaurantId: 1 } }), page([menu])],
      [apiQuery(api, 'dishes.byMenu', { params: { menuId: 2 }, query: { search: 'p' } }), page([dish])],
      [apiQuery(api, 'admin.users'), page([user])],
      [apiQuery(api, 'admin.recentActivity', { query: { category: 'DISH' } }), page([activity])],
      [apiQuery(api, 'admin.orders'), page([order])],
      [apiQuery(api, 'admin.reviews'), page([review])],
    ] as const;
    for (const [options, answer] of cases) {
      answerEverything(answer);
      await expect(queryClient.fetchQuery(options as never)).resolves.toEqual(answer);
      // After a call (the endpoint table is loaded), a new key shows the previous page meanwhile.
      expect(placeholderOf(options)(answer)).toBe(answer);
      server.resetHandlers();
    }
  });

  it('detail, full-list and stats reads fetch their entity and do not hold placeholders', async () => {
    const { api } = testClient();
    const queryClient = freshClient();
    const cases = [
      [apiQuery(api, 'restaurants.get', { params: { id: 1 } }), restaurant, restaurant],
      [apiQuery(api, 'restaurants.all'), [restaurant], [restaurant]],
      [apiQuery(api, 'menus.get', { params: { id: 2 } }), menu, menu],
      [apiQuery(api, 'menus.allByRestaurant', { params: { restaurantId: 1 } }), page([menu]), [menu]],
      [apiQuery(api, 'dishes.get', { params: { id: 3 } }), dish, dish],
      [
        apiQuery(api, 'admin.dashboardStats'),
        { restaurants: 1, users: 1, orders: 1, reviews: 1 },
        { restaurants: 1, users: 1, orders: 1, reviews: 1 },
      ],
    ] as const;
    for (const [options, answer, expected] of cases) {
      const requests = answerEverything(answer);
      await expect(queryClient.fetchQuery(options as never)).resolves.toEqual(expected);
      expect(placeholderOf(options)(answer)).toBeUndefined();
      expect(requests).toHaveLength(1);
      server.resetHandlers();
    }
  });

  it("passes the query's abort signal to the call", async () => {
    server.use(http.get('*', () => new Promise<Response>(() => undefined)));
    const { api } = testClient();
    const queryClient = freshClient();
    const options = apiQuery(api, 'restaurants.get', { params: { id: 1 } });

    const pending = queryClient.fetchQuery(options);
    await Promise.resolve();
    await queryClient.cancelQueries({ queryKey: options.queryKey });

    await expect(pending).rejects.toBeDefined();
  });

  it('infinite queries start at page 0 and walk pages until the last', async () => {
    const seen = pagedRestaurants(23);
    const { api } = testClient();
    const queryClient = freshClient();
    const options = apiInfiniteQuery(api, 'restaurants.list', { query: { search: 'tr' } });

    expect(options.initialPageParam).toEqual({ page: 0 });
    await queryClient.fetchInfiniteQuery({ ...options, pages: 5 });
    const data = queryClient.getQueryData(options.queryKey);

    expect(data?.pages.map((p) => p.content.length)).toEqual([10, 10, 3]);
    expect((data?.pageParams as PageParam[]).map((param) => param.page)).toEqual([0, 1, 2]);
    expect(seen).toEqual([
      '?search=tr&page=0&size=10',
      '?search=tr&page=1&size=10',
      '?search=tr&page=2&size=10',
    ]);
  });

  it("infinite queries go on from a page's nextCursor where the list offers one", async () => {
    const seen = pagedRestaurants(23, { cursors: true });
    const { api } = testClient();
    const queryClient = freshClient();
    const options = apiInfiniteQuery(api, 'restaurants.list', { query: { search: 'tr' } });

    await queryClient.fetchInfiniteQuery({ ...options, pages: 5 });
    const data = queryClient.getQueryData(options.queryKey);

    expect(data?.pages.flatMap((p) => p.content.map((item) => item.id))).toEqual(
      Array.from({ length: 23 }, (_, index) => index + 1),
    );
    expect(seen).toEqual([
      '?search=tr&page=0&size=10',
      '?search=tr&page=1&size=10&after=id10',
      '?search=tr&page=2&size=10&after=id20',
    ]);
  });

  it('every paged list can be walked infinitely with the next page number', async () => {
    const { api } = testClient();
    const queryClient = freshClient();
    const factories = [
      apiInfiniteQuery(api, 'menus.list', { query: { search: 'x' } }),
      apiInfiniteQuery(api, 'dishes.byMenu', { params: { menuId: 2 } }),
      apiInfiniteQuery(api, 'admin.recentActivity', { query: { category: 'USER', level: 'INFO' } }),
    ];
    for (const options of factories) {
      const requests = answerEverything(page([], { number: 0, last: false }));
      await queryClient.fetchInfiniteQuery(options as never);
      expect(requests[0]?.query.page).toBe('0');
      expect(requests[0]?.query.size).toBe('10');
      server.resetHandlers();
    }
  });

  it('nextPageParam stops after the last page', () => {
    expect(nextPageParam(page([], { number: 0, last: false }))).toEqual({ page: 1 });
    expect(nextPageParam(page([], { number: 4, last: false, nextCursor: 'abc' }))).toEqual({
      page: 5,
      after: 'abc',
    });
    expect(nextPageParam(page([], { number: 4, last: true }))).toBeUndefined();
  });
});
