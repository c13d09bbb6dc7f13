import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { longRestaurant, restaurants } from '../../stories/fixtures';
import { CardSkeleton } from '../entity-card';
import { RestaurantCard } from './RestaurantCard';

const meta = {
  title: 'Cards/RestaurantCard',
  tags: ['autodocs'],
  component: RestaurantCard,
  args: { restaurant: restaurants[0]!, onOpen: fn(), onEdit: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RestaurantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the card opens the restaurant; Edit and Delete do not. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Pizza Palace' }));
    await expect(args.onEdit).toHaveBeenCalledWith(restaurants[0]);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Pizza Palace' }));
    await expect(args.onDelete).toHaveBeenCalledWith(restaurants[0]);
    // The title's hit area is stretched over the card: a click on the description lands on it.
    const description = canvas.getByText('Wood-fired Neapolitan pizza', { exact: false });
    const box = description.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(canvas.getByRole('button', { name: 'Pizza Palace' }));
    await userEvent.click(hit as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(restaurants[0]);
  },
};

/** No logo: the fallback picture. */
export const FallbackLogo: Story = { args: { restaurant: restaurants[2]! } };

/** A logo URL that fails to load falls back too. */
export const BrokenLogo: Story = {
  args: { restaurant: { ...restaurants[0]!, logoUrl: 'data:image/png;base64,broken' } },
};

export const Inactive: Story = {
  args: { restaurant: restaurants[5]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inactive')).toBeVisible();
  },
};

export const LongText: Story = { args: { restaurant: longRestaurant } };

export const AsLink: Story = {
  args: { onOpen: undefined, renderLink: (props) => <a href="#/admin/restaurants/1/menu" {...props} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pizza Palace' })).toHaveAttribute(
      'href',
      '#/admin/restaurants/1/menu',
    );
  },
};

export const ReadOnly: Story = { args: { onEdit: undefined, onDelete: undefined } };

/** The loading skeleton has the card's exact box, so nothing shifts when data arrives. */
export const SkeletonMatchesCard: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <RestaurantCard {...args} />
      <CardSkeleton variant="restaurant" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const [card, skeleton] = Array.from(canvasElement.querySelectorAll<HTMLElement>('.fa-entity'));
    await expect(skeleton!.getBoundingClientRect().height).toBeCloseTo(
      card!.getBoundingClientRect().height,
      0,
    );
  },
};

/** The average of its approved reviews beside the status; nothing before the first one. */
export const Rated: Story = {
  args: { restaurant: { ...restaurants[0]!, averageRating: 4.26, reviewCount: 12 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.3')).toBeVisible();
    await expect(canvas.getByText('Rated 4.3 out of 5 from 12 reviews')).toBeInTheDocument();
  },
};

export const NoReviewsYet: Story = {
  args: { restaurant: { ...restaurants[0]!, averageRating: null, reviewCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Rated/)).not.toBeInTheDocument();
  },
};

/** Whether it takes orders now, when the list says it: here paused, beside its active badge. */
export const Paused: Story = {
  args: { restaurant: { ...restaurants[0]!, availability: 'paused' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};
