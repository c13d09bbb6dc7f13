import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { fakeAuth } from '@/test/fake-firebase-auth';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend, TEST_API_URL } from '@/test/render-app';

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

/** The server refuses the session from now on (revoked): every call answers 401, a fresh token too. */
function revokeSession() {
  mockServer.use(
    http.all(`${TEST_API_URL}/*`, () =>
      HttpResponse.json({ message: 'Your session was revoked. Please sign in again.' }, { status: 401 }),
    ),
  );
}

const keptDrafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'));

async function signInAgain(user: UserEvent) {
  await user.type(await screen.findByLabelText(/email/i), DEMO_ADMIN.email);
  await user.type(screen.getByLabelText(/password/i), 'admin123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function openAccountMenu(user: UserEvent) {
  // Hovering loads the dropdown's code; the real trigger then replaces the stand-in.
  await user.hover(await screen.findByRole('button', { name: /Ada Admin/ }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /Ada Admin/ })).not.toHaveAttribute('data-deferred'),
  );
  await user.click(screen.getByRole('button', { name: /Ada Admin/ }));
}

describe('forms keep work when the session ends', () => {
  it('a revoked session mid-edit: the next save leads to sign-in, then back to the form with the changes restored', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const { user, history } = await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN });
    const original = mockDb.restaurants.find(1)?.name;
    const name = await screen.findByLabelText(/^name/i);
    await user.clear(name);
    await user.type(name, 'Typed before the revocation');

    revokeSession();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/admin/restaurants/1/edit');
    // Kept for this account and page only; nobody was asked "Leave without saving?".
    expect(keptDrafts()).toEqual([`form-draft:${DEMO_ADMIN.uid}:/admin/restaurants/1/edit`]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    mockServer.resetHandlers();
    await signInAgain(user);
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants/1/edit'));
    expect(await screen.findByText(/Your unsaved changes were restored/)).toBeVisible();
    expect(await screen.findByLabelText(/^name/i)).toHaveValue('Typed before the revocation');
    expect(keptDrafts()).toEqual([]);
    expect(mockDb.restaurants.find(1)?.name).toBe(original);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(mockDb.restaurants.find(1)?.name).toBe('Typed before the revocation');
    expect(keptDrafts()).toEqual([]);
  });

  it('restored changes can be discarded: the form shows the record again and leaves without asking', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const { user, history } = await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN });
    const original = mockDb.restaurants.find(1)?.name;
    await user.type(await screen.findByLabelText(/^name/i), ' (draft)');
    revokeSession();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    mockServer.resetHandlers();
    await signInAgain(user);

    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText(/^name/i)).toHaveValue(original);
    expect(screen.getByLabelText(/^name/i)).toHaveFocus();
    expect(screen.queryByText(/Your unsaved changes were restored/)).not.toBeInTheDocument();
    await user.click(sidebarLink('Users'));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/users'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a logout with unsaved changes asks as a link does: Stay keeps the form signed in, Leave signs out keeping nothing', async () => {
    const { user, history } = await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN });
    await user.type(await screen.findByLabelText(/^name/i), 'Half typed');

    await openAccountMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fakeAuth.currentUser).not.toBeNull();
    expect(history.location.pathname).toBe('/admin/restaurants/new');
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Half typed');

    await openAccountMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(fakeAuth.currentUser).toBeNull();
    expect(keptDrafts()).toEqual([]);
  });
});
