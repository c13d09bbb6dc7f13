import { useQuery } from '@tanstack/react-query';
import {
  DASHBOARD_RANGE_DAYS,
  DASHBOARD_RANGES,
  type DashboardPeriodTotals,
  type DashboardRange,
} from '@food-admin/api-client';
import { Banner, formatPrice, Select, StatCard, StatGrid } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { dashboardSeriesQuery } from './dashboard-queries';

type PeriodCardsProps = { range: DashboardRange; onRangeChange: (range: DashboardRange) => void };

/** '+12% vs previous 30 days'; nothing to compare with: 'No orders in the previous 30 days'. */
export function changeText(current: number | null, previous: number | null, days: number): string {
  const period = `previous ${days} days`;
  if (current === null || previous === null || previous === 0) return `Nothing to compare in the ${period}`;
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? '+' : ''}${percent}% vs ${period}`;
}

const CARDS: {
  key: keyof DashboardPeriodTotals;
  label: string;
  format: (value: number | null) => string;
}[] = [
  { key: 'orders', label: 'Orders', format: (value) => (value ?? 0).toLocaleString('en-US') },
  { key: 'revenue', label: 'Revenue', format: (value) => formatPrice(value ?? 0) },
  {
    key: 'averageRating',
    label: 'Average rating',
    format: (value) => (value === null ? '—' : `${value.toFixed(2)} ★`),
  },
];

/**
 * The range's totals beside the period before (docs/requirements.md#req-dashboard-trends): orders,
 * revenue and the average rating of approved reviews, over the last 7, 30 or 90 days.
 */
export function PeriodCards({ range, onRangeChange }: PeriodCardsProps) {
  const api = useApi();
  const series = useQuery(dashboardSeriesQuery(api, range));
  const days = DASHBOARD_RANGE_DAYS[range];
  const totals = series.data?.totals;
  return (
    <section className="period-cards" aria-labelledby="period-cards-title">
      <div className="period-cards__header">
        <h2 id="period-cards-title" className="period-cards__title">
          Trends
        </h2>
        <div className="period-cards__range">
          <Select
            aria-label="Range"
            size="sm"
            value={range}
            onValueChange={onRangeChange}
            options={DASHBOARD_RANGES.map((value) => ({
              value,
              label: `Last ${DASHBOARD_RANGE_DAYS[value]} days`,
            }))}
          />
        </div>
      </div>
      {series.isError ? (
        <Banner tone="warning" onRetry={() => void series.refetch()}>
          {series.error.message}
        </Banner>
      ) : null}
      <StatGrid>
        {CARDS.map(({ key, label, format }) => (
          <StatCard
            key={key}
            className="period-card"
            label={label}
            value={totals ? format(totals.current[key]) : undefined}
            loading={series.isPending}
            hint={totals ? changeText(totals.current[key], totals.previous[key], days) : undefined}
          />
        ))}
      </StatGrid>
    </section>
  );
}
