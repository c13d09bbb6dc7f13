import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { kit } from '../../stories/kit-texts';
import { SearchInput } from './SearchInput';

const meta = {
  title: 'Forms/SearchInput',
  tags: ['autodocs'],
  component: SearchInput,
  args: { value: '', label: 'Search users by email', placeholder: 'Search by email', onSearch: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fires one debounced search with the final text, not one per keystroke. */
export const Debounced: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search users by email' });
    await userEvent.type(input, 'owner');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledWith('owner');
    await userEvent.click(canvas.getByRole('button', { name: kit('clearSearch') }));
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith(''));
    await expect(input).toHaveValue('');
  },
};

export const WithValue: Story = { args: { value: 'admin@demo.food' } };

export const Disabled: Story = { args: { disabled: true } };
