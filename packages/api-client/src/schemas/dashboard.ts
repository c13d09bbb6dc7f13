import * as v from 'valibot';
import { MinorSchema } from '../money/money';
import { CALENDAR_DATE } from './common';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const DashboardStatsSchema = v.object({
  restaurants: Count,
  users: Count,
  orders: Count,
  reviews: Count,
});
export type DashboardStats = v.InferOutput<typeof DashboardStatsSchema>;

/*
 * The dashboard's trends (docs/api.md#dashboard): daily buckets over a range of UTC days, with the
 * previous period of the same length for the change on each card.
 */

export const DASHBOARD_RANGES = ['7d', '30d', '90d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DASHBOARD_RANGE_DAYS: Readonly<Record<DashboardRange, number>> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};
/** A custom range spans at most this many days. */
export const MAX_DASHBOARD_DAYS = 366;

const DAY_MS = 86_400_000;
/** A calendar day by the contract's one rule (CALENDAR_DATE: no `2026-02-30`), documented as its pattern. */
const DateParam = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be a date`),
      v.regex(CALENDAR_DATE, `${label} must be a date (2026-11-23)`),
    ),
  );
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
/** The days from `from` to `to` (both included) when both are days; a bad one has its own message. */
const spanOf = (input: { from?: string | undefined; to?: string | undefined }) =>
  input.from !== undefined &&
  input.to !== undefined &&
  CALENDAR_DATE.test(input.from) &&
  CALENDAR_DATE.test(input.to)
    ? daysBetween(input.from, input.to)
    : undefined;

/**
 * GET /admin/dashboard/series: `range=7d|30d|90d` (the last N days, today included), or `from` and
 * `to` (UTC dates, both included, at most 366 days); 30 days when neither is given.
 */
export const DashboardSeriesQuerySchema = v.pipe(
  v.object({
    range: v.optional(v.picklist(DASHBOARD_RANGES, `Range must be one of: ${DASHBOARD_RANGES.join(', ')}`)),
    from: DateParam('From'),
    to: DateParam('To'),
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => (input.from === undefined) === (input.to === undefined),
      'From and To go together',
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck([['from'], ['to']], (input) => (spanOf(input) ?? 1) >= 1, 'To must not be before From'),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => (spanOf(input) ?? 0) <= MAX_DASHBOARD_DAYS,
      `A range spans at most ${MAX_DASHBOARD_DAYS} days`,
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['range'], ['from']],
      (input) => input.range === undefined || input.from === undefined,
      'Give a range or dates, not both',
    ),
    ['range'],
  ),
);
export type DashboardSeriesQuery = v.InferInput<typeof DashboardSeriesQuerySchema>;

/** The first and last UTC day (both included) a series query asks for, at `now`. */
export function dashboardDays(query: v.InferOutput<typeof DashboardSeriesQuerySchema>, now: Date) {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  const days = DASHBOARD_RANGE_DAYS[query.range ?? '30d'];
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(today - (days - 1) * DAY_MS), to: iso(today) };
}

/** A sum of order totals: the decimal (as before) and its exact cents (docs/api.md#money). */
const Revenue = { revenue: v.number(), revenueMinor: MinorSchema };
const PeriodTotalsSchema = v.object({
  orders: Count,
  /** Sum of the totals of the orders placed, rejected and cancelled ones left out. */
  ...Revenue,
  /** What has been given back of those orders (succeeded refunds), in cents. */
  refundedMinor: MinorSchema,
  /** The revenue less what was refunded of it (docs/api.md#dashboard), in cents. */
  netRevenueMinor: MinorSchema,
  /** Mean rating of the approved reviews written in the period; null without one. */
  averageRating: v.nullable(v.number()),
});
export type DashboardPeriodTotals = v.InferOutput<typeof PeriodTotalsSchema>;

export const DashboardSeriesSchema = v.object({
  from: v.string(),
  to: v.string(),
  /** One per day from `from` to `to`, days without orders included (zeros). */
  buckets: v.array(
    v.object({
      date: v.string(),
      orders: Count,
      ...Revenue,
      reviews: Count,
      averageRating: v.nullable(v.number()),
    }),
  ),
  /** Orders placed in the range per status (statuses with none left out). */
  byStatus: v.array(v.object({ status: v.string(), count: Count })),
  /** The five restaurants with the most revenue in the range. */
  topRestaurants: v.array(
    v.object({ restaurantId: v.number(), name: v.string(), ...Revenue, orders: Count }),
  ),
  totals: v.object({ current: PeriodTotalsSchema, previous: PeriodTotalsSchema }),
  /** The currency of every amount above. */
  currency: v.string(),
});
export type DashboardSeries = v.InferOutput<typeof DashboardSeriesSchema>;

/** Orders waiting this long or more need attention. */
export const PENDING_ORDER_ALERT_MINUTES = 10;
/**
 * A pause on for this many hours or more needs attention: the pause dialog's short pauses (30 and
 * 60 minutes) have ended by then, so the restaurant has missed a meal service; the pause may have
 * been forgotten, or the stop is one a closure (with its dates) says better.
 */
export const LONG_PAUSE_ALERT_HOURS = 2;
/**
 * PENDING orders the platform answers by their restaurant's acceptance timeout within this many
 * minutes need attention: time enough to call the restaurant, or answer for it, before the
 * platform rejects (or accepts) them.
 */
export const ACCEPTANCE_TIMEOUT_ALERT_MINUTES = 5;

/** GET /admin/dashboard/attention: what waits for someone, each a link to its filtered list. */
export const DashboardAttentionSchema = v.object({
  pendingOrders: v.object({
    count: Count,
    /** Placed before this time (now minus 10 minutes): the orders list's createdTo. */
    placedBefore: v.string(),
  }),
  pendingReviews: Count,
  /** Active restaurants with no active menu (customers see nothing to order). */
  restaurantsWithoutActiveMenu: Count,
  /** Restaurants whose pause is on now (taking no orders): the restaurants list's availability=paused. */
  pausedRestaurants: Count,
  /**
   * Of those, the ones paused LONG_PAUSE_ALERT_HOURS or more ago (their `pausedAt`): the
   * restaurants list's availability=paused with pausedBefore that long ago.
   */
  longPausedRestaurants: Count,
  /**
   * PENDING orders whose acceptance timeout (their placement plus their restaurant's timeout
   * minutes, docs/api.md#operations) falls within the next ACCEPTANCE_TIMEOUT_ALERT_MINUTES; null
   * without one.
   */
  ordersNearAcceptanceTimeout: v.nullable(
    v.object({
      count: v.pipe(Count, v.minValue(1)),
      /** When the platform answers the first of them. */
      firstDueAt: v.string(),
      /**
       * The orders list's createdFrom and createdTo that take in all of them: their first placement,
       * and just after their last (createdTo leaves its own time out). Other PENDING orders placed
       * between show too; no list filter selects by timeout.
       */
      placedFrom: v.string(),
      placedBefore: v.string(),
    }),
  ),
});
export type DashboardAttention = v.InferOutput<typeof DashboardAttentionSchema>;
