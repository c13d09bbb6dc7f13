import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dishes } from '../../stories/fixtures';
import { DishCard } from './DishCard';

const meta = {
  title: 'Cards/DishCard',
  tags: ['autodocs'],
  component: DishCard,
  args: { dish: dishes[0]!, onEdit: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DishCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Price with a dollar sign and two decimals. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$12.50')).toBeVisible();
    await expect(canvas.getByText('Available')).toBeVisible();
  },
};

/** No image: the placeholder. */
export const PlaceholderImage: Story = { args: { dish: dishes[1]! } };

export const Unavailable: Story = {
  args: { dish: dishes[2]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unavailable')).toBeVisible();
    await expect(canvas.getByText('$6.75')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    dish: {
      ...dishes[0]!,
      name: 'Slow-Roasted Heritage Tomato and Burrata Pizza with Wild Garlic Pesto',
      description:
        'Tomatoes from the Amalfi coast, burrata from Puglia, pesto made each morning from wild garlic foraged in the hills, finished with a drizzle of single-estate olive oil.',
      price: 1234.5,
    },
  },
};
