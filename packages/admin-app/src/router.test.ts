import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@food-admin/api-client';
import { createAppRouter, preloadRouteChunks } from './router';

describe('preloadRouteChunks', () => {
  it('starts loading the code of every route on the path, before any guard has run', () => {
    const router = createAppRouter({
      queryClient: new QueryClient(),
      api: {} as ApiClient,
      history: createMemoryHistory({ initialEntries: ['/admin/restaurants/7/edit'] }),
    });
    const loadRouteChunk = vi.spyOn(router, 'loadRouteChunk').mockResolvedValue(undefined);
    preloadRouteChunks(router);
    expect(loadRouteChunk.mock.calls.map(([route]) => route.id)).toEqual([
      '__root__',
      '/_authenticated',
      '/_authenticated/admin',
      '/_authenticated/admin/restaurants',
      '/_authenticated/admin/restaurants/$id/edit',
    ]);
    // Nothing was matched or loaded the router's way: no beforeLoad or loader ran.
    expect(router.state.matches).toEqual([]);
  });

  it('swallows a failed download: the navigation itself tries again', async () => {
    const router = createAppRouter({
      queryClient: new QueryClient(),
      api: {} as ApiClient,
      history: createMemoryHistory({ initialEntries: ['/admin'] }),
    });
    const failed = Promise.reject(new Error('offline'));
    vi.spyOn(router, 'loadRouteChunk').mockReturnValue(failed);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadRouteChunks(router);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
