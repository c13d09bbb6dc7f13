import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const sidebarLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Focus after an in-app navigation (docs/requirements.md#req-navigation): on the new page's heading. */
describe('focus after navigating', () => {
  it("moves to the new page's heading after a link; the first page leaves it where the browser put it", async () => {
    const { user } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await heading('Dashboard');
    // The first page: the skip link stays the first tab stop.
    expect(document.body).toHaveFocus();

    await user.click(await waitFor(() => sidebarLink('Users')));
    const users = await heading('Users');
    await waitFor(() => expect(users).toHaveFocus());
  });

  it('moves to the heading of the page a command palette result opens', async () => {
    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await heading('Dashboard');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('combobox'), 'Menus');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus'));
    const menus = await heading('Menus');
    await waitFor(() => expect(menus).toHaveFocus());
  });

  it('stays in the search box when only the search changes', async () => {
    const { user, history } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    await heading('Users');
    const search = screen.getByRole('searchbox');
    await user.type(search, 'ada');
    await waitFor(() => expect(history.location.search).toContain('search=ada'));
    // Long enough for a moved focus to have landed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(search).toHaveFocus();
  });
});
