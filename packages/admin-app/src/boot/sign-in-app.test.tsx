import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH } from '@/i18n/catalog';
import { fakeAuth } from '@/test/fake-firebase-auth';
import { createTestAuthAndApi, DEMO_ADMIN, setupMockBackend } from '@/test/render-app';
import { SignInApp, type LeaveSignIn } from './sign-in-app';

setupMockBackend();

/** The sign-in page as start.tsx runs it at /login for a visitor with no session: no router. */
function renderSignIn(path = '/login') {
  window.history.replaceState(null, '', path);
  const onLeave = vi.fn<LeaveSignIn>();
  const onPrepareLeave = vi.fn();
  render(
    <SignInApp
      {...createTestAuthAndApi()}
      locale={ENGLISH}
      onLeave={onLeave}
      onPrepareLeave={onPrepareLeave}
    />,
  );
  return { onLeave, onPrepareLeave, user: userEvent.setup() };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the sign-in page without the router', () => {
  it('signs in, then leaves for /welcome in place of /login; the routed app loads once the form is used', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const { onLeave, onPrepareLeave, user } = renderSignIn();
    const email = await screen.findByLabelText(/email/i);
    expect(onPrepareLeave).not.toHaveBeenCalled();
    await user.type(email, 'admin@demo.food');
    expect(onPrepareLeave).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText(/password/i), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/welcome', { replace: true, locale: 'en' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('a wrong password stays on the page with the message', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const { onLeave, user } = renderSignIn();
    await user.type(await screen.findByLabelText(/email/i), 'admin@demo.food');
    await user.type(screen.getByLabelText(/password/i), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed. Please check your credentials.')).toBeVisible();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('a session the provider still holds goes on to /welcome at once', async () => {
    fakeAuth.signInAs(DEMO_ADMIN);
    const { onLeave } = renderSignIn('/');
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/welcome', { replace: true, locale: 'en' }));
  });

  it('Sign up and Register leave for /register; Login and the home link stay on this page', async () => {
    const { onLeave, user } = renderSignIn();
    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(onLeave).toHaveBeenLastCalledWith('/register', { replace: false, locale: 'en' });
    const header = within(screen.getByRole('banner'));
    await user.click(header.getByRole('link', { name: 'Register' }));
    expect(onLeave).toHaveBeenCalledTimes(2);
    await user.click(header.getByRole('link', { name: 'Login' }));
    expect(window.location.pathname).toBe('/login');
    expect(onLeave).toHaveBeenCalledTimes(2);
  });
});
