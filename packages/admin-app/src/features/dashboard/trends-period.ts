import * as v from 'valibot';
import {
  DASHBOARD_RANGE_DAYS,
  DASHBOARD_RANGES,
  dashboardDays,
  DashboardSeriesQuerySchema,
  type DashboardRange,
} from '@food-admin/api-client';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/dashboard';

/**
 * The dashboard trends' period as the URL holds it (docs/requirements.md#req-dashboard-trends):
 * `?range=7d|90d` (30 days when absent) or `?from=2026-11-01&to=2026-11-15` for custom dates.
 */
export type TrendsPeriod = {
  range?: DashboardRange | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The period's URL fields; combinations are checked by seriesQueryOf. */
export const TrendsPeriodSchema = v.object({
  range: v.optional(v.picklist(DASHBOARD_RANGES)),
  from: v.optional(v.pipe(v.string(), v.isoDate())),
  to: v.optional(v.pipe(v.string(), v.isoDate())),
});

export type SeriesQuery = { range: DashboardRange } | { from: string; to: string };

export const DEFAULT_RANGE: DashboardRange = '30d';

/** What the series endpoint is asked: the custom dates when they make a valid range, else the range. */
export function seriesQueryOf(period: TrendsPeriod): SeriesQuery {
  const { from, to } = period;
  if (from !== undefined && to !== undefined && v.safeParse(DashboardSeriesQuerySchema, { from, to }).success)
    return { from, to };
  return { range: period.range ?? DEFAULT_RANGE };
}

/**
 * The first message the contract gives for custom dates, or undefined when they are a valid range;
 * `bothNeeded` when a date is missing (the picker passes it in the active language).
 */
export function customDatesError(
  from: string,
  to: string,
  bothNeeded = 'Choose both dates',
): string | undefined {
  if (from === '' || to === '') return bothNeeded;
  const result = v.safeParse(DashboardSeriesQuerySchema, { from, to });
  return result.success ? undefined : result.issues[0].message;
}

/** The UTC days a query covers, at `now`. */
export function daysOf(query: SeriesQuery, now = new Date()) {
  const { from, to } = dashboardDays('from' in query ? query : { range: query.range }, now);
  const count =
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  return { from, to, count };
}

/** The range picker's choices: short, so all four fit side by side on a phone. */
export const rangeOptions = (
  t: Translate<keyof typeof messages>,
): readonly { value: DashboardRange | 'custom'; label: string }[] => [
  ...DASHBOARD_RANGES.map((value) => ({
    value,
    label: t('dashboard.rangeDays', { days: DASHBOARD_RANGE_DAYS[value] }),
  })),
  { value: 'custom', label: t('dashboard.custom') },
];
