import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVALIDATE_AFTER_MS } from '@/shared/live/invalidation';
import { DEMO_ADMIN, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const settle = () => new Promise((resolve) => setTimeout(resolve, INVALIDATE_AFTER_MS * 3));

/**
 * One path for changes (shared/live/change-scope.ts): the acting tab puts the move's answer on
 * the page and refreshes what else the move touches; its own live event, heard a moment later,
 * costs nothing. Before, that event refetched the order the tab had just received.
 */
describe('a move in the acting tab', () => {
  it('costs the move itself and, for an admin, the history panel beside it: never the order again', async () => {
    const { user } = await renderApp('/admin/orders/1028', { signedInAs: DEMO_ADMIN });
    await screen.findByRole('button', { name: 'Accept' });
    await settle();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('button', { name: 'Start preparing' })).toBeVisible();
    await settle();

    const sent = requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(sent).toEqual(['POST /admin/orders/1028/transitions', 'GET /api/history/order/1028']);
  });
});
