import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockChanges, mockDb } from '@food-admin/mocks';
import { DEMO_OWNER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const sidebar = () => screen.getByRole('navigation', { name: 'Main' });

/** A role change reaches the signed-in user (docs/requirements.md#req-roles-client): their own account's live event. */
describe("a change to the signed-in user's own account", () => {
  it('refreshes their profile, stored one included, so the navigation shows the new role at once', async () => {
    await renderApp('/welcome', { signedInAs: DEMO_OWNER });
    await waitFor(() =>
      expect(within(sidebar()).getByRole('link', { name: 'My Restaurants' })).toBeVisible(),
    );
    expect(within(sidebar()).queryByRole('link', { name: 'Users' })).toBeNull();
    // The app follows the live updates before anything changes.
    await waitFor(() => expect(mockChanges.listeners).toBeGreaterThan(0));

    const owner = mockDb.users.all().find((user) => user.uid === DEMO_OWNER.uid);
    if (!owner) throw new Error('no demo owner in the mock data');
    mockDb.users.update(owner.id, { role: 'ADMIN' });

    expect(await within(sidebar()).findByRole('link', { name: 'Users' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('profile') ?? '{}')).toMatchObject({
      uid: DEMO_OWNER.uid,
      role: 'ADMIN',
    });
  });
});
