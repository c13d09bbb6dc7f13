import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import { overrides } from '@food-admin/mocks';
import { withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import type { PagedSearch } from '@/lib/search-params';
import { UsersScreen } from './users-screen';

function UsersPage({ initial }: { initial: PagedSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <UsersScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Users',
  component: UsersPage,
  decorators: [withPage],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'admin@demo.food' })).toBeVisible();
    await expect(canvas.getByText(/^Page 1 of/)).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { users: overrides.loading('users') } } } };

export const Empty: Story = { parameters: { msw: { handlers: { users: overrides.empty('users') } } } };

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { users: overrides.error('users', 503, 'User directory is unavailable') } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('User directory is unavailable')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { initial: { page: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 4 of 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const SearchWithoutResults: Story = { args: { initial: { search: 'nobody-has-this-email' } } };

export const EditRoleSaveError: Story = {
  parameters: {
    msw: { handlers: { updateUser: overrides.error('updateUser', 403, 'You cannot change your own role') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit admin@demo.food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Customer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('You cannot change your own role')).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete customer@demo.food' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Confirm deletion' })).toBeVisible();
  },
};
