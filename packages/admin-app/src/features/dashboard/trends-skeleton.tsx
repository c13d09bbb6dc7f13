import { Skeleton } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/dashboard';
import { useT } from '@/i18n/locale-provider';
import { ChartSkeletons } from './charts/chart-skeletons';
import { PeriodCards } from './period-cards';
import './dashboard.css';

/**
 * The trends row while its chunk (the chart library) loads: the same boxes as the loaded row, at
 * every width, so the feed below does not move when it arrives.
 */
export function TrendsSkeleton() {
  const t = useT(messages);
  return (
    <div className="dashboard-trends" aria-busy="true">
      <div className="trends">
        <div className="trends__header">
          <h2 className="trends__title">{t('dashboard.trends')}</h2>
        </div>
        <PeriodCards totals={undefined} days={0} loading />
        <ChartSkeletons />
      </div>
      <div className="needs-attention">
        <h2 className="needs-attention__title">{t('dashboard.needsAttention')}</h2>
        <Skeleton text="md" width="60%" />
      </div>
    </div>
  );
}
