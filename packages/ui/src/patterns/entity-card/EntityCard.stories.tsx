import type { Meta, StoryObj } from '@storybook/react-vite';
import { List, Store } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { pictureDataUrl } from '../../stories/fixtures';
import { ActiveBadge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { CardSkeleton, EntityCard, EntityCardMedia } from './EntityCard';

const meta = {
  title: 'Cards/EntityCard',
  tags: ['autodocs'],
  component: EntityCard,
  subcomponents: { EntityCardMedia, CardSkeleton },
  args: {
    title: 'Pizza Palace',
    media: (
      <EntityCardMedia
        src={pictureDataUrl('Pizza Palace', '#f97316', '#b91c1c')}
        fallback={<Store size={36} strokeWidth={1.5} />}
      />
    ),
    status: <ActiveBadge active />,
    meta: '12 Via Roma, Springfield',
    description: 'Wood-fired Neapolitan pizza with a 48-hour dough and San Marzano tomatoes.',
    onOpen: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EntityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title opens the card; Edit and Delete are separate buttons named after it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pizza Palace' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Pizza Palace' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Pizza Palace' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Pizza Palace' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** The app's router link instead of a button: the title is a link. */
export const AsLink: Story = {
  args: { onOpen: undefined, renderLink: (props) => <a href="#/admin/restaurants/1/menu" {...props} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pizza Palace' })).toHaveAttribute(
      'href',
      '#/admin/restaurants/1/menu',
    );
  },
};

/** Without a description the card says so, and keeps its height. */
export const NoDescription: Story = {
  args: { description: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No description')).toHaveClass('fa-entity__description--empty');
  },
};

/** No picture (or one that fails to load): the fallback icon fills the media area. */
export const MediaFallback: Story = {
  args: { media: <EntityCardMedia src={null} fallback={<Store size={36} strokeWidth={1.5} />} /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.fa-entity__fallback')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Extra actions come before Edit and Delete (MenuCard's View dishes). */
export const WithExtraActions: Story = {
  args: {
    extraActions: (
      <Button variant="secondary" size="sm" leadingIcon={<List size={14} aria-hidden="true" />}>
        View dishes
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual([
      'Pizza Palace',
      'View dishes',
      'Edit Pizza Palace',
      'Delete Pizza Palace',
    ]);
  },
};

/** Read-only: no action buttons, and nothing to open. */
export const ReadOnly: Story = {
  args: { onOpen: undefined, onEdit: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Pizza Palace' })).toBeVisible();
  },
};

/** What CardGrid shows while loading, one per card kind: hidden from assistive technology. */
export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CardSkeleton variant="restaurant" />
      <CardSkeleton variant="menu" />
      <CardSkeleton variant="dish" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeletons = canvasElement.querySelectorAll('.fa-entity--skeleton');
    await expect(skeletons).toHaveLength(3);
    for (const skeleton of skeletons) await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};
