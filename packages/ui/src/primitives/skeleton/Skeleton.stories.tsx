import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = { title: 'Basics/Skeleton', component: Skeleton, tags: ['autodocs'] } satisfies Meta<
  typeof Skeleton
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = { args: { width: 240, height: 120, radius: 'lg' } };

export const TextLines: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 360 }}>
      <Skeleton text="2xl" width="60%" />
      <Skeleton text="sm" width="100%" />
      <Skeleton text="sm" width="90%" />
      <Skeleton text="sm" width="40%" />
    </div>
  ),
};

export const Circle: Story = { args: { width: 40, height: 40, radius: 'full' } };
