import { ORDER_STATUS_LABELS, type DashboardSeries, type OrderStatus } from '@food-admin/api-client';
import { formatPrice } from '@food-admin/ui';
import { WIDE_CHART } from './chart-layout';
import { ChartPanel } from './chart-panel';
import { compactCount, compactPrice, longDay, ratingText, shortDay } from './chart-format';
import { ChartSkeletons } from './chart-skeletons';
import { DailyChart } from './daily-chart';
import { RankedBars } from './ranked-bars';

const count = (value: number) => value.toLocaleString('en-US');
const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
const NO_ORDERS = 'No orders in this period.';

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
  if (series === undefined) return <ChartSkeletons />;

  const { buckets, totals } = series;
  const span = `from ${shortDay(series.from)} to ${shortDay(series.to)}`;
  const noOrders = totals.current.orders === 0 ? NO_ORDERS : undefined;
  const busiest = peak(buckets, (bucket) => bucket.orders);
  const richest = peak(buckets, (bucket) => bucket.revenue);
  const reviews = buckets.reduce((sum, bucket) => sum + bucket.reviews, 0);

  return (
    <div className="trend-charts">
      <ChartPanel
        title="Orders per day"
        summary={`${count(totals.current.orders)} orders ${span}; busiest day ${busiest ? `${shortDay(busiest.date)} with ${count(busiest.orders)}` : 'none'}.`}
        table={{ columns: ['Day', 'Orders'], rows: buckets.map((b) => [longDay(b.date), count(b.orders)]) }}
        empty={noOrders}
      >
        {(width) => (
          <DailyChart
            width={width}
            kind="bar"
            points={buckets.map((b) => ({ date: b.date, value: b.orders }))}
            formatTick={compactCount}
          />
        )}
      </ChartPanel>
      <ChartPanel
        title="Revenue per day"
        summary={`${formatPrice(totals.current.revenue)} revenue ${span}; best day ${richest ? `${shortDay(richest.date)} with ${formatPrice(richest.revenue)}` : 'none'}.`}
        table={{
          columns: ['Day', 'Revenue'],
          rows: buckets.map((b) => [longDay(b.date), formatPrice(b.revenue)]),
        }}
        empty={noOrders}
      >
        {(width) => (
          <DailyChart
            width={width}
            kind="bar"
            points={buckets.map((b) => ({ date: b.date, value: b.revenue }))}
            formatTick={compactPrice}
          />
        )}
      </ChartPanel>
      <ChartPanel
        title="Orders by status"
        summary={`Orders ${span} by status: ${series.byStatus.map((s) => `${statusLabel(s.status)} ${count(s.count)}`).join(', ')}.`}
        table={{
          columns: ['Status', 'Orders'],
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
        title="Top restaurants by revenue"
        summary={`The ${series.topRestaurants.length} restaurants with the most revenue ${span}: ${series.topRestaurants.map((r) => `${r.name} ${formatPrice(r.revenue)}`).join(', ')}.`}
        table={{
          columns: ['Restaurant', 'Revenue', 'Orders'],
          rows: series.topRestaurants.map((r) => [r.name, formatPrice(r.revenue), count(r.orders)]),
        }}
        empty={series.topRestaurants.length === 0 ? 'No revenue in this period.' : undefined}
      >
        <RankedBars
          rows={series.topRestaurants.map((r) => ({
            key: String(r.restaurantId),
            label: r.name,
            value: r.revenue,
            valueText: compactPrice(r.revenue),
          }))}
        />
      </ChartPanel>
      <ChartPanel
        title={WIDE_CHART}
        wide
        summary={`Average rating of approved reviews ${span}: ${ratingText(totals.current.averageRating)} over ${count(reviews)} reviews.`}
        table={{
          columns: ['Day', 'Reviews', 'Average rating'],
          rows: buckets.map((b) => [longDay(b.date), count(b.reviews), ratingText(b.averageRating)]),
        }}
        empty={reviews === 0 ? 'No approved reviews in this period.' : undefined}
      >
        {(width) => (
          <DailyChart
            width={width}
            kind="line"
            max={5}
            points={buckets.map((b) => ({ date: b.date, value: b.averageRating }))}
            formatTick={(value) => value.toFixed(0)}
          />
        )}
      </ChartPanel>
    </div>
  );
}
