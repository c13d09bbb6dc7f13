import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Basics/IconButton',
  tags: ['autodocs'],
  component: IconButton,
  args: { label: 'Edit user', icon: <Pencil size={16} />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit user' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const RowActions: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 4 }}>
      <IconButton {...args} label="View user" icon={<Eye size={16} />} />
      <IconButton {...args} label="Edit user" icon={<Pencil size={16} />} />
      <IconButton {...args} label="Delete user" icon={<Trash2 size={16} />} variant="ghost" />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };
