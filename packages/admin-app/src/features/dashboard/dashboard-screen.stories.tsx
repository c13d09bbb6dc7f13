import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActivityFeedFilters } from '@food-admin/api-client';
import { expect, within } from 'storybook/test';
import { overrides } from '@food-admin/mocks';
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
