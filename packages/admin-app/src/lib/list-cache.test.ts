import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Page } from '@food-admin/api-client';
import { removeFromCachedLists } from './list-cache';

const page = (ids: number[], number = 0): Page<{ id: number }> => ({
  content: ids.map((id) => ({ id })),
  number,
  last: true,
  totalPages: 1,
  totalElements: ids.length,
});

describe('removeFromCachedLists', () => {
  it('removes the item from pages, infinite pages and arrays under the prefix only', () => {
    const client = new QueryClient();
    client.setQueryData(['things', 'list', {}], page([1, 2, 3]));
    client.setQueryData<InfiniteData<Page<{ id: number }>>>(['things', 'infinite', {}], {
      pages: [page([1, 2], 0), page([3], 1)],
      pageParams: [0, 1],
    });
    client.setQueryData(['things', 'full-list'], [{ id: 2 }, { id: 5 }]);
    client.setQueryData(['other', 'list'], page([2]));

    removeFromCachedLists(client, ['things'], 2);

    const list = client.getQueryData<Page<{ id: number }>>(['things', 'list', {}]);
    expect(list?.content).toEqual([{ id: 1 }, { id: 3 }]);
    expect(list?.totalElements).toBe(2);
    const infinite = client.getQueryData<InfiniteData<Page<{ id: number }>>>(['things', 'infinite', {}]);
    expect(infinite?.pages.map((p) => p.content.map((item) => item.id))).toEqual([[1], [3]]);
    expect(client.getQueryData(['things', 'full-list'])).toEqual([{ id: 5 }]);
    expect(client.getQueryData<Page<{ id: number }>>(['other', 'list'])?.content).toEqual([{ id: 2 }]);
  });
});
