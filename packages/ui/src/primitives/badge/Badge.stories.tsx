import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ActiveBadge, AvailabilityBadge, Badge, OrderTakingBadge } from './Badge';

const meta = {
  title: 'Basics/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { children: 'ADMIN' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Neutral</Badge>
      <Badge tone="primary">Primary</Badge>
      <Badge tone="success">Success</Badge>
      <Badge tone="warning">Warning</Badge>
      <Badge tone="danger">Danger</Badge>
      <Badge tone="info">Info</Badge>
    </div>
  ),
};

export const Status: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <ActiveBadge active />
      <ActiveBadge active={false} />
      <AvailabilityBadge available />
      <AvailabilityBadge available={false} />
      <OrderTakingBadge availability="open" />
      <OrderTakingBadge availability="paused" />
      <OrderTakingBadge availability="closed" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText('Available')).toBeVisible();
    await expect(canvas.getByText('Unavailable')).toBeVisible();
    await expect(canvas.getByText('Open now')).toBeVisible();
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(canvas.getByText('Closed')).toBeVisible();
  },
};
