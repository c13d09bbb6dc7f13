import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';

const meta = {
  title: 'Basics/Card',
  tags: ['autodocs'],
  component: Card,
  args: { children: 'A surface for grouping content.' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Paddings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Card padding="sm">Small padding</Card>
      <Card padding="md">Medium padding</Card>
      <Card padding="lg">Large padding</Card>
    </div>
  ),
};

export const Interactive: Story = {
  args: { interactive: true, asChild: true, children: <a href="#card">A card that is a link</a> },
};
