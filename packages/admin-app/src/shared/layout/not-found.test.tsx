import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/** The address as the notice writes it: a left-to-right run isolated from the sentence (U+2066 … U+2069). */
const notFound = (path: string) => `Page not found: \u2066${path}\u2069`;

/** Unknown addresses (docs/requirements.md#req-routes-public): redirected to /, and no longer silently. */
describe('an unknown address', () => {
  it('redirects to / and says which page was not found, the path isolated as left-to-right text; Dismiss removes it', async () => {
    const { user, history } = await renderApp('/no/such/page?from=mail');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(notFound('/no/such/page?from=mail'));
    // Opened directly: nothing of the app to go back to.
    expect(within(notice).queryByRole('button', { name: 'Go back' })).toBeNull();

    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Page not found/)).toBeNull();
    expect(history.location.pathname).toBe('/');
  });

  it('from a broken link: a signed-in user lands on /welcome with the notice, and Go back returns to where they were', async () => {
    const { user, history } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    act(() => history.push('/admin/userz'));
    await waitFor(() => expect(history.location.pathname).toBe('/welcome'));
    const notice = await screen.findByText(notFound('/admin/userz'));
    expect(notice).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/users'));
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(screen.queryByText(/Page not found/)).toBeNull();
  });

  it('goes once the user moves on to another page', async () => {
    const { user, history } = await renderApp('/admin/nothing-here', { signedInAs: DEMO_ADMIN });
    await waitFor(() => expect(history.location.pathname).toBe('/welcome'));
    expect(await screen.findByText(notFound('/admin/nothing-here'))).toBeVisible();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Users' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(screen.queryByText(/Page not found/)).toBeNull();
  });
});
