import { DEFAULT_CURRENCY, type DashboardPeriodTotals, type DashboardSeries } from '@food-admin/api-client';
import { StatCard, StatGrid, useKitStrings } from '@food-admin/ui';
import type { Translate } from '@/i18n/catalog';
import { messages } from '@/i18n/compiled/en/dashboard';
import { useLocale, useT } from '@/i18n/locale-provider';
import { dashboardFormats, type DashboardFormats } from './charts/chart-format';

/** '+12% vs previous 30 days'; nothing to compare with: 'Nothing to compare in the previous 30 days'. */
export function changeText(
  current: number | null,
  previous: number | null,
  days: number,
  t: Translate<keyof typeof messages>,
  formats: DashboardFormats,
): string {
  if (current === null || previous === null || previous === 0)
    return t('dashboard.nothingToCompare', { days });
  const percent = Math.round(((current - previous) / previous) * 100);
  return t('dashboard.change', { change: formats.percentChange(percent), days });
}

const CARDS = [
  { key: 'orders', label: 'dashboard.orders' },
  { key: 'revenue', label: 'dashboard.revenue' },
  { key: 'netRevenueMinor', label: 'dashboard.netRevenue' },
  { key: 'averageRating', label: 'dashboard.averageRating' },
] as const satisfies readonly { key: keyof DashboardPeriodTotals; label: keyof typeof messages }[];

type CardKey = (typeof CARDS)[number]['key'];

type PeriodCardsProps = {
  totals: DashboardSeries['totals'] | undefined;
  /** The currency of the revenue (the series'). */
  currency: string | undefined;
  /** The range's length in days: the previous period is as long. */
  days: number;
  loading: boolean;
};

/**
 * The range's totals beside the period before (docs/requirements.md#req-dashboard-trends): orders,
 * revenue (gross, and net of refunds) and the average rating of approved reviews.
 */
export function PeriodCards({ totals, currency, days, loading }: PeriodCardsProps) {
  const t = useT(messages);
  const formats = dashboardFormats(useLocale().locale);
  const { formatMoney } = useKitStrings();
  const format: Record<CardKey, (period: DashboardPeriodTotals) => string> = {
    orders: ({ orders }) => formats.count(orders),
    revenue: ({ revenueMinor }) => formatMoney(revenueMinor, currency ?? DEFAULT_CURRENCY),
    netRevenueMinor: ({ netRevenueMinor }) => formatMoney(netRevenueMinor, currency ?? DEFAULT_CURRENCY),
    averageRating: ({ averageRating }) =>
      averageRating === null ? '—' : `${formats.rating(averageRating)} ★`,
  };
  return (
    <StatGrid>
      {CARDS.map(({ key, label }) => (
        <StatCard
          key={key}
          className="period-card"
          label={t(label)}
          value={totals ? format[key](totals.current) : undefined}
          loading={loading}
          hint={totals ? changeText(totals.current[key], totals.previous[key], days, t, formats) : undefined}
        />
      ))}
    </StatGrid>
  );
}
