import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppHeader } from './AppHeader';
import { ThemeToggle } from '../../patterns/theme-toggle';
import { ThemeProvider, useTheme } from '../../theme';

const meta = {
  title: 'App chrome/AppHeader',
  tags: ['autodocs'],
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { account: null, onNavigate: fn(), onLogout: fn() },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('register');
    await expect(canvas.queryByRole('button', { name: 'Admin Panel' })).not.toBeInTheDocument();
  },
};

export const Admin: Story = {
  args: { account: { firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.food', role: 'ADMIN' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Admin Panel' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('admin');
    await expect(canvas.getByRole('button', { name: /Ada Admin/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  },
};

export const Restaurant: Story = {
  args: { account: { firstName: 'Owen', lastName: 'Owner', email: 'owner@demo.food', role: 'RESTAURANT' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'My Restaurants' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Admin Panel' })).not.toBeInTheDocument();
  },
};

export const Customer: Story = {
  args: {
    account: { firstName: 'Cora', lastName: 'Customer', email: 'customer@demo.food', role: 'CUSTOMER' },
  },
};

/** A profile without a role sees only Login and Register (docs/requirements.md#req-roles-header). */
export const NoRole: Story = {
  args: { account: { firstName: 'Nora', lastName: 'Nobody', email: 'nora@demo.food', role: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
  },
};

/** With the app's router links. */
export const WithLinks: Story = {
  args: {
    account: { firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.food', role: 'ADMIN' },
    renderLink: ({ to, ...props }) => <a href={`#/${to}`} {...props} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '#/admin');
  },
};

/** With the kit's ThemeToggle in `extra`, on the theme of a ThemeProvider (as an app wires it). */
export const WithThemeToggle: Story = {
  args: { account: { firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.food', role: 'ADMIN' } },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  render: function WithToggle(args) {
    const { resolvedTheme, setTheme } = useTheme();
    return <AppHeader {...args} extra={<ThemeToggle theme={resolvedTheme} onThemeChange={setTheme} />} />;
  },
};

export const Phone: Story = {
  ...Admin,
  play: undefined,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
