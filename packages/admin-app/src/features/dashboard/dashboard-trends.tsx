import { lazy, Suspense, useDeferredValue } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Banner } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import { messages } from '@/i18n/compiled/en/dashboard';
import { useT } from '@/i18n/locale-provider';
import { ChartSkeletons } from './charts/chart-skeletons';
import { dashboardSeriesQuery } from './dashboard-queries';
import { NeedsAttention } from './needs-attention';
import { PeriodCards } from './period-cards';
import { PeriodPicker } from './period-picker';
import { daysOf, seriesQueryOf, type TrendsPeriod } from './trends-period';
import './dashboard.css';

// The chart library (visx, d3) is a chunk of its own, requested as soon as this code runs: the
// period cards above the charts (the page's largest text on a phone) render without waiting for it.
const chartsChunk = import('./charts/trend-charts');
const TrendCharts = lazy(() =>
  chartsChunk
    .catch(() => import('./charts/trend-charts'))
    .then((module) => ({ default: module.TrendCharts })),
);

export type DashboardTrendsProps = {
  /** The range in the URL (absent = the last 30 days). */
  period: TrendsPeriod;
  onPeriodChange: (next: TrendsPeriod) => void;
};

/**
 * The dashboard's trends and alerts (docs/requirements.md#req-dashboard-trends). While another
 * range loads, the previous one stays on screen (marked busy) instead of flashing skeletons.
 */
export function DashboardTrends({ period, onPeriodChange }: DashboardTrendsProps) {
  const texts = useApiTexts();
  const api = useApi();
  const t = useT(messages);
  const query = seriesQueryOf(period);
  const series = useQuery({ ...dashboardSeriesQuery(api, query), placeholderData: keepPreviousData });
  const days = series.data?.buckets.length ?? daysOf(query).count;
  // The charts are the page's heaviest render: they draw in a background render React can pause
  // for input, after the cards (their skeletons meanwhile, the same boxes).
  const chartSeries = useDeferredValue(series.data, undefined);
  return (
    <div className="dashboard-trends">
      <section className="trends" aria-labelledby="trends-title" aria-busy={series.isFetching}>
        <div className="trends__header">
          <h2 id="trends-title" className="trends__title">
            {t('dashboard.trends')}
          </h2>
          <PeriodPicker query={query} onPeriodChange={onPeriodChange} />
        </div>
        {series.isError ? (
          <Banner tone="warning" onRetry={() => void series.refetch()}>
            {texts.error(series.error)}
          </Banner>
        ) : null}
        <PeriodCards
          totals={series.data?.totals}
          currency={series.data?.currency}
          days={days}
          loading={series.isPending}
        />
        {series.isError ? null : (
          <Suspense fallback={<ChartSkeletons />}>
            <TrendCharts series={chartSeries} />
          </Suspense>
        )}
      </section>
      <NeedsAttention />
    </div>
  );
}
