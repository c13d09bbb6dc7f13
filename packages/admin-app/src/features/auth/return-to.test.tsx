import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '@/test/fake-firebase-auth';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';
import { returnTarget } from './return-to';

setupMockBackend();

/** Place kept (docs/requirements.md#req-routes-public): a deep link survives signing in. */
describe('a page asked for while signed out', () => {
  it('leads to sign-in, then back to that page with its query, not to /welcome', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const { user, history } = await renderApp('/admin/orders/1028?from=mail');

    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.search).toContain('redirect=');

    await user.type(screen.getByLabelText(/email/i), 'admin@demo.food');
    await user.type(screen.getByLabelText(/password/i), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(history.location.pathname).toBe('/admin/orders/1028'));
    expect(history.location.search).toBe('?from=mail');
    expect(await screen.findByRole('heading', { level: 1, name: /Order #1028/ })).toBeVisible();
  });

  it('follows only paths of this app: anything else, and the sign-in pages, lead to /welcome', () => {
    expect(returnTarget('/admin/users?page=2')).toBe('/admin/users?page=2');
    for (const away of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'admin',
      '/login?x=1',
      '/',
      undefined,
      7,
    ]) {
      expect(returnTarget(away)).toBe('/welcome');
    }
  });
});
