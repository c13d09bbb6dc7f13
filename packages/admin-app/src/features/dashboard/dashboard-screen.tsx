import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ClipboardList, MessageSquare, Store, Users } from 'lucide-react';
import type { ActivityFeedFilters } from '@food-admin/api-client';
import { ActivityFeed, Banner, PageLayout, StatCard, StatGrid } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import { useInfiniteGrid } from '@/shared/lists/use-infinite-grid';
import { messages } from '@/i18n/compiled/en/dashboard';
import { useT } from '@/i18n/locale-provider';
import { activityFeedQuery, dashboardStatsQuery } from './dashboard-queries';
import { DashboardTrends, type DashboardTrendsProps } from './dashboard-trends';
import { fromFeedControls, toFeedControls } from './feed-filters';

type DashboardScreenProps = {
  /** The feed's filters from the route's validated search (absent = all). */
  filters: ActivityFeedFilters;
  onFiltersChange: (next: ActivityFeedFilters) => void;
} & DashboardTrendsProps;

const STAT_CARDS = [
  { key: 'restaurants', label: 'dashboard.restaurants', to: '/admin/restaurants', icon: <Store size={18} /> },
  { key: 'users', label: 'dashboard.users', to: '/admin/users', icon: <Users size={18} /> },
  { key: 'orders', label: 'dashboard.orders', to: '/admin/orders', icon: <ClipboardList size={18} /> },
  { key: 'reviews', label: 'dashboard.reviews', to: '/admin/reviews', icon: <MessageSquare size={18} /> },
] as const;

/**
 * Four count cards linking to their lists, the trends of the last 7, 30 or 90 days with what needs
 * attention (docs/requirements.md#req-dashboard-trends), and the Recent Activity feed
 * (docs/requirements.md#req-routes-dashboard).
 */
export function DashboardScreen({ filters, onFiltersChange, period, onPeriodChange }: DashboardScreenProps) {
  const texts = useApiTexts();
  const api = useApi();
  const t = useT(messages);
  const stats = useQuery(dashboardStatsQuery(api));
  const { items, ...feed } = useInfiniteGrid(activityFeedQuery(api, filters));
  // Each entry in the reader's language, from its code (the server's text is English).
  const entries = useMemo(
    () => items.map((entry) => ({ ...entry, action: texts.activity(entry) })),
    [items, texts],
  );
  // The feed's entries sit below the cards and the trends: they render in a second pass React can
  // interrupt, not in the page's first commit (docs/performance.md#start-up).
  const feedShown = useDeferredValue(true, false);

  return (
    <PageLayout title={t('dashboard.title')}>
      {stats.isError ? (
        <Banner tone="warning" onRetry={() => void stats.refetch()}>
          {texts.error(stats.error)}
        </Banner>
      ) : null}
      <StatGrid>
        {STAT_CARDS.map(({ key, label, to, icon }) => (
          <StatCard
            key={key}
            label={t(label)}
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
      <DashboardTrends period={period} onPeriodChange={onPeriodChange} />
      <ActivityFeed
        {...feed}
        loading={feed.loading || !feedShown}
        entries={feedShown ? entries : []}
        filters={toFeedControls(filters)}
        onFiltersChange={(next) => onFiltersChange(fromFeedControls(next))}
      />
    </PageLayout>
  );
}
