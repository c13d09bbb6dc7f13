import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, Star, Store, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard';
import { StatGrid } from '../stat-grid';

const meta = {
  title: 'Data/StatCard',
  tags: ['autodocs'],
  component: StatCard,
  args: { label: 'Restaurants', value: 42, icon: <Store size={18} /> },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <StatGrid>
        <StatCard {...args} />
      </StatGrid>
    </div>
  ),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The app passes its router Link through renderLink; here a plain anchor. */
export const AsLink: Story = {
  args: { renderLink: (props) => <a href="#/admin/restaurants" {...props} /> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Restaurants/ });
    await expect(link).toHaveAttribute('href', '#/admin/restaurants');
    await expect(link).toHaveTextContent('42');
  },
};

export const Loading: Story = { args: { loading: true } };

export const Unknown: Story = { args: { value: null } };

export const LargeNumber: Story = {
  args: { label: 'Orders', value: 1234567, icon: <ClipboardList size={18} /> },
};

/** The dashboard row: 4 cards (and 4 skeletons while loading, same box). */
export const DashboardRow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <StatGrid>
        <StatCard label="Restaurants" value={42} icon={<Store size={18} />} />
        <StatCard label="Users" value={1280} icon={<Users size={18} />} />
        <StatCard label="Orders" value={9312} icon={<ClipboardList size={18} />} />
        <StatCard label="Reviews" value={587} icon={<Star size={18} />} />
      </StatGrid>
      <StatGrid>
        <StatCard label="Restaurants" value={null} loading icon={<Store size={18} />} />
        <StatCard label="Users" value={null} loading icon={<Users size={18} />} />
        <StatCard label="Orders" value={null} loading icon={<ClipboardList size={18} />} />
        <StatCard label="Reviews" value={null} loading icon={<Star size={18} />} />
      </StatGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // No layout shift: a loaded card and its skeleton have the same height.
    const cards = canvasElement.querySelectorAll<HTMLElement>('.fa-stat');
    await expect(cards).toHaveLength(8);
    await expect(cards[4]!.getBoundingClientRect().height).toBeCloseTo(
      cards[0]!.getBoundingClientRect().height,
      0,
    );
  },
};
