import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { mockChanges, mockDb } from '@food-admin/mocks';
import { LiveUpdates } from '@/shared/live/live-updates';

/**
 * The story's screen follows live updates as in the app: the real <LiveUpdates> reads the mock
 * API's event stream, which every mock write feeds (docs/requirements.md#req-live-updates).
 */
export const withLiveUpdates: Decorator = (Story) => (
  <LiveUpdates>
    <Story />
  </LiveUpdates>
);

/**
 * Another account's write while the screen is open: waits for the screen's stream, then runs
 * `write` as `email` (the change's actor), then acts as the signed-in admin again.
 */
export async function asSomeoneElse(email: string, write: () => void): Promise<void> {
  await waitFor(() => expect(mockChanges.listeners).toBeGreaterThan(0));
  const me = mockDb.actor;
  mockDb.actor = email;
  try {
    write();
  } finally {
    mockDb.actor = me;
  }
}
