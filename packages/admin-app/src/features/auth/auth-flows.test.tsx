import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createApiClient } from '@food-admin/api-client';
import { App } from '@/app/app';
import { createFirebaseAuthBackend } from './firebase-auth-backend';
import { describe, expect, it, vi } from 'vitest';
import { overrides, mockDb } from '@food-admin/mocks';
import { fakeAuth } from '@/test/fake-firebase-auth';
import { DEMO_ADMIN, DEMO_CUSTOMER, mockServer, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const signInAs = async (
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  email: string,
  password: string,
) => {
  await user.type(screen.getByLabelText(/email/i), email);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('sign-in', () => {
  it('signs an admin in, stores the profile and lands on /welcome with the Admin Panel button', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const { user, history } = await renderApp('/login');

    await signInAs(user, 'admin@demo.food', 'admin123');

    await waitFor(() => expect(history.location.pathname).toBe('/welcome'));
    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    expect(JSON.parse(localStorage.getItem('profile') ?? 'null')).toMatchObject({
      uid: 'demo-admin',
      role: 'ADMIN',
    });
    // Remember me unchecked: the session ends with the tab.
    expect(fakeAuth.persistence).toBe('SESSION');
  });

  it('Remember me keeps the session in local persistence, in IndexedDB where Firebase looks first', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const { user, history } = await renderApp('/login');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signInAs(user, 'admin@demo.food', 'admin123');
    await waitFor(() => expect(history.location.pathname).toBe('/welcome'));
    expect(fakeAuth.persistence).toBe('LOCAL');
    // In localStorage, the next tab's Firebase would move it to IndexedDB and sign this tab out.
    expect(fakeAuth.persistenceStore).toBe('indexedDB');
  });

  it("shows 'Login failed. Please check your credentials.' for a wrong password", async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const { user, history } = await renderApp('/login');
    await signInAs(user, 'admin@demo.food', 'not-the-password');
    expect(await screen.findByText('Login failed. Please check your credentials.')).toBeVisible();
    expect(history.location.pathname).toBe('/login');
  });

  it('maps a backend login error message and leaves no half-signed-in session', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    mockServer.use(overrides.error('login', 403, 'USER_DISABLED'));
    const { user } = await renderApp('/login');
    await signInAs(user, 'admin@demo.food', 'admin123');
    expect(await screen.findByText('This account has been disabled.')).toBeVisible();
    expect(fakeAuth.currentUser).toBeNull();
    expect(localStorage.getItem('profile')).toBeNull();
  });

  it('validates the form with the required messages before calling anyone', async () => {
    // docs/requirements.md#req-validation-signin
    const { user } = await renderApp('/login');
    await user.type(screen.getByLabelText(/email/i), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(fakeAuth.calls).toEqual([]);
  });

  it("keeps the spec's 'Password is required' for a short password; the hint names the 6 characters", async () => {
    const { user } = await renderApp('/login');
    const password = screen.getByLabelText(/^password/i);
    expect(password).toHaveAccessibleDescription('At least 6 characters');
    await user.type(screen.getByLabelText(/email/i), 'ada@example.com');
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(password).toHaveAccessibleDescription('At least 6 characters Password is required');
    expect(fakeAuth.calls).toEqual([]);
  });
});

describe('Google sign-in', () => {
  it("fetches the Google sign-in's code when the pointer or the focus reaches its button", async () => {
    const { user, authBackend } = await renderApp('/login');
    const prepare = vi.spyOn(authBackend, 'prepareGoogleSignIn');
    await user.hover(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(prepare).toHaveBeenCalled();
  });

  it('registers a Google user the backend does not know (404) from the account, then signs in', async () => {
    fakeAuth.popupOutcome = {
      account: { uid: 'google-uid-1', email: 'grace@example.com', displayName: 'Grace Brewster Hopper' },
    };
    const { user, history } = await renderApp('/login');

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(history.location.pathname).toBe('/welcome'));
    const registered = mockDb.users.all().find((candidate) => candidate.uid === 'google-uid-1');
    expect(registered).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      email: 'grace@example.com',
    });
    // A new user has the CUSTOMER role: the header shows the account menu but no Admin Panel.
    expect(await screen.findByRole('button', { name: /Grace Brewster Hopper/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('does nothing when the user closes the popup', async () => {
    fakeAuth.popupOutcome = { errorCode: 'auth/popup-closed-by-user' };
    const { user, history } = await renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(fakeAuth.calls).toContain('popup'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
  });
});

describe('registration', () => {
  it('shows every required validation message', async () => {
    // docs/requirements.md#req-validation-signup
    const { user } = await renderApp('/register');
    await user.type(screen.getByLabelText(/first name/i), 'A');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Invalid email')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  it('creates the identity and the profile, then lands on /welcome', async () => {
    const { user, history } = await renderApp('/register');
    await user.type(screen.getByLabelText(/first name/i), 'Alan');
    await user.type(screen.getByLabelText(/last name/i), 'Turing');
    await user.type(screen.getByLabelText(/^email/i), 'alan@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'enigma1');
    await user.type(screen.getByLabelText(/phone/i), '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(history.location.pathname).toBe('/welcome'));
    expect(mockDb.users.all().find((candidate) => candidate.email === 'alan@example.com')).toMatchObject({
      firstName: 'Alan',
      lastName: 'Turing',
      phone: '+44 20 7946 0000',
      role: 'CUSTOMER',
    });
  });

  it("shows the backend's message and removes the fresh identity so the email can be retried", async () => {
    mockServer.use(overrides.error('register', 409, 'Email already exists on the server'));
    const { user } = await renderApp('/register');
    await user.type(screen.getByLabelText(/first name/i), 'Alan');
    await user.type(screen.getByLabelText(/last name/i), 'Turing');
    await user.type(screen.getByLabelText(/^email/i), 'alan@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'enigma1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Email already exists on the server')).toBeVisible();
    expect(fakeAuth.calls).toContain('delete:uid-alan@example.com');
  });
});

describe('route guards', () => {
  it('sends logged-out visitors of protected pages to /login', async () => {
    const { history } = await renderApp('/admin/users');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register' })).toBeVisible();
  });

  it('sends logged-in visitors of /, /login and /register to /welcome', async () => {
    for (const path of ['/', '/login', '/register']) {
      const view = await renderApp(path, { signedInAs: DEMO_ADMIN });
      await waitFor(() => expect(view.history.location.pathname).toBe('/welcome'));
      view.unmount();
    }
  });

  it('redirects unknown paths to / (the login screen when logged out)', async () => {
    const { history } = await renderApp('/no/such/page');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it("shows 'not allowed' on /admin pages to a customer", async () => {
    const { history } = await renderApp('/admin/users', { signedInAs: DEMO_CUSTOMER });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    expect(history.location.pathname).toBe('/admin/users');
  });

  it('logs out from the account menu: identity signed out, stored profile cleared, back to /login', async () => {
    const { user, history } = await renderApp('/welcome', { signedInAs: DEMO_ADMIN });
    // Hovering loads the dropdown's code; the real trigger then replaces the stand-in.
    await user.hover(await screen.findByRole('button', { name: /Ada Admin/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Ada Admin/ })).not.toHaveAttribute('data-deferred'),
    );
    await user.click(screen.getByRole('button', { name: /Ada Admin/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(fakeAuth.currentUser).toBeNull();
    expect(localStorage.getItem('profile')).toBeNull();
  });
});

describe('auth loading', () => {
  it('shows a spinner until the identity provider has answered', async () => {
    const authBackend = createFirebaseAuthBackend({ restoring: false });
    render(
      <App
        authBackend={authBackend}
        api={createApiClient({ baseURL: 'http://api.test', getIdToken: () => authBackend.getIdToken() })}
        queryClient={new QueryClient()}
        history={createMemoryHistory({ initialEntries: ['/login'] })}
      />,
    );
    // The provider answers asynchronously: until then the spinner is on screen, inside the app's
    // frame (header and footer already in place, so nothing moves when the page arrives).
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });
});

describe('restored sessions', () => {
  const storedCustomer = {
    uid: DEMO_CUSTOMER.uid,
    firstName: 'Cora',
    lastName: 'Customer',
    email: DEMO_CUSTOMER.email,
    role: 'CUSTOMER',
  };

  it('re-syncs a stored profile older than 5 minutes (the role may have changed on the server)', async () => {
    localStorage.setItem('profile', JSON.stringify(storedCustomer));
    const customer = mockDb.users.all().find((candidate) => candidate.uid === DEMO_CUSTOMER.uid)!;
    mockDb.users.update(customer.id, { role: 'ADMIN' });
    await renderApp('/admin', { signedInAs: DEMO_CUSTOMER });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('profile') ?? 'null')).toMatchObject({ role: 'ADMIN' });
  });

  it('trusts a profile synced within 5 minutes without asking the backend again', async () => {
    localStorage.setItem('profile', JSON.stringify(storedCustomer));
    sessionStorage.setItem('profile-synced-at', String(Date.now()));
    let logins = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/auth/login') logins += 1;
    });
    await renderApp('/welcome', { signedInAs: DEMO_CUSTOMER });
    expect(await screen.findByRole('button', { name: /Cora Customer/ })).toBeVisible();
    expect(logins).toBe(0);
    mockServer.events.removeAllListeners();
  });
});
