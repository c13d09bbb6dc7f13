import { QueryClient, keepPreviousData } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  activityQueries,
  dashboardQueries,
  dishQueries,
  menuQueries,
  nextPageParam,
  orderQueries,
  queryKeys,
  restaurantQueries,
  reviewQueries,
  userQueries,
} from '../src/query';
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

const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Serves `total` restaurants in pages of the requested size, like the server. */
function pagedRestaurants(total: number) {
  const seen: string[] = [];
  server.use(
    http.get(`${BASE_URL}/api/restaurants`, ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.search);
      const number = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice(
        number * size,
        number * size + size,
      );
      const totalPages = Math.ceil(total / size);
      return HttpResponse.json({
        content: ids.map((id) => ({ ...restaurant, id })),
        number,
        last: number >= totalPages - 1,
        totalPages,
        totalElements: total,
      });
    }),
  );
  return seen;
}

describe('queryKeys', () => {
  it('nests every key of an area under its `all` prefix so one invalidation reaches them all', () => {
    const areas = [
      [
        queryKeys.restaurants.all,
        [
          queryKeys.restaurants.fullList(),
          queryKeys.restaurants.list({ page: 2 }),
          queryKeys.restaurants.infinite({ search: 'a' }),
          queryKeys.restaurants.detail(3),
        ],
      ],
      [
        queryKeys.menus.all,
        [
          queryKeys.menus.list(),
          queryKeys.menus.infinite(),
          queryKeys.menus.detail(1),
          queryKeys.menus.byRestaurant(1, { page: 1 }),
          queryKeys.menus.allByRestaurant(1),
        ],
      ],
      [
        queryKeys.dishes.all,
        [
          queryKeys.dishes.byMenu(1),
          queryKeys.dishes.infinite(1, { search: 'x' }),
          queryKeys.dishes.detail(2),
        ],
      ],
      [queryKeys.users.all, [queryKeys.users.list({ search: 'a' })]],
      [
        queryKeys.activity.all,
        [queryKeys.activity.list({ level: 'WARN' }), queryKeys.activity.infinite({ category: 'USER' })],
      ],
      [queryKeys.dashboard.all, [queryKeys.dashboard.stats()]],
      [queryKeys.orders.all, [queryKeys.orders.list()]],
      [queryKeys.reviews.all, [queryKeys.reviews.list()]],
    ] as const;
    const queryClient = freshClient();
    for (const [, keys] of areas) for (const key of keys) queryClient.setQueryData(key, 'cached');
    for (const [prefix, keys] of areas) {
      const found = queryClient.getQueryCache().findAll({ queryKey: prefix });
      expect(found.map((query) => query.queryKey)).toEqual(keys);
    }
    expect(queryKeys.restaurants.list({ page: 1 })).not.toEqual(queryKeys.restaurants.list({ page: 2 }));
    expect(queryKeys.menus.byRestaurant(1)).not.toEqual(queryKeys.menus.byRestaurant(2));
  });
});

describe('option factories', () => {
  it('list queries fetch the page and keep the previous page while the next loads', async () => {
    const { api } = testClient();
    const queryClient = freshClient();
    const cases = [
      [restaurantQueries.list(api, { page: 0 }), page([restaurant])],
      [menuQueries.list(api), page([menu])],
      [menuQueries.byRestaurant(api, 1), page([menu])],
      [dishQueries.list(api, 2, { search: 'p' }), page([dish])],
      [userQueries.list(api), page([user])],
      [activityQueries.list(api, { category: 'DISH' }), page([activity])],
      [orderQueries.list(api), page([order])],
      [reviewQueries.list(api), page([review])],
    ] as const;
    for (const [options, answer] of cases) {
      answerEverything(answer);
      expect(options.placeholderData).toBe(keepPreviousData);
      await expect(queryClient.fetchQuery(options as never)).resolves.toEqual(answer);
      server.resetHandlers();
    }
  });

  it('detail, full-list and stats queries fetch their entity', async () => {
    const { api } = testClient();
    const queryClient = freshClient();
    const cases = [
      [restaurantQueries.detail(api, 1), restaurant, restaurant],
      [restaurantQueries.all(api), [restaurant], [restaurant]],
      [menuQueries.detail(api, 2), menu, menu],
      [menuQueries.allByRestaurant(api, 1), page([menu]), [menu]],
      [dishQueries.detail(api, 3), dish, dish],
      [
        dashboardQueries.stats(api),
        { restaurants: 1, users: 1, orders: 1, reviews: 1 },
        { restaurants: 1, users: 1, orders: 1, reviews: 1 },
      ],
    ] as const;
    for (const [options, answer, expected] of cases) {
      const requests = answerEverything(answer);
      await expect(queryClient.fetchQuery(options as never)).resolves.toEqual(expected);
      expect(requests).toHaveLength(1);
      server.resetHandlers();
    }
  });

  it('infinite queries start at page 0 and walk pages until the last', async () => {
    const seen = pagedRestaurants(23);
    const { api } = testClient();
    const queryClient = freshClient();
    const options = restaurantQueries.infinite(api, { search: 'tr' });

    expect(options.initialPageParam).toBe(0);
    await queryClient.fetchInfiniteQuery({ ...options, pages: 5 });
    const data = queryClient.getQueryData(options.queryKey);

    expect(data?.pages.map((p) => p.content.length)).toEqual([10, 10, 3]);
    expect(data?.pageParams).toEqual([0, 1, 2]);
    expect(seen).toEqual([
      '?search=tr&page=0&size=10',
      '?search=tr&page=1&size=10',
      '?search=tr&page=2&size=10',
    ]);
  });

  it('every infinite factory pages with the next page number', async () => {
    const { api } = testClient();
    const queryClient = freshClient();
    const factories = [
      menuQueries.infinite(api, { search: 'x' }),
      dishQueries.infinite(api, 2),
      activityQueries.infinite(api, { category: 'USER', level: 'INFO' }),
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
    expect(nextPageParam(page([], { number: 0, last: false }))).toBe(1);
    expect(nextPageParam(page([], { number: 4, last: false }))).toBe(5);
    expect(nextPageParam(page([], { number: 4, last: true }))).toBeUndefined();
  });
});
