import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend, TEST_API_URL } from '@/test/render-app';

setupMockBackend();

/** Never lose work silently: the app says at once when live updates are down, and recovers. */
describe('live updates down', () => {
  it('says "Offline: live updates paused" while the stream cannot connect, and not once it does', async () => {
    let up = false;
    mockServer.use(
      http.get(`${TEST_API_URL}/api/events`, () =>
        up ? undefined : HttpResponse.json({ message: 'Live updates are not available' }, { status: 503 }),
      ),
    );
    await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    expect(
      await screen.findByText('Offline: live updates paused. Reconnecting…', {}, { timeout: 5000 }),
    ).toBeVisible();

    up = true;
    // The stream retries by itself (2 s after the first failure).
    await waitFor(
      () => expect(screen.queryByText('Offline: live updates paused. Reconnecting…')).toBeNull(),
      {
        timeout: 8000,
      },
    );
  }, 20_000);
});
