// Shared by the charts and their skeletons, which render before the chart library has loaded.

/** Every plot is this tall, loading or not, so the page does not move when data arrives. */
export const CHART_HEIGHT = 200;

/** The dashboard's charts in page order; the last spans the row. */
export const CHART_TITLES = [
  'Orders per day',
  'Revenue per day',
  'Orders by status',
  'Top restaurants by revenue',
  'Average rating',
] as const;
export type ChartTitle = (typeof CHART_TITLES)[number];
export const WIDE_CHART: ChartTitle = 'Average rating';
