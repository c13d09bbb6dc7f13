import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@food-admin/api-client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { expectPhoneLayout } from '@/stories/expectations';
import { fakeAuth } from '@/stories/fake-auth';
import { containing, t } from '@/stories/texts';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'App/Auth/Login',
  component: LoginScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    page: { auth: fakeAuth(null), path: '/login' },
    matrix: {
      notApplicable: {
        loading: 'nothing loads before the form',
        empty: 'a form has no empty state',
        error: 'nothing is read; a refused sign-in shows above the form (WrongCredentials, TooManyAttempts)',
        forbidden: 'public page: a signed-in user is sent on to /welcome by the route',
        slow: 'signs in through the identity provider (faked in stories), not the mock API',
        'not-found': 'not a page of one record',
      },
    },
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('auth.signInTitle') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth.signIn') })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('auth.email'))), 'not-an-email');
    await userEvent.type(canvas.getByLabelText(containing(t('auth.password'))), '123');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.signIn') }));
    await expect(await canvas.findByText(t('validation.EMAIL_INVALID'))).toBeVisible();
    await expect(canvas.getByText(t('validation.PASSWORD_REQUIRED'))).toBeVisible();
  },
};

export const WrongCredentials: Story = {
  parameters: {
    page: {
      auth: fakeAuth(null, Object.assign(new Error('wrong'), { code: 'auth/wrong-password' })),
      path: '/login',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('auth.email'))), 'admin@demo.food');
    await userEvent.type(canvas.getByLabelText(containing(t('auth.password'))), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.signIn') }));
    await expect(await canvas.findByText(t('auth.error.credentials'))).toBeVisible();
  },
};

/** The server's auth budget is spent (429 with Retry-After): the form says when to try again. */
export const TooManyAttempts: Story = {
  parameters: {
    page: {
      auth: fakeAuth(
        null,
        new ApiError({
          status: 429,
          message: 'Too many requests, please try again in 42 seconds',
          retryAfterSeconds: 42,
        }),
      ),
      path: '/login',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('auth.email'))), 'admin@demo.food');
    await userEvent.type(canvas.getByLabelText(containing(t('auth.password'))), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.signIn') }));
    await expect(await canvas.findByText(t('auth.error.tooManyIn', { seconds: 42 }))).toBeVisible();
  },
};

/** Signing in: the button is busy until the identity provider answers (here it never does). */
export const SigningIn: Story = {
  parameters: {
    page: { auth: { ...fakeAuth(null), signIn: () => new Promise<never>(() => undefined) }, path: '/login' },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('auth.email'))), 'admin@demo.food');
    await userEvent.type(canvas.getByLabelText(containing(t('auth.password'))), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.signIn') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('auth.signIn') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** A phone (390x844): the card takes the screen's width, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: t('auth.signIn') });
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectPhoneLayout(canvasElement, { signedIn: false });
  },
};

const page = () => within(document.body);
const providerError = (code: string) => Object.assign(new Error(code), { code });

/** Opens "Forgot password?" from the sign-in form, with `email` typed in it first. */
const openReset = async (canvasElement: HTMLElement, email = '') => {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText(containing(t('auth.email'))), email);
  await userEvent.click(canvas.getByRole('button', { name: t('auth.forgotPassword') }));
  return within(await page().findByRole('dialog', { name: t('password.resetTitle') }));
};

/**
 * Forgot password?: a dialog with the email the sign-in form holds; Escape returns to the link, and
 * the story ends with the form open again.
 */
export const ForgotPasswordForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReset(canvasElement, 'admin@demo.food');
    await expect(dialog.getByLabelText(containing(t('auth.email')))).toHaveValue('admin@demo.food');
    await expect(dialog.getByRole('button', { name: t('password.sendLink') })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: t('auth.forgotPassword') })).toHaveFocus();
    const again = await openReset(canvasElement);
    await expect(again.getByLabelText(containing(t('auth.email')))).toHaveValue('admin@demo.food');
  },
};

export const ForgotPasswordValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReset(canvasElement);
    await userEvent.type(dialog.getByLabelText(containing(t('auth.email'))), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: t('password.sendLink') }));
    await expect(await dialog.findByText(t('validation.EMAIL_INVALID'))).toBeVisible();
  },
};

/** Sent: the same words whether or not the address has an account, and the way back to sign in. */
export const ForgotPasswordSent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReset(canvasElement, 'admin@demo.food');
    await userEvent.click(dialog.getByRole('button', { name: t('password.sendLink') }));
    await expect(await dialog.findByText(t('password.resetSent'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('password.backToSignIn') })).toBeVisible();
  },
};

/** An unknown address (the provider says so) still reads as sent: the form never tells who has an account. */
export const ForgotPasswordUnknownAccount: Story = {
  parameters: { page: { auth: fakeAuth(null, providerError('auth/user-not-found')), path: '/login' } },
  play: async ({ canvasElement }) => {
    const dialog = await openReset(canvasElement, 'nobody@example.com');
    await userEvent.click(dialog.getByRole('button', { name: t('password.sendLink') }));
    await expect(await dialog.findByText(t('password.resetSent'))).toBeVisible();
  },
};

/** Offline: a real error, and the form stays to try again. */
export const ForgotPasswordError: Story = {
  parameters: {
    page: { auth: fakeAuth(null, providerError('auth/network-request-failed')), path: '/login' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openReset(canvasElement, 'admin@demo.food');
    await userEvent.click(dialog.getByRole('button', { name: t('password.sendLink') }));
    await expect(await dialog.findByText(t('password.offline'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('password.sendLink') })).toBeEnabled();
  },
};

/** Too many requests for this address or client: a real error too. */
export const ForgotPasswordTooManyRequests: Story = {
  parameters: {
    page: { auth: fakeAuth(null, providerError('auth/too-many-requests')), path: '/login' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openReset(canvasElement, 'admin@demo.food');
    await userEvent.click(dialog.getByRole('button', { name: t('password.sendLink') }));
    await expect(await dialog.findByText(t('password.tooMany'))).toBeVisible();
  },
};
