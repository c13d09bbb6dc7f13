import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActivityFeedFilters } from '@food-admin/api-client';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, overrides } from '@food-admin/mocks';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import { DashboardScreen } from './dashboard-screen';

function DashboardPage({ initial }: { initial: ActivityFeedFilters }) {
  return (
    <StatefulSearch
      initial={initial}
      render={({ search, onSearchChange }) => (
        <DashboardScreen filters={search} onFiltersChange={onSearchChange} />
      )}
    />
  );
}

const meta = {
  title: 'App/Pages/Dashboard',
  component: DashboardPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Restaurants/ })).toHaveAttribute(
      'href',
      '/admin/restaurants',
    );
    await expect(await canvas.findByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        dashboardStats: overrides.loading('dashboardStats'),
        recentActivity: overrides.loading('recentActivity'),
        dashboardSeries: overrides.loading('dashboardSeries'),
        dashboardAttention: overrides.loading('dashboardAttention'),
      },
    },
  },
};

export const FilteredByOrders: Story = { args: { initial: { category: 'ORDER' } } };

export const EmptyFeed: Story = {
  parameters: { msw: { handlers: { recentActivity: overrides.empty('recentActivity') } } },
};

export const LoadErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        dashboardStats: overrides.error('dashboardStats', 503, 'Counts are unavailable'),
        recentActivity: overrides.error('recentActivity', 500, 'Activity log is unavailable'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Counts are unavailable')).toBeVisible();
    await expect(await canvas.findByText('Activity log is unavailable')).toBeVisible();
  },
};

const trends = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Trends' }));
const attention = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Needs attention' }));

/** The last 30 days against the 30 before, and what waits: each alert links to its list. */
export const TrendsAndAttention: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(trends(canvasElement).getAllByText(/vs previous 30 days|Nothing to compare/).length).toBe(3),
    );
    const pendingReviews = mockDb.reviews.all().filter((review) => review.status === 'PENDING').length;
    const alerts = await attention(canvasElement);
    await expect(
      await alerts.findByRole('link', { name: `${pendingReviews} reviews awaiting moderation` }),
    ).toHaveAttribute('href', '/admin/reviews');
    const orders = alerts.getByRole('link', { name: /orders? pending for 10 minutes or more$/ });
    await expect(orders.getAttribute('href')).toMatch(
      /^\/admin\/orders\?status=%5B%22PENDING%22%5D&createdTo=/,
    );
  },
};

/** Choosing the last 7 days asks for them and compares with the 7 before. */
export const SevenDays: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trends(canvasElement).getAllByText(/previous 30 days/).length).toBe(3));
    await userEvent.click(trends(canvasElement).getByRole('combobox', { name: 'Range' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(trends(canvasElement).getAllByText(/previous 7 days/).length).toBe(3));
  },
};

/** Nothing waits: the panel says so. */
export const NothingNeedsAttention: Story = {
  parameters: { msw: { handlers: { dashboardAttention: overrides.empty('dashboardAttention') } } },
  play: async ({ canvasElement }) => {
    await expect(await (await attention(canvasElement)).findByText('Nothing needs attention.')).toBeVisible();
  },
};

/** The trends fail: the message with Retry; the counts and the feed still show. */
export const TrendsError: Story = {
  parameters: {
    msw: { handlers: { dashboardSeries: overrides.error('dashboardSeries', 503, 'Trends are unavailable') } },
  },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Trends are unavailable');
    await waitFor(() => expect(message).toBeVisible());
    await expect(trends(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(await within(canvasElement).findByRole('button', { name: 'Load more' })).toBeVisible();
  },
};
