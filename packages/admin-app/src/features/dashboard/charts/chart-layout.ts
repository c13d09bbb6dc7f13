// Shared by the charts and their skeletons, which render before the chart library has loaded.
import type { messages } from '@/i18n/compiled/en/dashboard';

/** Every plot is this tall, loading or not, so the page does not move when data arrives. */
export const CHART_HEIGHT = 200;

/** The dashboard's charts' titles in page order; the last spans the row. */
export const CHART_TITLES = [
  'dashboard.chart.ordersPerDay',
  'dashboard.chart.revenuePerDay',
  'dashboard.chart.ordersByStatus',
  'dashboard.chart.topRestaurants',
  'dashboard.averageRating',
] as const satisfies readonly (keyof typeof messages)[];
export type ChartTitle = (typeof CHART_TITLES)[number];
export const WIDE_CHART: ChartTitle = 'dashboard.averageRating';
