import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ClipboardList, MessageSquare, Store, Users } from 'lucide-react';
import type { ActivityCategory, ActivityLevel } from '@food-admin/api-client';
import { activityQueries, dashboardQueries } from '@food-admin/api-client/query';
import { ActivityFeed, Banner, PageLayout, StatCard, StatGrid } from '@food-admin/ui';
import { useApi } from '../../lib/api-context';
import { blankToUndefined } from '../../lib/search-params';

/** The feed's filters as they live in the URL (absent = All / no search). */
export type ActivityFilters = { search?: string; category?: ActivityCategory; level?: ActivityLevel };

type DashboardScreenProps = {
  filters: ActivityFilters;
  onFiltersChange: (next: ActivityFilters) => void;
};

const STAT_CARDS = [
  { key: 'restaurants', label: 'Restaurants', to: '/admin/restaurants', icon: <Store size={18} /> },
  { key: 'users', label: 'Users', to: '/admin/users', icon: <Users size={18} /> },
  { key: 'orders', label: 'Orders', to: '/admin/orders', icon: <ClipboardList size={18} /> },
  { key: 'reviews', label: 'Reviews', to: '/admin/reviews', icon: <MessageSquare size={18} /> },
] as const;

/** SPEC section 2: four count cards linking to their lists, and the Recent Activity feed. */
export function DashboardScreen({ filters, onFiltersChange }: DashboardScreenProps) {
  const api = useApi();
  const stats = useQuery(dashboardQueries.stats(api));
  // The category filter really is sent as the category (SPEC's known defect is fixed, see DESIGN.md).
  const activity = useInfiniteQuery(
    activityQueries.infinite(api, {
      search: blankToUndefined(filters.search),
      category: filters.category,
      level: filters.level,
    }),
  );
  const entries = activity.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <PageLayout title="Dashboard">
      {stats.isError ? <Banner tone="warning">{stats.error.message}</Banner> : null}
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
      <ActivityFeed
        entries={entries}
        filters={{
          category: filters.category ?? '',
          level: filters.level ?? '',
          search: filters.search ?? '',
        }}
        onFiltersChange={(next) =>
          onFiltersChange({
            search: blankToUndefined(next.search),
            // DISH entries exist but the SPEC filter list has no Dish option; the kit's type allows it.
            category: next.category === '' ? undefined : next.category,
            level: next.level === '' ? undefined : next.level,
          })
        }
        loading={activity.isPending}
        loadingMore={activity.isFetchingNextPage}
        hasMore={activity.hasNextPage}
        onLoadMore={() => void activity.fetchNextPage()}
        error={activity.isError ? activity.error.message : null}
      />
    </PageLayout>
  );
}
