import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/** Place kept: "Skip to content" is the first tab stop, before the sidebar's links (AppFrame's skipLink). */
describe('the skip link', () => {
  it('is the first tab stop of a signed-in page, and leads to the page', async () => {
    const { user } = await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    await screen.findByRole('navigation', { name: 'Main' });
    document.body.focus();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    // Before the sidebar in the document, so nothing precedes it in the tab order.
    const sidebarLink = screen.getByRole('navigation', { name: 'Main' }).querySelector('a, button');
    expect(
      sidebarLink && skip.compareDocumentPosition(sidebarLink) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // It leads to the page (the browser moves focus to #main, which takes focus: tabIndex -1).
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toHaveAttribute('tabindex', '-1');
  });
});
