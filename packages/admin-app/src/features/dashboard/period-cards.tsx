import type { DashboardPeriodTotals, DashboardSeries } from '@food-admin/api-client';
import { formatPrice, StatCard, StatGrid } from '@food-admin/ui';

/** '+12% vs previous 30 days'; nothing to compare with: 'Nothing to compare in the previous 30 days'. */
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

type PeriodCardsProps = {
  totals: DashboardSeries['totals'] | undefined;
  /** The range's length in days: the previous period is as long. */
  days: number;
  loading: boolean;
};

/**
 * The range's totals beside the period before (docs/requirements.md#req-dashboard-trends): orders,
 * revenue and the average rating of approved reviews.
 */
export function PeriodCards({ totals, days, loading }: PeriodCardsProps) {
  return (
    <StatGrid>
      {CARDS.map(({ key, label, format }) => (
        <StatCard
          key={key}
          className="period-card"
          label={label}
          value={totals ? format(totals.current[key]) : undefined}
          loading={loading}
          hint={totals ? changeText(totals.current[key], totals.previous[key], days) : undefined}
        />
      ))}
    </StatGrid>
  );
}
