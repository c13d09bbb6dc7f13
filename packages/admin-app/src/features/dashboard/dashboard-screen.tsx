import { lazy, Suspense, useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ClipboardList, MessageSquare, Store, Users } from 'lucide-react';
import type { ActivityFeedFilters } from '@food-admin/api-client';
import { ActivityFeed, Banner, PageLayout, StatCard, StatGrid } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { useInfiniteGrid } from '@/features/lists/use-infinite-grid';
import { activityFeedQuery, dashboardStatsQuery } from './dashboard-queries';
import type { DashboardTrendsProps } from './dashboard-trends';
import { fromFeedControls, toFeedControls } from './feed-filters';
import { TrendsSkeleton } from './trends-skeleton';

// Requested when the dashboard's own code arrives (at start-up the route's chunks load while the
// sign-in is checked), not when it first renders, which waits for the sign-in and the page's data.
const trendsChunk = import('./dashboard-trends');
const DashboardTrends = lazy(() => trendsChunk.catch(() => import('./dashboard-trends')));

type DashboardScreenProps = {
  /** The feed's filters from the route's validated search (absent = all). */
  filters: ActivityFeedFilters;
  onFiltersChange: (next: ActivityFeedFilters) => void;
} & DashboardTrendsProps;

const STAT_CARDS = [
  { key: 'restaurants', label: 'Restaurants', to: '/admin/restaurants', icon: <Store size={18} /> },
  { key: 'users', label: 'Users', to: '/admin/users', icon: <Users size={18} /> },
  { key: 'orders', label: 'Orders', to: '/admin/orders', icon: <ClipboardList size={18} /> },
  { key: 'reviews', label: 'Reviews', to: '/admin/reviews', icon: <MessageSquare size={18} /> },
] as const;

/**
 * Four count cards linking to their lists, the trends of the last 7, 30 or 90 days with what needs
 * attention (docs/requirements.md#req-dashboard-trends), and the Recent Activity feed
 * (docs/requirements.md#req-routes-dashboard).
 */
export function DashboardScreen({ filters, onFiltersChange, period, onPeriodChange }: DashboardScreenProps) {
  const api = useApi();
  const stats = useQuery(dashboardStatsQuery(api));
  const { items, ...feed } = useInfiniteGrid(activityFeedQuery(api, filters));
  // The feed's entries sit below the cards and the trends: they render in a second pass React can
  // interrupt, not in the page's first commit (docs/performance.md#start-up).
  const feedShown = useDeferredValue(true, false);

  return (
    <PageLayout title="Dashboard">
      {stats.isError ? (
        <Banner tone="warning" onRetry={() => void stats.refetch()}>
          {stats.error.message}
        </Banner>
      ) : null}
      <StatGrid>
        {STAT_CARDS.map(({ key, label, to, icon }) => (
          <StatCard
            key={key}
            label={label}
            icon={icon}
            value={stats.data?.[key]}
            loading={stats.isPending}
            renderLink={({ className, children }) => (
              <Link to={to} className={className}>
                {children}
              </Link>
            )}
          />
        ))}
      </StatGrid>
      {/* The same boxes while its chunk loads, so the feed below does not move. */}
      <Suspense fallback={<TrendsSkeleton />}>
        <DashboardTrends period={period} onPeriodChange={onPeriodChange} />
      </Suspense>
      <ActivityFeed
        {...feed}
        loading={feed.loading || !feedShown}
        entries={feedShown ? items : []}
        filters={toFeedControls(filters)}
        onFiltersChange={(next) => onFiltersChange(fromFeedControls(next))}
      />
    </PageLayout>
  );
}
