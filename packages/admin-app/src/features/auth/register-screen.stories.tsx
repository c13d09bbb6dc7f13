import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@food-admin/api-client';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { expectPhoneLayout } from '@/stories/expectations';
import { fakeAuth } from '@/stories/fake-auth';
import { containing, startingWith, t } from '@/stories/texts';
import { RegisterScreen } from './register-screen';

const meta = {
  title: 'App/Auth/Register',
  component: RegisterScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    page: { auth: fakeAuth(null), path: '/register' },
    matrix: {
      notApplicable: {
        loading: 'nothing loads before the form',
        empty: 'a form has no empty state',
        error: 'nothing is read; a refused sign-up shows above the form (BackendRefuses)',
        forbidden: 'public page: a signed-in user is sent on to /welcome by the route',
        slow: 'signs up through the identity provider (faked in stories), not the mock API',
        'not-found': 'not a page of one record',
      },
    },
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('auth.registerTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth.signUp') })).toBeEnabled();
  },
};

/** Fills the form with a valid new account. */
async function fillValidAccount(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(containing(t('auth.firstName'))), 'Ada');
  await userEvent.type(canvas.getByLabelText(containing(t('auth.lastName'))), 'Lovelace');
  await userEvent.type(canvas.getByLabelText(startingWith(t('auth.email'))), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText(containing(t('auth.password'))), 'secret1');
}

export const ValidationErrors: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('auth.firstName'))), 'A');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.signUp') }));
    await expect(await canvas.findByText(t('validation.FIRST_NAME_REQUIRED'))).toBeVisible();
    await expect(canvas.getByText(t('validation.LAST_NAME_REQUIRED'))).toBeVisible();
    await expect(canvas.getByText(t('validation.EMAIL_INVALID'))).toBeVisible();
    await expect(canvas.getByText(t('validation.PASSWORD_TOO_SHORT'))).toBeVisible();
  },
};

export const BackendRefuses: Story = {
  parameters: {
    page: {
      auth: fakeAuth(null, new ApiError({ status: 409, message: 'A user with this email already exists' })),
      path: '/register',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidAccount(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.signUp') }));
    await expect(await canvas.findByText('A user with this email already exists')).toBeVisible();
  },
};

/** Signing up: the button is busy until the identity provider answers (here it never does). */
export const SigningUp: Story = {
  parameters: {
    page: {
      auth: { ...fakeAuth(null), signUp: () => new Promise<never>(() => undefined) },
      path: '/register',
    },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidAccount(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.signUp') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('auth.signUp') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** A phone (390x844): the card takes the screen's width, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: t('auth.signUp') });
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectPhoneLayout(canvasElement, { signedIn: false });
  },
};
