import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ADMIN_ONLY,
  dashboardDays,
  LONG_PAUSE_ALERT_HOURS,
  type ActivityFeedFilters,
} from '@food-admin/api-client';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, overrides, setMockOperations } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectPhoneLayout } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import { ANY, apiError, containing, kit, like, oneOf, startingWith, storyLocale, t } from '@/stories/texts';
import { DashboardScreen } from './dashboard-screen';
import { dashboardFormats } from './charts/chart-format';
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
    name: kit('activityEntries'),
    ...(busy === undefined ? {} : { busy }),
  });

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: startingWith(t('dashboard.restaurants')) }),
    ).toHaveAttribute('href', '/admin/restaurants');
    await expect(await canvas.findByRole('button', { name: kit('loadMore') })).toBeVisible();
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
    await expect(
      main(canvasElement).queryByRole('link', { name: startingWith(t('dashboard.restaurants')) }),
    ).toBeNull();
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
    await expect(
      main(canvasElement).queryByRole('link', { name: startingWith(t('dashboard.restaurants')) }),
    ).toBeNull();
    await expect(
      await main(canvasElement).findByRole(
        'link',
        { name: startingWith(t('dashboard.restaurants')) },
        { timeout: 5000 },
      ),
    ).toHaveAttribute('href', '/admin/restaurants');
    await expect(await main(canvasElement).findByRole('button', { name: kit('loadMore') })).toBeVisible();
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
    await expect(within(canvasElement).queryByRole('list', { name: kit('activityEntries') })).toBeNull();
  },
};

/** A phone (390x844): the cards, trends and feed stack in one column; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const restaurants = await main(canvasElement).findByRole('link', {
      name: startingWith(t('dashboard.restaurants')),
    });
    await expect(restaurants.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(await canvas.findByRole('button', { name: kit('loadMore') })).toBeVisible();
    const feed = await activity(canvasElement);
    await expect(feed.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The trends' range picker keeps its four choices on the Trends heading's line.
    const first = await waitFor(() =>
      trends(canvasElement).getByRole('radio', { name: t('dashboard.rangeDays', { days: 7 }) }),
    );
    const title = trends(canvasElement).getByRole('heading', { name: t('dashboard.trends') });
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
    await expect(await within(canvasElement).findByText(kit('activityEmpty'))).toBeVisible();
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
    await expect(await canvas.findByText(apiError(503, 'Counts are unavailable'))).toBeVisible();
    await expect(await canvas.findByText(apiError(500, 'Activity log is unavailable'))).toBeVisible();
    // Each failed part offers its own Retry.
    await expect(canvas.getAllByRole('button', { name: t('layout.retry') }).length).toBeGreaterThanOrEqual(2);
  },
};

const trends = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: t('dashboard.trends') }));
const attention = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: t('dashboard.needsAttention') }));

/** Each of the three cards' comparison with the previous `days` days (or that there is nothing to compare). */
const comparisons = (days: number) =>
  oneOf(like(t('dashboard.change', { change: ANY, days })), t('dashboard.nothingToCompare', { days }));

const MINUTE = 60_000;

/**
 * The last 30 days against the 30 before, and what waits: each alert links to its list. Restaurant
 * 1 paused long ago and two of its orders near its 10-minute acceptance timeout join the fixtures'
 * alerts.
 */
export const TrendsAndAttention: Story = {
  beforeEach: () => {
    const now = Date.now();
    const pause = { reason: 'busy', note: '', until: new Date(now + 60 * MINUTE).toISOString() } as const;
    const pausedAt = new Date(now - (LONG_PAUSE_ALERT_HOURS + 1) * 60 * MINUTE).toISOString();
    setMockOperations(1, { pause, acceptanceTimeoutMinutes: 10 }, { pausedAt, pausedBy: null });
    const template = mockDb.orders.all()[0];
    if (!template) throw new Error('no order in the mock data');
    for (const minutesAgo of [8.5, 8])
      mockDb.orders.insert({
        ...template,
        restaurantId: 1,
        status: 'PENDING',
        createdAt: new Date(now - minutesAgo * MINUTE).toISOString(),
      });
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trends(canvasElement).getAllByText(comparisons(30)).length).toBe(4));
    const pendingReviews = mockDb.reviews.all().filter((review) => review.status === 'PENDING').length;
    const alerts = await attention(canvasElement);
    await expect(
      await alerts.findByRole('link', {
        name: t('dashboard.attention.pendingReviews', { count: pendingReviews }),
      }),
    ).toHaveAttribute('href', '/admin/reviews');
    // The pending orders' alert by where it leads: its count, and so its words, depend on the clock.
    const hrefs = alerts.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toContainEqual(
      expect.stringMatching(/^\/admin\/orders\?status=%5B%22PENDING%22%5D&createdTo=/),
    );
    await expect(
      alerts.getByRole('link', {
        name: like(t('dashboard.attention.ordersNearAcceptanceTimeout', { count: 2, time: ANY })),
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/orders\?status=%5B%22PENDING%22%5D&createdFrom=/),
    );
    const longPause = t('dashboard.attention.longPausedRestaurants', {
      count: 1,
      hours: LONG_PAUSE_ALERT_HOURS,
    });
    // The paused ones' table, those whose pause began the alert's hours before the answer came.
    const longPauses = new URL(
      alerts.getByRole('link', { name: longPause }).getAttribute('href') ?? '',
      window.location.origin,
    );
    await expect(longPauses.pathname).toBe('/admin/restaurants');
    await expect(Object.fromEntries(longPauses.searchParams)).toMatchObject({
      layout: 'table',
      availability: '["paused"]',
    });
    const since = Date.now() - Date.parse(longPauses.searchParams.get('pausedBefore') ?? '');
    await expect(since).toBeGreaterThanOrEqual(LONG_PAUSE_ALERT_HOURS * 60 * MINUTE);
    await expect(since).toBeLessThan((LONG_PAUSE_ALERT_HOURS * 60 + 1) * MINUTE);
  },
};

/** Choosing the last 7 days asks for them and compares with the 7 before. */
export const SevenDays: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trends(canvasElement).getAllByText(comparisons(30)).length).toBe(4));
    await userEvent.click(
      trends(canvasElement).getByRole('radio', { name: t('dashboard.rangeDays', { days: 7 }) }),
    );
    await waitFor(() => expect(trends(canvasElement).getAllByText(comparisons(7)).length).toBe(4));
  },
};

/** The five charts, once the trends' chunk has loaded and their data arrived. */
const charts = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: t('dashboard.trends') })).findAllByRole(
    'img',
  );

/** The charts of the last 30 days: each an image with a one-line summary, its data one click away. */
export const Charts: Story = {
  play: async ({ canvasElement }) => {
    await expect(await charts(canvasElement)).toHaveLength(5);
    // The orders chart's summary names the 30 days up to today.
    const { from, to } = dashboardDays({ range: '30d' }, new Date());
    const ordersChart = trends(canvasElement).getByRole('figure', {
      name: t('dashboard.chart.ordersPerDay'),
    });
    await expect(within(ordersChart).getByRole('img', { name: containing(span(from, to)) })).toBeVisible();
    const byStatus = t('dashboard.chart.ordersByStatus');
    const show = trends(canvasElement).getByRole('button', {
      name: t('dashboard.chart.showDataOf', { title: byStatus }),
    });
    await userEvent.click(show);
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    const table = await trends(canvasElement).findByRole('table', { name: byStatus });
    await expect(within(table).getByRole('columnheader', { name: t('dashboard.orders') })).toBeVisible();
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  },
};

/** The last 90 days: one bar per day, the change against the 90 days before. */
export const NinetyDays: Story = {
  args: { initial: { range: '90d' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trends(canvasElement).getAllByText(comparisons(90)).length).toBe(4));
    await expect(
      trends(canvasElement).getByRole('radio', { name: t('dashboard.rangeDays', { days: 90 }) }),
    ).toBeChecked();
    // The charts draw after the cards, in a deferred render.
    await userEvent.click(
      await trends(canvasElement).findByRole('button', {
        name: t('dashboard.chart.showDataOf', { title: t('dashboard.chart.ordersPerDay') }),
      }),
    );
    const table = await trends(canvasElement).findByRole('table', {
      name: t('dashboard.chart.ordersPerDay'),
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(91);
  },
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The days a chart's summary names, as the story's language writes them. */
const span = (from: string, to: string) => {
  const { shortDay } = dashboardFormats(storyLocale());
  return t('dashboard.chart.span', { from: shortDay(from), to: shortDay(to) });
};

/**
 * Custom dates: they start as the range shown; To before From says why and is not sent; a valid
 * pair redraws the charts for those days.
 */
export const CustomDates: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    await charts(canvasElement);
    await userEvent.click(trends(canvasElement).getByRole('radio', { name: t('dashboard.custom') }));
    const from = await trends(canvasElement).findByLabelText(t('dashboard.from'));
    const to = trends(canvasElement).getByLabelText(t('dashboard.to'));
    await expect(to).toHaveValue(new Date().toISOString().slice(0, 10));
    // Date fields take a whole value at a time, as the browser's date picker gives it.
    fireEvent.change(to, { target: { value: daysAgo(13) } });
    fireEvent.change(from, { target: { value: daysAgo(7) } });
    await expect(await trends(canvasElement).findByRole('alert')).toHaveTextContent(
      t('validation.DATES_ORDER'),
    );
    fireEvent.change(from, { target: { value: daysAgo(13) } });
    fireEvent.change(to, { target: { value: daysAgo(7) } });
    await waitFor(() => expect(trends(canvasElement).getAllByText(comparisons(7)).length).toBe(4));
    const ordersChart = trends(canvasElement).getByRole('figure', {
      name: t('dashboard.chart.ordersPerDay'),
    });
    await expect(
      await within(ordersChart).findByRole('img', { name: containing(span(daysAgo(13), daysAgo(7))) }),
    ).toBeVisible();
  },
};

/** Custom dates the wrong way round: the reason shows beside them, readable on the page in light and dark. */
export const CustomDatesInvalid: Story = {
  play: async ({ canvasElement }) => {
    await charts(canvasElement);
    await userEvent.click(trends(canvasElement).getByRole('radio', { name: t('dashboard.custom') }));
    const from = await trends(canvasElement).findByLabelText(t('dashboard.from'));
    const to = trends(canvasElement).getByLabelText(t('dashboard.to'));
    fireEvent.change(to, { target: { value: daysAgo(13) } });
    fireEvent.change(from, { target: { value: daysAgo(7) } });
    await expect(await trends(canvasElement).findByRole('alert')).toHaveTextContent(
      t('validation.DATES_ORDER'),
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
      expect(trends(canvasElement).getAllByText(t('dashboard.chart.noOrders'))).toHaveLength(3),
    );
    await expect(trends(canvasElement).getByText(t('dashboard.chart.noRevenue'))).toBeVisible();
    await expect(trends(canvasElement).getByText(t('dashboard.chart.noApprovedReviews'))).toBeVisible();
    await expect(
      trends(canvasElement).queryByRole('button', {
        name: like(t('dashboard.chart.showDataOf', { title: ANY })),
      }),
    ).toBeNull();
  },
};

/** Nothing waits: the panel says so. */
export const NothingNeedsAttention: Story = {
  parameters: { msw: { handlers: { dashboardAttention: overrides.empty('dashboardAttention') } } },
  play: async ({ canvasElement }) => {
    await expect(
      await (await attention(canvasElement)).findByText(t('dashboard.nothingNeedsAttention')),
    ).toBeVisible();
  },
};

/** The trends fail: the message with Retry; the counts and the feed still show. */
export const TrendsError: Story = {
  parameters: {
    msw: { handlers: { dashboardSeries: overrides.error('dashboardSeries', 503, 'Trends are unavailable') } },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText(apiError(503, 'Trends are unavailable'));
    await waitFor(() => expect(message).toBeVisible());
    await expect(trends(canvasElement).getByRole('button', { name: t('layout.retry') })).toBeEnabled();
    await expect(await within(canvasElement).findByRole('button', { name: kit('loadMore') })).toBeVisible();
  },
};
