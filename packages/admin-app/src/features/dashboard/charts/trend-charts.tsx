import type { DashboardSeries, OrderStatus } from '@food-admin/api-client';
import { useKitStrings } from '@food-admin/ui';
import { useOrderStatusName } from '@/i18n/order-status-names';
import { messages } from '@/i18n/compiled/en/dashboard';
import { useLocale, useT } from '@/i18n/locale-provider';
import { WIDE_CHART } from './chart-layout';
import { ChartPanel } from './chart-panel';
import { dashboardFormats } from './chart-format';
import { ChartSkeletons } from './chart-skeletons';
import { DailyChart } from './daily-chart';
import { RankedBars } from './ranked-bars';

/** The busiest (or best) bucket, for a chart's summary. */
function peak<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>(
    (best, item) => (best === undefined || value(item) > value(best) ? item : best),
    undefined,
  );
}

/**
 * The dashboard's charts for one range (docs/requirements.md#req-dashboard-trends): orders and
 * revenue per day, the average rating of approved reviews per day, orders by status and the top
 * restaurants by revenue. Each is a ChartPanel: title, summary for screen readers, data on demand.
 * Without data yet every panel keeps its height (skeletons).
 */
export function TrendCharts({ series }: { series: DashboardSeries | undefined }) {
  const t = useT(messages);
  const { locale } = useLocale();
  const { formatMoney } = useKitStrings();
  const statusName = useOrderStatusName();
  if (series === undefined) return <ChartSkeletons />;

  const { shortDay, longDay, count, compactCount, compactPrice, rating, wholeNumber, list } =
    dashboardFormats(locale);
  const statusLabel = (status: string) => statusName(status as OrderStatus);
  const { buckets, totals } = series;
  const money = (minor: number) => formatMoney(minor, series.currency);
  const span = t('dashboard.chart.span', { from: shortDay(series.from), to: shortDay(series.to) });
  const noOrders = totals.current.orders === 0 ? t('dashboard.chart.noOrders') : undefined;
  const busiest = peak(buckets, (bucket) => bucket.orders);
  const richest = peak(buckets, (bucket) => bucket.revenue);
  const reviews = buckets.reduce((sum, bucket) => sum + bucket.reviews, 0);

  return (
    <div className="trend-charts">
      <ChartPanel
        title={t('dashboard.chart.ordersPerDay')}
        summary={
          busiest
            ? t('dashboard.chart.ordersSummary', {
                orders: totals.current.orders,
                span,
                day: shortDay(busiest.date),
                dayOrders: count(busiest.orders),
              })
            : t('dashboard.chart.ordersSummaryNoDay', { orders: totals.current.orders, span })
        }
        table={{
          columns: [t('dashboard.day'), t('dashboard.orders')],
          rows: buckets.map((b) => [longDay(b.date), count(b.orders)]),
        }}
        empty={noOrders}
      >
        {(width) => (
          <DailyChart
            width={width}
            kind="bar"
            points={buckets.map((b) => ({ date: b.date, value: b.orders }))}
            formatTick={compactCount}
            formatDay={shortDay}
          />
        )}
      </ChartPanel>
      <ChartPanel
        title={t('dashboard.chart.revenuePerDay')}
        summary={
          richest
            ? t('dashboard.chart.revenueSummary', {
                revenue: money(totals.current.revenueMinor),
                span,
                day: shortDay(richest.date),
                dayRevenue: money(richest.revenueMinor),
              })
            : t('dashboard.chart.revenueSummaryNoDay', { revenue: money(totals.current.revenueMinor), span })
        }
        table={{
          columns: [t('dashboard.day'), t('dashboard.revenue')],
          rows: buckets.map((b) => [longDay(b.date), money(b.revenueMinor)]),
        }}
        empty={noOrders}
      >
        {(width) => (
          <DailyChart
            width={width}
            kind="bar"
            points={buckets.map((b) => ({ date: b.date, value: b.revenue }))}
            formatTick={compactPrice(series.currency)}
            formatDay={shortDay}
          />
        )}
      </ChartPanel>
      <ChartPanel
        title={t('dashboard.chart.ordersByStatus')}
        summary={t('dashboard.chart.statusSummary', {
          span,
          list: list(series.byStatus.map((s) => `${statusLabel(s.status)} ${count(s.count)}`)),
        })}
        table={{
          columns: [t('dashboard.status'), t('dashboard.orders')],
          rows: series.byStatus.map((s) => [statusLabel(s.status), count(s.count)]),
        }}
        empty={noOrders}
      >
        <RankedBars
          rows={series.byStatus.map((s) => ({
            key: s.status,
            label: statusLabel(s.status),
            value: s.count,
            valueText: count(s.count),
          }))}
        />
      </ChartPanel>
      <ChartPanel
        title={t('dashboard.chart.topRestaurants')}
        summary={t('dashboard.chart.topSummary', {
          count: series.topRestaurants.length,
          span,
          list: list(series.topRestaurants.map((r) => `${r.name} ${money(r.revenueMinor)}`)),
        })}
        table={{
          columns: [t('dashboard.restaurant'), t('dashboard.revenue'), t('dashboard.orders')],
          rows: series.topRestaurants.map((r) => [r.name, money(r.revenueMinor), count(r.orders)]),
        }}
        empty={series.topRestaurants.length === 0 ? t('dashboard.chart.noRevenue') : undefined}
      >
        <RankedBars
          rows={series.topRestaurants.map((r) => ({
            key: String(r.restaurantId),
            label: r.name,
            value: r.revenue,
            valueText: compactPrice(series.currency)(r.revenue),
          }))}
        />
      </ChartPanel>
      <ChartPanel
        title={t(WIDE_CHART)}
        wide
        summary={t('dashboard.chart.ratingSummary', {
          span,
          rating: rating(totals.current.averageRating),
          reviews,
        })}
        table={{
          columns: [t('dashboard.day'), t('dashboard.reviews'), t('dashboard.averageRating')],
          rows: buckets.map((b) => [longDay(b.date), count(b.reviews), rating(b.averageRating)]),
        }}
        empty={reviews === 0 ? t('dashboard.chart.noApprovedReviews') : undefined}
      >
        {(width) => (
          <DailyChart
            width={width}
            kind="line"
            max={5}
            points={buckets.map((b) => ({ date: b.date, value: b.averageRating }))}
            formatTick={wholeNumber}
            formatDay={shortDay}
          />
        )}
      </ChartPanel>
    </div>
  );
}
