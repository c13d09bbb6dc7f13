import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '@/test/fake-firebase-auth';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const SENT = 'If an account exists for that email, we sent a link to reset the password.';

async function requestReset(email: string) {
  const { user } = await renderApp('/login');
  await user.type(screen.getByLabelText(/email/i), email);
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Reset password' }));
  expect(dialog.getByLabelText(/email/i)).toHaveValue(email);
  await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
  return dialog;
}

describe('Forgot password? on /login', () => {
  it('asks the identity provider for a reset email and says it was sent', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const dialog = await requestReset(DEMO_ADMIN.email);
    expect(await dialog.findByText(SENT)).toBeVisible();
    expect(fakeAuth.resetEmailsSent).toEqual([DEMO_ADMIN.email]);
    // Nobody was signed in on the way.
    expect(fakeAuth.currentUser).toBeNull();
  });

  it('Back to sign in closes the sent message', async () => {
    const dialog = await requestReset('nobody@example.com');
    await userEvent.click(await dialog.findByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says exactly the same for an address without an account', async () => {
    const dialog = await requestReset('nobody@example.com');
    expect(await dialog.findByText(SENT)).toBeVisible();
    expect(fakeAuth.calls).toContain('passwordReset:nobody@example.com');
    expect(fakeAuth.resetEmailsSent).toEqual([]);
  });

  it('reads a provider error that would reveal the account as sent too', async () => {
    fakeAuth.resetErrorCode = 'auth/user-not-found';
    const dialog = await requestReset('nobody@example.com');
    expect(await dialog.findByText(SENT)).toBeVisible();
  });

  it('shows a real error when the provider cannot be reached, and lets the user retry', async () => {
    fakeAuth.resetErrorCode = 'auth/network-request-failed';
    const dialog = await requestReset(DEMO_ADMIN.email);
    expect(
      await dialog.findByText('Could not reach the sign-in service. Check your connection and try again.'),
    ).toBeVisible();
    expect(dialog.queryByText(SENT)).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
