import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '@food-admin/api-client';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { fakeAuth } from '@/stories/fake-auth';
import { RegisterScreen } from './register-screen';

const meta = {
  title: 'App/Auth/Register',
  component: RegisterScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: { page: { auth: fakeAuth(null), path: '/register' } },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/first name/i), 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Invalid email')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
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
    await userEvent.type(canvas.getByLabelText(/first name/i), 'Ada');
    await userEvent.type(canvas.getByLabelText(/last name/i), 'Lovelace');
    await userEvent.type(canvas.getByLabelText(/^email/i), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/password/i), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('A user with this email already exists')).toBeVisible();
  },
};
