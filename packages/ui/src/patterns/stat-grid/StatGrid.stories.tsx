import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, Star, Store, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatCard } from '../stat-card';
import { StatGrid } from './StatGrid';

const cards = (loading: boolean) => (
  <>
    <StatCard label="Restaurants" value={42} loading={loading} icon={<Store size={18} />} />
    <StatCard label="Users" value={1280} loading={loading} icon={<Users size={18} />} />
    <StatCard label="Orders" value={9312} loading={loading} icon={<ClipboardList size={18} />} />
    <StatCard label="Reviews" value={587} loading={loading} icon={<Star size={18} />} />
  </>
);

const meta = {
  title: 'Data/StatGrid',
  tags: ['autodocs'],
  component: StatGrid,
  args: { children: cards(false) },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's counts: side by side while they fit, every card of a row the same height. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('.fa-stat-grid')!;
    await expect(getComputedStyle(grid).display).toBe('grid');
    const boxes = [...grid.querySelectorAll<HTMLElement>('.fa-stat')].map((card) =>
      card.getBoundingClientRect(),
    );
    await expect(boxes).toHaveLength(4);
    // At least two across, even on a phone; the first row's cards share their top and height.
    await expect(boxes[1]!.top).toBeCloseTo(boxes[0]!.top, 0);
    await expect(boxes[1]!.height).toBeCloseTo(boxes[0]!.height, 0);
    await expect(boxes[1]!.left).toBeGreaterThan(boxes[0]!.right);
  },
};

/** Loading: skeleton cards in the same places, so the row does not move when the counts arrive. */
export const Loading: Story = {
  args: { children: cards(true) },
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelectorAll('[aria-busy="true"]');
    await expect(busy).toHaveLength(4);
  },
};
