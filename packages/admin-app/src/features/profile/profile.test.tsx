import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb, overrides } from '@food-admin/mocks';
import { fakeAuth } from '@/test/fake-firebase-auth';
import { DEMO_ADMIN, DEMO_OWNER, mockServer, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const profileForm = () => within(screen.getByRole('form', { name: 'Edit profile' }));
const passwordForm = () => within(screen.getByRole('form', { name: 'Change password' }));

describe('editing the profile', () => {
  it('saves the name and phone, and the header and stored profile show the new name at once', async () => {
    const { user } = await renderApp('/profile', { signedInAs: DEMO_ADMIN });
    // The account menu's stand-in may be swapped for the real trigger at any moment: query again on each try.
    await waitFor(() => expect(screen.getByRole('button', { name: /Ada Admin/ })).toBeVisible());

    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = profileForm();
    await user.clear(form.getByLabelText(/first name/i));
    await user.type(form.getByLabelText(/first name/i), 'Adelaide');
    await user.clear(form.getByLabelText(/phone/i));
    await user.type(form.getByLabelText(/phone/i), '+44 20 7946 0000');
    await user.click(form.getByRole('button', { name: 'Save' }));

    // The account menu in the header, without a reload or a new sign-in.
    await waitFor(() => expect(screen.getByRole('button', { name: /Adelaide Admin/ })).toBeVisible());
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('profile') ?? 'null')).toMatchObject({
      firstName: 'Adelaide',
      phone: '+44 20 7946 0000',
      role: 'ADMIN',
    });
    expect(mockDb.users.find(1)).toMatchObject({ firstName: 'Adelaide', phone: '+44 20 7946 0000' });
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('asks for the phone in international form, with an example as placeholder and message', async () => {
    const { user } = await renderApp('/profile', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = profileForm();
    const phone = form.getByLabelText(/phone/i);
    expect(phone).toHaveAttribute('placeholder', '+33 6 12 34 56 78');
    expect(phone).toHaveAttribute('dir', 'ltr');
    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    // The counter names the limit the schema declares.
    expect(phone).toHaveAccessibleDescription('14 of at most 30 characters');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText('Phone must be in international form, such as +33 6 12 34 56 78'),
    ).toBeVisible();
    expect(mockDb.users.find(1)?.phone).toBe('+1 555 0100');
  });

  it('validates with the sign-up rules before sending anything', async () => {
    const { user } = await renderApp('/profile', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = profileForm();
    await user.clear(form.getByLabelText(/last name/i));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Last name is required')).toBeVisible();
    expect(mockDb.users.find(1)?.lastName).toBe('Admin');
  });

  it('keeps the form and the typed values when the server fails, and the old name in the header', async () => {
    mockServer.use(overrides.error('updateProfile', 503, 'Service temporarily unavailable'));
    const { user } = await renderApp('/profile', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = profileForm();
    await user.type(form.getByLabelText(/last name/i), 'son');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Service temporarily unavailable')).toBeVisible();
    expect(form.getByLabelText(/last name/i)).toHaveValue('Adminson');
    expect(screen.getByRole('button', { name: /Ada Admin/ })).toBeVisible();
  });
});

describe('changing the password', () => {
  it('reauthenticates with the current password, then sets the new one', async () => {
    fakeAuth.addAccount({ ...DEMO_OWNER, password: 'owner123' });
    mockDb.actor = DEMO_OWNER.email;
    const { user } = await renderApp('/profile', { signedInAs: DEMO_OWNER });
    const form = await waitFor(passwordForm);
    await user.type(form.getByLabelText(/current password/i), 'owner123');
    await user.type(form.getByLabelText(/^new password/i), 'fresh-secret');
    await user.type(form.getByLabelText(/confirm new password/i), 'fresh-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(fakeAuth.calls).toEqual(
      expect.arrayContaining([`reauthenticate:${DEMO_OWNER.email}`, `updatePassword:${DEMO_OWNER.email}`]),
    );
    expect(fakeAuth.accounts.get(DEMO_OWNER.email)?.password).toBe('fresh-secret');
    expect(form.getByLabelText(/current password/i)).toHaveValue('');
  });

  it('says the current password is wrong, and changes nothing', async () => {
    fakeAuth.addAccount({ ...DEMO_ADMIN, password: 'admin123' });
    const { user } = await renderApp('/profile', { signedInAs: DEMO_ADMIN });
    const form = await waitFor(passwordForm);
    await user.type(form.getByLabelText(/current password/i), 'wrong-one');
    await user.type(form.getByLabelText(/^new password/i), 'fresh-secret');
    await user.type(form.getByLabelText(/confirm new password/i), 'fresh-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    expect(await form.findByText('The current password is incorrect.')).toBeVisible();
    expect(fakeAuth.accounts.get(DEMO_ADMIN.email)?.password).toBe('admin123');
    expect(fakeAuth.calls).not.toContain(`updatePassword:${DEMO_ADMIN.email}`);
  });

  it('refuses a confirmation that does not match before asking the provider', async () => {
    const { user } = await renderApp('/profile', { signedInAs: DEMO_ADMIN });
    const form = await waitFor(passwordForm);
    await user.type(form.getByLabelText(/current password/i), 'admin123');
    await user.type(form.getByLabelText(/^new password/i), 'fresh-secret');
    await user.type(form.getByLabelText(/confirm new password/i), 'fresh-secert');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Passwords do not match')).toBeVisible();
    expect(fakeAuth.calls.some((call) => call.startsWith('reauthenticate'))).toBe(false);
  });

  it('offers no password form to a Google account', async () => {
    fakeAuth.signInAs(DEMO_ADMIN, 'google.com');
    await renderApp('/profile');
    expect(await screen.findByText(/You sign in with Google/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
