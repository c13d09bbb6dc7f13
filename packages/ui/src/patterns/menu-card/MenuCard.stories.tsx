import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { menus } from '../../stories/fixtures';
import { CardSkeleton } from '../entity-card';
import { MenuCard } from './MenuCard';

const meta = {
  title: 'Cards/MenuCard',
  tags: ['autodocs'],
  component: MenuCard,
  args: { menu: menus[0]!, restaurantName: 'Pizza Palace', onViewDishes: fn(), onEdit: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View dishes of Lunch menu' }));
    await expect(args.onViewDishes).toHaveBeenCalledWith(menus[0]);
  },
};

export const Inactive: Story = { args: { menu: menus[2]!, restaurantName: 'Sushi Corner' } };

export const LongText: Story = {
  args: {
    menu: {
      ...menus[1]!,
      name: 'The Grand Seasonal Tasting Menu with Wine Pairings for the Summer Terrace',
      description:
        'Seven courses that change weekly with the market, paired with natural wines from small producers, served only on the terrace from June to September.',
    },
  },
};

/** The menu skeleton has the menu card's exact box. */
export const SkeletonMatchesCard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <MenuCard {...args} />
      <CardSkeleton variant="menu" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [card, skeleton] = Array.from(canvasElement.querySelectorAll<HTMLElement>('.fa-entity'));
    await expect(skeleton!.getBoundingClientRect().height).toBeCloseTo(
      card!.getBoundingClientRect().height,
      0,
    );
  },
};
