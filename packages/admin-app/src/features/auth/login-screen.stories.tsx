import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@food-admin/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '@/stories/page-decorator';
import { fakeAuth } from '@/stories/fake-auth';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'App/Auth/Login',
  component: LoginScreen,
  decorators: [withPage],
  parameters: { page: { auth: fakeAuth(null), path: '/login' } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/email/i), 'not-an-email');
    await userEvent.type(canvas.getByLabelText(/password/i), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Invalid email')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
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
    await userEvent.type(canvas.getByLabelText(/email/i), 'admin@demo.food');
    await userEvent.type(canvas.getByLabelText(/password/i), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Login failed. Please check your credentials.')).toBeVisible();
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
    await userEvent.type(canvas.getByLabelText(/email/i), 'admin@demo.food');
    await userEvent.type(canvas.getByLabelText(/password/i), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Too many attempts, try again in 42 s')).toBeVisible();
  },
};
