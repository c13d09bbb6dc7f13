import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// The sidebar's links are how a user most often leaves a form.
const sidebarLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

describe('forms keep work (leave guard)', () => {
  it('asks before a link leaves a form with typed changes; Stay keeps them, Leave goes', async () => {
    const { user, history } = await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN });
    const name = await screen.findByLabelText(/^name/i);
    await user.type(name, 'Half typed');
    await user.click(sidebarLink('Users'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe('/admin/restaurants/new');
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Half typed');

    await user.click(sidebarLink('Users'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/users'));
  });

  it('leaves a clean form (or one typed back to its start) without asking', async () => {
    const { user, history } = await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN });
    const name = await screen.findByLabelText(/^name/i);
    await user.type(name, 'x');
    await user.clear(name);
    await user.click(sidebarLink('Users'));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/users'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask after a save, and Cancel discards without asking, back to the list as it was left', async () => {
    const { user, history } = await renderApp('/admin/restaurants?search=sushi', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('link', { name: 'Add Restaurant' }));
    await user.type(await screen.findByLabelText(/^name/i), 'Never saved');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(history.location.search).toBe('?search=sushi');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Add Restaurant' }));
    await user.type(await screen.findByLabelText(/^name/i), 'Saved Sushi');
    await user.type(screen.getByLabelText(/^address/i), '1 Harbour Road');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(mockDb.restaurants.all().some((restaurant) => restaurant.name === 'Saved Sushi')).toBe(true);
    // The new restaurant is announced and shown at the top of the list.
    expect(await screen.findByText(/“Saved Sushi” was added/)).toBeVisible();
    expect(await screen.findByText('Restaurant created')).toBeInTheDocument();
  });
});
