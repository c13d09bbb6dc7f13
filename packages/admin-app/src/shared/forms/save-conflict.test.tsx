import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiKey } from '@food-admin/api-client/query';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/*
 * A versioned form and a record that changes under it (docs/requirements.md#req-versions): the
 * app's whole stack over the mock API, which keeps the server's versions and answers its 412.
 */
describe('a form of a record someone else changes', () => {
  it('follows a newer version while nothing is typed, so the next save is not a conflict', async () => {
    const { user, queryClient } = await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN });
    await screen.findByDisplayValue('Trattoria Bella Vista');
    mockDb.restaurants.update(1, { name: 'Bella Vista Due' });
    await queryClient.invalidateQueries({ queryKey: apiKey('restaurants') });
    await screen.findByDisplayValue('Bella Vista Due');

    await user.type(screen.getByLabelText(/^address/i), ' (back door)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockDb.restaurants.find(1)?.address).toMatch(/\(back door\)$/));
    expect(screen.queryByRole('dialog', { name: 'Someone else saved changes' })).toBeNull();
  });

  it('keeps typed values when a newer version arrives, and the save then asks', async () => {
    const { user, queryClient } = await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN });
    const name = await screen.findByDisplayValue('Trattoria Bella Vista');
    await user.clear(name);
    await user.type(name, 'Bella Vista Nuova');
    mockDb.restaurants.update(1, { name: 'Bella Vista Due' });
    await queryClient.invalidateQueries({ queryKey: apiKey('restaurants') });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Bella Vista Nuova');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Someone else saved changes' }));
    expect(dialog.getByRole('radio', { name: 'Theirs: Bella Vista Due' })).toBeInTheDocument();
    expect(mockDb.restaurants.find(1)?.name).toBe('Bella Vista Due');
  });
});
