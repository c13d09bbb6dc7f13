import { useContext, useMemo, useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { endpoints, overrides, routePattern } from '@food-admin/mocks';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { DEMO_ADMIN_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectPhoneLayout } from '@/stories/expectations';
import { apiError, apiField, containing, startingWith, t } from '@/stories/texts';
import { ProfileScreen } from './profile-screen';

/**
 * The screen's auth state keeps the profile a save answers, as the app's AuthProvider does, so the
 * saved name shows at once on the page (the shell's header reads the story's fixed auth state).
 */
const withLiveProfile: Decorator = (Story) => (
  <LiveProfile>
    <Story />
  </LiveProfile>
);

function LiveProfile({ children }: { children: ReactNode }) {
  const initial = useContext(AuthContext) as AuthState;
  const [profile, setProfile] = useState(initial.profile);
  const auth = useMemo(() => ({ ...initial, profile, applyProfile: setProfile }), [initial, profile]);
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

const meta = {
  title: 'App/Account/Profile',
  component: ProfileScreen,
  decorators: [withLiveProfile, withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    matrix: {
      notApplicable: {
        loading: 'nothing loads: the profile comes with the sign-in',
        empty: 'a signed-in user always has a profile (an empty phone shows as —, LongValuesNoPhone)',
        error: 'nothing is read, so nothing to retry; a failed save is SaveError',
        'not-found': "the signed-in user's own profile, not a record opened by id",
      },
    },
  },
  beforeEach: resetMockApi,
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const fakeError = (code: string) => Object.assign(new Error(code), { code });

const openForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: t('profile.edit') }));
  return within(await canvas.findByRole('form', { name: t('profile.edit') }));
};

/** Read-only: the details and the Edit profile button, and the Change password form. */
export const Admin: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+1 555 0100')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('profile.edit') })).toBeEnabled();
    await expect(canvas.getByRole('form', { name: t('profile.changePassword') })).toBeVisible();
  },
};

export const LongValuesNoPhone: Story = {
  parameters: {
    page: {
      auth: fakeAuth({
        ...DEMO_ADMIN_PROFILE,
        firstName: 'Maximiliana-Alexandrina',
        lastName: 'Featherstonehaugh-Worthington',
        email: 'maximiliana.alexandrina.featherstonehaugh@a-very-long-domain-name.example.com',
        phone: null,
        role: 'RESTAURANT',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByText(t('profile.phone')).nextElementSibling;
    await expect(phone).toHaveTextContent('—');
  },
};

/** Edit: the name and phone become fields (focus moves into them); email and role stay read-only. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await expect(form.getByLabelText(containing(t('profile.firstName')))).toHaveFocus();
    await expect(form.getByLabelText(containing(t('profile.firstName')))).toHaveValue('Ada');
    await expect(form.getByLabelText(containing(t('profile.lastName')))).toHaveValue('Admin');
    await expect(form.getByLabelText(containing(t('profile.phone')))).toHaveValue('+1 555 0100');
    await expect(form.queryByLabelText(containing(t('profile.email')))).toBeNull();
    await expect(form.getByText('admin@demo.food')).toBeVisible();
  },
};

/** The sign-up form's rules, before any request. */
export const ValidationErrors: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await userEvent.clear(form.getByLabelText(containing(t('profile.firstName'))));
    await userEvent.type(form.getByLabelText(containing(t('profile.firstName'))), 'A');
    await userEvent.clear(form.getByLabelText(containing(t('profile.lastName'))));
    await userEvent.type(form.getByLabelText(containing(t('profile.phone'))), '9'.repeat(30));
    await userEvent.click(form.getByRole('button', { name: t('forms.save') }));
    await expect(await form.findByText(t('validation.FIRST_NAME_REQUIRED'))).toBeVisible();
    await expect(form.getByText(t('validation.LAST_NAME_REQUIRED'))).toBeVisible();
    await expect(form.getByText(apiField('Phone must be at most 30 characters'))).toBeVisible();
  },
};

/** Saving: the button is busy until the server answers. */
export const Saving: Story = {
  parameters: {
    msw: { handlers: { updateProfile: overrides.loading('updateProfile') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await userEvent.type(form.getByLabelText(containing(t('profile.lastName'))), 'son');
    await userEvent.click(form.getByRole('button', { name: t('forms.save') }));
    await waitFor(() =>
      expect(form.getByRole('button', { name: t('forms.save') })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(form.getByRole('button', { name: t('forms.cancel') })).toBeDisabled();
  },
};

/** Saved: the new name shows at once, with the toast, and focus is back on Edit profile. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openForm(canvasElement);
    await userEvent.clear(form.getByLabelText(containing(t('profile.firstName'))));
    await userEvent.type(form.getByLabelText(containing(t('profile.firstName'))), 'Adelaide');
    await userEvent.clear(form.getByLabelText(containing(t('profile.phone'))));
    await userEvent.click(form.getByRole('button', { name: t('forms.save') }));
    await waitFor(() => expect(page().getByText(t('profile.saved'))).toBeVisible());
    await expect(canvas.getByText('Adelaide Admin', { selector: '.profile-card__name' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('profile.edit') })).toHaveFocus();
    const phone = canvas.getByText(t('profile.phone')).nextElementSibling;
    await expect(phone).toHaveTextContent('—');
  },
};

/** The server refuses a field: its message shows on that field. */
export const ServerValidationError: Story = {
  parameters: {
    matrix: { state: 'validation' },
    msw: {
      handlers: {
        updateProfile: http.put(routePattern(endpoints.updateProfile.path), () =>
          HttpResponse.json(
            {
              message: 'Validation failed',
              fieldErrors: { lastName: ['Last name must be at most 100 characters'] },
            },
            { status: 400 },
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: t('forms.save') }));
    await expect(await form.findByText(apiField('Last name must be at most 100 characters'))).toBeVisible();
    // The answer has no code: its message shows as it came, in every language.
    await expect(form.getByText('Validation failed')).toBeVisible();
  },
};

/** The server fails: the form stays open with the message, and Cancel goes back to the details. */
export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: { updateProfile: overrides.error('updateProfile', 503, 'Service temporarily unavailable') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openForm(canvasElement);
    await userEvent.type(form.getByLabelText(containing(t('profile.lastName'))), 'son');
    await userEvent.click(form.getByRole('button', { name: t('forms.save') }));
    await expect(await form.findByText(apiError(503, 'Service temporarily unavailable'))).toBeVisible();
    await expect(form.getByLabelText(containing(t('profile.lastName')))).toHaveValue('Adminson');
    await userEvent.click(form.getByRole('button', { name: t('forms.cancel') }));
    await expect(canvas.getByText('Ada Admin', { selector: '.profile-card__name' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('profile.edit') })).toHaveFocus();
  },
};

/** The save answers late (the mocks' slow override): Save is busy, then the new name shows. */
export const SlowSave: Story = {
  parameters: {
    msw: { handlers: { updateProfile: overrides.slow('updateProfile') } },
    matrix: { state: 'slow' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openForm(canvasElement);
    await userEvent.clear(form.getByLabelText(containing(t('profile.firstName'))));
    await userEvent.type(form.getByLabelText(containing(t('profile.firstName'))), 'Adelaide');
    await userEvent.click(form.getByRole('button', { name: t('forms.save') }));
    await waitFor(() =>
      expect(form.getByRole('button', { name: t('forms.save') })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(
      await canvas.findByText('Adelaide Admin', { selector: '.profile-card__name' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The session has expired: the API answers 401 (after the client's one token refresh) and the form says so. */
export const SaveUnauthorized: Story = {
  parameters: {
    msw: { handlers: { updateProfile: overrides.unauthorized('updateProfile') } },
    matrix: { state: 'forbidden' },
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await userEvent.type(form.getByLabelText(containing(t('profile.lastName'))), 'son');
    await userEvent.click(form.getByRole('button', { name: t('forms.save') }));
    // The server's own words for a token it no longer accepts (after the client's one refresh).
    await expect(await form.findByText(apiError(401, 'Invalid or expired token'))).toBeVisible();
    await expect(form.getByLabelText(containing(t('profile.lastName')))).toHaveValue('Adminson');
  },
};

/** A phone (390x844): the details and the password form are one column that fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = await canvas.findByRole('button', { name: t('profile.edit') });
    await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const password = canvas.getByRole('form', { name: t('profile.changePassword') }).getBoundingClientRect();
    await expect(password.right).toBeLessThanOrEqual(window.innerWidth);
    await expectPhoneLayout(canvasElement);
  },
};

const passwordForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: t('profile.changePassword') }));

const fillPasswords = async (
  form: ReturnType<typeof passwordForm>,
  current: string,
  next: string,
  confirm = next,
) => {
  await userEvent.type(form.getByLabelText(containing(t('profile.currentPassword'))), current);
  await userEvent.type(form.getByLabelText(startingWith(t('profile.newPassword'))), next);
  await userEvent.type(form.getByLabelText(containing(t('profile.confirmPassword'))), confirm);
  await userEvent.click(form.getByRole('button', { name: t('profile.changePassword') }));
};

/** Change password: required, too short, and a confirmation that does not match. */
export const PasswordValidation: Story = {
  play: async ({ canvasElement }) => {
    const form = passwordForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: t('profile.changePassword') }));
    await expect(await form.findByText(t('profile.currentRequired'))).toBeVisible();
    await expect(form.getByText(apiField('Password must be at least 6 characters'))).toBeVisible();
    await fillPasswords(form, 'admin123', 'new-secret', 'new-secrte');
    await expect(await form.findByText(t('profile.mismatch'))).toBeVisible();
  },
};

/** The identity provider says the current password is wrong. */
export const PasswordWrongCurrent: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_ADMIN_PROFILE, fakeError('auth/invalid-credential')) } },
  play: async ({ canvasElement }) => {
    const form = passwordForm(canvasElement);
    await fillPasswords(form, 'not-my-password', 'new-secret');
    await expect(await form.findByText(t('password.wrongCurrent'))).toBeVisible();
  },
};

/** The identity provider finds the new password too weak. */
export const PasswordTooWeak: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_ADMIN_PROFILE, fakeError('auth/weak-password')) } },
  play: async ({ canvasElement }) => {
    const form = passwordForm(canvasElement);
    await fillPasswords(form, 'admin123', 'abcdef');
    await expect(await form.findByText(t('password.weak'))).toBeVisible();
  },
};

/** Changed: the toast, and the typed passwords are cleared. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const form = passwordForm(canvasElement);
    await fillPasswords(form, 'admin123', 'new-secret');
    await waitFor(() => expect(page().getByText(t('profile.passwordChanged'))).toBeVisible());
    await expect(form.getByLabelText(containing(t('profile.currentPassword')))).toHaveValue('');
    await expect(form.getByLabelText(containing(t('profile.confirmPassword')))).toHaveValue('');
  },
};

/** A Google account has no password here: a note instead of the form. */
export const GoogleAccount: Story = {
  parameters: {
    page: {
      auth: {
        ...fakeAuth(),
        firebaseUser: {
          uid: 'demo-admin',
          email: 'admin@demo.food',
          displayName: 'Ada Admin',
          hasPassword: false,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form', { name: t('profile.changePassword') })).toBeNull();
    await expect(canvas.getByText(t('profile.googleNote'))).toBeVisible();
  },
};
