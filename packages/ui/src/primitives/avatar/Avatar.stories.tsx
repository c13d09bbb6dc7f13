import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pictureDataUrl } from '../../stories/fixtures';
import { Avatar } from './Avatar';

const meta = {
  title: 'Basics/Avatar',
  tags: ['autodocs'],
  component: Avatar,
  args: { name: 'Ada Admin' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Owen Owner" size="sm" />
      <Avatar name="Cora Customer" size="md" />
      <Avatar name="Ada Admin" size="lg" />
    </div>
  ),
};

export const WithImage: Story = { args: { src: pictureDataUrl('A', '#f97316', '#7c2d12'), size: 'lg' } };

export const EmptyName: Story = { args: { name: '' } };
