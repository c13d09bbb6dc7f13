import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Store } from 'lucide-react';
import { Button } from '../../primitives/button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Basics/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: { title: 'No restaurants yet', description: 'Add the first restaurant to start building menus.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    icon: <Store size={28} />,
    action: <Button leadingIcon={<Plus size={16} aria-hidden="true" />}>Add Restaurant</Button>,
  },
};

export const NoResults: Story = { args: { title: 'No results', description: 'Nothing matches “zzz”.' } };
