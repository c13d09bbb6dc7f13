import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADMIN_ONLY, type ActivityFeedFilters } from '@food-admin/api-client';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, overrides } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectPhoneLayout } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import { DashboardScreen } from './dashboard-screen';
import { shortDay } from './charts/chart-format';
import type { TrendsPeriod } from './trends-period';

type DashboardSearch = ActivityFeedFilters & TrendsPeriod;

/** The dashboard with its URL search (the feed's filters and the trends' period) held in state. */
function DashboardPage({ initial }: { initial: DashboardSearch }) {
  return (
    <StatefulSearch
      initial={initial}
      render={({ search: { range, from, to, ...filters }, onSearchChange }) => (
        <DashboardScreen
          filters={filters}
          onFiltersChange={(next) => onSearchChange({ ...next, range, from, to })}
          period={{ range, from, to }}
          onPeriodChange={(next) => onSearchChange({ ...filters, ...next })}
        />
      )}
    />
  );
}

const meta = {
  title: 'App/Pages/Dashboard',
  component: DashboardPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        submitting: 'nothing is saved here',
        'not-found': 'not a page of one record',
      },
    },
  },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof DashboardPage>;

/** The page itself, without the shell (whose sidebar links to the same lists as the count cards). */
const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

const activity = (canvasElement: HTMLElement, busy?: boolean) =>
  within(canvasElement).findByRole('list', {
    name: 'Activity entries',
    ...(busy === undefined ? {} : { busy }),
  });

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
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
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expect(await activity(canvasElement, true)).toBeVisible();
    await expect(canvasElement.querySelector('.fa-stat-wrap[aria-busy="true"]')).not.toBeNull();
    // The count cards become links once their numbers arrive.
    await expect(main(canvasElement).queryByRole('link', { name: /^Restaurants/ })).toBeNull();
  },
};

/** The counts and the feed answer late (the mocks' slow override): placeholders, then the numbers. */
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: {
        dashboardStats: overrides.slow('dashboardStats'),
        recentActivity: overrides.slow('recentActivity'),
      },
    },
    matrix: { state: 'slow' },
  },
  play: async ({ canvasElement }) => {
    await expect(await activity(canvasElement, true)).toBeVisible();
    await expect(main(canvasElement).queryByRole('link', { name: /^Restaurants/ })).toBeNull();
    await expect(
      await main(canvasElement).findByRole('link', { name: /^Restaurants/ }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/admin/restaurants');
    await expect(await main(canvasElement).findByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

/** A restaurant owner opens /admin: the route's RoleGate answers "Not allowed". */
export const NotAllowedForOwner: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <RoleGate roles={ADMIN_ONLY}>
      <DashboardPage {...args} />
    </RoleGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('list', { name: 'Activity entries' })).toBeNull();
  },
};

/** A phone (390x844): the cards, trends and feed stack in one column; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const restaurants = await main(canvasElement).findByRole('link', { name: /^Restaurants/ });
    await expect(restaurants.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(await canvas.findByRole('button', { name: 'Load more' })).toBeVisible();
    const feed = await activity(canvasElement);
    await expect(feed.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The trends' range picker keeps its four choices on the Trends heading's line.
    const first = await waitFor(() => trends(canvasElement).getByRole('radio', { name: '7 days' }));
    const title = trends(canvasElement).getByRole('heading', { name: 'Trends' });
    await expect(
      Math.abs(first.getBoundingClientRect().top - title.getBoundingClientRect().top),
    ).toBeLessThan(20);
    await expectPhoneLayout(canvasElement);
  },
};

export const FilteredByOrders: Story = { args: { initial: { category: 'ORDER' } } };

export const EmptyFeed: Story = {
  parameters: {
    msw: { handlers: { recentActivity: overrides.empty('recentActivity') } },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activity yet.')).toBeVisible();
  },
};

export const LoadErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        dashboardStats: overrides.error('dashboardStats', 503, 'Counts are unavailable'),
        recentActivity: overrides.error('recentActivity', 500, 'Activity log is unavailable'),
      },
    },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Counts are unavailable')).toBeVisible();
    await expect(await canvas.findByText('Activity log is unavailable')).toBeVisible();
    // Each failed part offers its own Retry.
    await expect(canvas.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThanOrEqual(2);
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
    await userEvent.click(trends(canvasElement).getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(trends(canvasElement).getAllByText(/previous 7 days/).length).toBe(3));
  },
};

/** The five charts, once the trends' chunk has loaded and their data arrived. */
const charts = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Trends' })).findAllByRole('img');

/** The charts of the last 30 days: each an image with a one-line summary, its data one click away. */
export const Charts: Story = {
  play: async ({ canvasElement }) => {
    await expect(await charts(canvasElement)).toHaveLength(5);
    await expect(
      trends(canvasElement).getByRole('img', {
        name: /^\d[\d,]* orders from \w+ \d+ to \w+ \d+; busiest day/,
      }),
    ).toBeVisible();
    const show = trends(canvasElement).getByRole('button', { name: 'Show data: Orders by status' });
    await userEvent.click(show);
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    const table = await trends(canvasElement).findByRole('table', { name: 'Orders by status' });
    await expect(within(table).getByRole('columnheader', { name: 'Orders' })).toBeVisible();
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  },
};

/** The last 90 days: one bar per day, the change against the 90 days before. */
export const NinetyDays: Story = {
  args: { initial: { range: '90d' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trends(canvasElement).getAllByText(/previous 90 days/).length).toBe(3));
    await expect(trends(canvasElement).getByRole('radio', { name: '90 days' })).toBeChecked();
    // The charts draw after the cards, in a deferred render.
    await userEvent.click(
      await trends(canvasElement).findByRole('button', { name: 'Show data: Orders per day' }),
    );
    const table = await trends(canvasElement).findByRole('table', { name: 'Orders per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(91);
  },
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Custom dates: they start as the range shown; To before From says why and is not sent; a valid
 * pair redraws the charts for those days.
 */
export const CustomDates: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    await charts(canvasElement);
    await userEvent.click(trends(canvasElement).getByRole('radio', { name: 'Custom' }));
    const from = await trends(canvasElement).findByLabelText('From');
    const to = trends(canvasElement).getByLabelText('To');
    await expect(to).toHaveValue(new Date().toISOString().slice(0, 10));
    // Date fields take a whole value at a time, as the browser's date picker gives it.
    fireEvent.change(to, { target: { value: daysAgo(13) } });
    fireEvent.change(from, { target: { value: daysAgo(7) } });
    await expect(await trends(canvasElement).findByRole('alert')).toHaveTextContent(
      'To must not be before From',
    );
    fireEvent.change(from, { target: { value: daysAgo(13) } });
    fireEvent.change(to, { target: { value: daysAgo(7) } });
    await waitFor(() => expect(trends(canvasElement).getAllByText(/previous 7 days/).length).toBe(3));
    const span = `from ${shortDay(daysAgo(13))} to ${shortDay(daysAgo(7))}`;
    await expect(
      await trends(canvasElement).findByRole('img', { name: new RegExp(`orders ${span}`) }),
    ).toBeVisible();
  },
};

/** Custom dates the wrong way round: the reason shows beside them, readable on the page in light and dark. */
export const CustomDatesInvalid: Story = {
  play: async ({ canvasElement }) => {
    await charts(canvasElement);
    await userEvent.click(trends(canvasElement).getByRole('radio', { name: 'Custom' }));
    const from = await trends(canvasElement).findByLabelText('From');
    const to = trends(canvasElement).getByLabelText('To');
    fireEvent.change(to, { target: { value: daysAgo(13) } });
    fireEvent.change(from, { target: { value: daysAgo(7) } });
    await expect(await trends(canvasElement).findByRole('alert')).toHaveTextContent(
      'To must not be before From',
    );
  },
};

/** A range without orders or reviews: each chart says so instead of drawing zeros. */
export const EmptyRange: Story = {
  parameters: {
    msw: { handlers: { dashboardSeries: overrides.empty('dashboardSeries') } },
    matrix: { state: 'empty' },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(trends(canvasElement).getAllByText('No orders in this period.')).toHaveLength(3),
    );
    await expect(trends(canvasElement).getByText('No revenue in this period.')).toBeVisible();
    await expect(trends(canvasElement).getByText('No approved reviews in this period.')).toBeVisible();
    await expect(trends(canvasElement).queryByRole('button', { name: /^Show data/ })).toBeNull();
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
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Trends are unavailable');
    await waitFor(() => expect(message).toBeVisible());
    await expect(trends(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(await within(canvasElement).findByRole('button', { name: 'Load more' })).toBeVisible();
  },
};
