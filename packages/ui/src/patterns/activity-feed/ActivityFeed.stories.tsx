import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { activityEntries, NOW, olderActivity } from '../../stories/fixtures';
import type { ActivityEntryLike } from '../../types';
import {
  ActivityFeed,
  EMPTY_ACTIVITY_FILTERS,
  type ActivityFeedProps,
  type ActivityFilters,
} from './ActivityFeed';

/**
 * Plays the server's part: filters by category, level and text and pages in 5s, so the story shows
 * what the user sees when the app passes the filters through to GET /admin/recent-activity.
 */
function FeedWithServer(args: ActivityFeedProps) {
  const [filters, setFilters] = useState<ActivityFilters>(args.filters);
  const [pages, setPages] = useState(0);
  const all = useMemo<ActivityEntryLike[]>(
    () => [...activityEntries, ...olderActivity(0), ...olderActivity(1)],
    [],
  );
  const matching = all.filter(
    (entry) =>
      (filters.category === '' || entry.category === filters.category) &&
      (filters.level === '' || entry.level === filters.level) &&
      (filters.search === '' ||
        `${entry.action} ${entry.username}`.toLowerCase().includes(filters.search.toLowerCase())),
  );
  const visible = matching.slice(0, 5 * (pages + 1));
  return (
    <ActivityFeed
      {...args}
      entries={visible}
      filters={filters}
      hasMore={visible.length < matching.length}
      onLoadMore={() => {
        args.onLoadMore?.();
        setPages((page) => page + 1);
      }}
      onFiltersChange={(next) => {
        args.onFiltersChange(next);
        setFilters(next);
        setPages(0);
      }}
    />
  );
}

const meta = {
  title: 'Feed/ActivityFeed',
  tags: ['autodocs'],
  component: ActivityFeed,
  args: {
    entries: activityEntries,
    filters: EMPTY_ACTIVITY_FILTERS,
    onFiltersChange: fn(),
    onLoadMore: fn(),
    now: NOW,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entries read `[ACTION_TYPE] action by username` with relative times. */
export const Default: Story = {
  args: { hasMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Activity entries' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('[LOGIN] User signed in by admin@demo.food');
    await expect(items[0]).toHaveTextContent('3 minutes ago');
    await expect(items[2]).toHaveTextContent('3 hours ago');
    await expect(items[4]).toHaveTextContent('2 days ago');
    await expect(items[6]).toHaveTextContent('Jun 3, 2025');
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

/** Choosing a category really filters by category (the known defect is fixed: docs/requirements.md#req-activity-category). */
export const FiltersAndLoadMore: Story = {
  render: (args) => <FeedWithServer {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const list = () => within(canvas.getByRole('list', { name: 'Activity entries' }));
    await expect(list().getAllByRole('listitem')).toHaveLength(5);

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(list().getAllByRole('listitem')).toHaveLength(10);

    const category = canvas.getByRole('combobox', { name: 'Category' });
    const categoryOptions = within(category).getAllByRole('option');
    await expect(categoryOptions.map((option) => option.textContent)).toEqual([
      'All',
      'User',
      'Restaurant',
      'Order',
      'Review',
      'General',
      'Dish',
    ]);
    await userEvent.selectOptions(category, 'Restaurant');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      category: 'RESTAURANT',
      level: '',
      search: '',
    });
    const restaurantItems = list().getAllByRole('listitem');
    await expect(restaurantItems.length).toBeGreaterThan(0);
    for (const item of restaurantItems) await expect(item).toHaveTextContent('RESTAURANT');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Level' }), 'Warning');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      category: 'RESTAURANT',
      level: 'WARN',
      search: '',
    });
    await expect(list().getAllByRole('listitem')).toHaveLength(1);
    await expect(list().getByRole('listitem')).toHaveTextContent(
      '[UPDATE] Deactivated restaurant Burger Barn by admin@demo.food',
    );

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Level' }), 'All');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search activity' }), 'pizza');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        category: 'RESTAURANT',
        level: '',
        search: 'pizza',
      }),
    );
    await expect(list().getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { entries: [], loading: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Activity entries' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = { args: { entries: [] } };

export const EmptyWithFilters: Story = {
  args: { entries: [], filters: { category: 'REVIEW', level: 'ERROR', search: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No activity matches these filters.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { entries: [], error: 'Request failed with status 503' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed with status 503');
  },
};

export const LongText: Story = {
  args: {
    entries: [
      {
        id: 1,
        category: 'GENERAL',
        level: 'ERROR',
        actionType: 'IMPORT_FAILED',
        action:
          'Menu import from https://partner.example.com/exports/menus/2025/06/15/very-long-file-name-that-does-not-break.csv failed on line 1842: unexpected column “allergens”',
        username: 'maximiliana.josefina.vanderoosterhuizen@very-long-company-domain-name.example.com',
        createdAt: new Date(NOW.getTime() - 90_000).toISOString(),
      },
    ],
  },
};
