import * as v from 'valibot';
import { DeliveryZonesSchema, LocationSchema } from './delivery-zones';
import { addDays, isTimeZone } from './zoned-time';

/*
 * A restaurant's operating rules (issue 48; docs/requirements.md#req-operations): when it is open,
 * its exceptions and closures, and a pause. Declared once here; the server stores and checks them,
 * the app edits them, and availability.ts turns them into "accepting orders now".
 */

/** Why a restaurant is paused. */
export const PAUSE_REASONS = ['busy', 'kitchen-issue', 'staff-shortage', 'other'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

/** At most this many minutes between the last order and closing. */
export const MAX_LAST_ORDER_MINUTES = 240;
/** What the platform does with a PENDING order past the restaurant's acceptance timeout. */
export const ACCEPTANCE_TIMEOUT_ACTIONS = ['reject', 'accept'] as const;
export type AcceptanceTimeoutAction = (typeof ACCEPTANCE_TIMEOUT_ACTIONS)[number];
/** At most this many minutes for the acceptance timeout. */
export const MAX_ACCEPTANCE_TIMEOUT_MINUTES = 120;
/** The reason a rejection by the acceptance timeout gives (the order's timeline shows it). */
export const NOT_ACCEPTED_IN_TIME = 'Not accepted in time';

/** At most this many minutes of preparation, and of extra preparation while busy. */
export const MAX_PREPARATION_MINUTES = 240;
/** The preparation time of a restaurant that has not set its own. */
export const DEFAULT_PREPARATION_MINUTES = 20;

/** A pause ends within this many days (a longer stop is a closure, with its dates). */
export const MAX_PAUSE_DAYS = 7;
/** At most this many opening intervals per day (split shifts). */
export const MAX_INTERVALS_PER_DAY = 6;

const MINUTES_PER_DAY = 1440;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `HH:MM` as minutes since midnight; `24:00` is 1440. */
export function minuteOf(time: string): number {
  if (time === '24:00') return MINUTES_PER_DAY;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const TimeSchema = v.pipe(v.string(), v.regex(TIME, 'Use a time such as 09:30'));
const ClosingTimeSchema = v.pipe(
  v.string(),
  v.check((value) => value === '24:00' || TIME.test(value), 'Use a time such as 22:00 (24:00 is midnight)'),
);
const DateSchema = v.pipe(
  v.string(),
  v.regex(DATE, 'Use a date such as 2026-12-24'),
  // 2026-02-30 matches the pattern; Date.parse refuses it (NaN) or moves it on (2026-03-02).
  v.check(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value,
    'This date does not exist',
  ),
);

/**
 * One opening interval of a day. Closing at or before opening means the next day (22:00-02:00);
 * 00:00-00:00 is the whole day. An interval belongs to the day it opens on.
 */
export const OpeningIntervalSchema = v.object({
  opens: TimeSchema,
  closes: ClosingTimeSchema,
});
export type OpeningInterval = v.InferOutput<typeof OpeningIntervalSchema>;

/** Where an interval starts and ends, in minutes from the start of its day (end up to 2880). */
export function spanOf(interval: OpeningInterval): { start: number; end: number } {
  const start = minuteOf(interval.opens);
  const closes = minuteOf(interval.closes);
  return { start, end: closes > start ? closes : closes + MINUTES_PER_DAY };
}

/** The first overlap among intervals placed on one time line (spans in minutes), if any. */
function firstOverlap(spans: { start: number; end: number; label: string }[]): string | undefined {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index++) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (previous !== undefined && current !== undefined && current.start < previous.end)
      return `${previous.label} and ${current.label} overlap`;
  }
  return undefined;
}

const IntervalsSchema = v.pipe(
  v.array(OpeningIntervalSchema),
  v.maxLength(MAX_INTERVALS_PER_DAY, `At most ${MAX_INTERVALS_PER_DAY} intervals a day`),
  v.check(
    (intervals) =>
      firstOverlap(intervals.map((interval) => ({ ...spanOf(interval), label: '' }))) === undefined,
    'Intervals of one day must not overlap',
  ),
);

/** Every day 00:00-00:00: what a restaurant without hours of its own keeps (as before hours existed). */
export const ALWAYS_OPEN: OpeningInterval[][] = Array.from({ length: 7 }, () => [
  { opens: '00:00', closes: '00:00' },
]);

/** Weekday names in the order of `week` (ISO: Monday first), for messages. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/**
 * The week's intervals, Monday first, overnight intervals included: a Monday 22:00-02:00 and a
 * Tuesday 01:00-09:00 overlap, and so do a Sunday night and the Monday morning after.
 */
export function weekOverlap(week: readonly (readonly OpeningInterval[])[]): string | undefined {
  const spans = week.flatMap((intervals, day) =>
    intervals.flatMap((interval) => {
      const { start, end } = spanOf(interval);
      const label = `${WEEKDAYS[day]} ${interval.opens}-${interval.closes}`;
      const offset = day * MINUTES_PER_DAY;
      // Sunday's night continues into the first Monday of the line as well.
      const spans = [{ start: offset + start, end: offset + end, label }];
      if (day === 6 && end > MINUTES_PER_DAY)
        spans.push({ start: -MINUTES_PER_DAY + start, end: end - MINUTES_PER_DAY, label });
      return spans;
    }),
  );
  return firstOverlap(spans);
}

const WeekSchema = v.pipe(
  v.array(IntervalsSchema),
  v.length(7, 'A week has seven days, Monday first'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const overlap = weekOverlap(dataset.value);
    if (overlap !== undefined) addIssue({ message: overlap });
  }),
);

/** A date with other hours than its weekday's (empty intervals: closed that day). */
export const OpeningExceptionSchema = v.object({
  date: DateSchema,
  /** Also every later year on the same month and day (a national holiday). */
  yearly: v.boolean(),
  intervals: IntervalsSchema,
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Note must be at most 200 characters')), ''),
});
export type OpeningException = v.InferOutput<typeof OpeningExceptionSchema>;

/** Closed from one date to another, both included (holidays, renovation). */
export const ClosureSchema = v.pipe(
  v.object({
    from: DateSchema,
    to: DateSchema,
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'Say why it is closed'),
      v.maxLength(200, 'Reason must be at most 200 characters'),
    ),
  }),
  v.check((closure) => closure.from <= closure.to, 'The closure must end on or after its first day'),
);
export type Closure = v.InferOutput<typeof ClosureSchema>;

/** Paused: taking no orders until `until`, then resumed by itself. */
export const PauseSchema = v.object({
  reason: v.picklist(PAUSE_REASONS, 'Choose a reason'),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Note must be at most 200 characters')), ''),
  until: v.pipe(
    v.string(),
    v.isoTimestamp('Use a date and time'),
    v.check((until) => Date.parse(until) > Date.now(), 'The pause must end in the future'),
    v.check(
      (until) => Date.parse(until) <= Date.now() + MAX_PAUSE_DAYS * 86_400_000,
      `At most ${MAX_PAUSE_DAYS} days: a longer stop is a closure`,
    ),
  ),
});
export type Pause = v.InferOutput<typeof PauseSchema>;

export const OperatingRulesSchema = v.object({
  /** IANA time zone the hours are in (Europe/Paris). */
  timeZone: v.pipe(v.string(), v.check(isTimeZone, 'Choose a time zone such as Europe/Paris')),
  week: WeekSchema,
  exceptions: v.pipe(
    v.array(OpeningExceptionSchema),
    v.maxLength(366, 'At most 366 exceptions'),
    v.check(
      (exceptions) => new Set(exceptions.map((exception) => exception.date)).size === exceptions.length,
      'One exception per date',
    ),
  ),
  closures: v.pipe(v.array(ClosureSchema), v.maxLength(100, 'At most 100 closures')),
  pause: v.nullable(PauseSchema),
  /** A PENDING order nobody answered in this many minutes is answered by the platform (0: never). */
  acceptanceTimeoutMinutes: v.pipe(
    v.number(),
    v.integer('Use whole minutes'),
    v.minValue(0, 'At least 0 minutes (0: off)'),
    v.maxValue(MAX_ACCEPTANCE_TIMEOUT_MINUTES, `At most ${MAX_ACCEPTANCE_TIMEOUT_MINUTES} minutes`),
  ),
  /** What the platform answers then: reject it ("Not accepted in time") or accept it. */
  acceptanceTimeoutAction: v.picklist(ACCEPTANCE_TIMEOUT_ACTIONS, 'Choose reject or accept'),
  /** Orders are taken until this many minutes before closing. */
  lastOrderMinutes: v.pipe(
    v.number(),
    v.integer('Use whole minutes'),
    v.minValue(0, 'At least 0 minutes'),
    v.maxValue(MAX_LAST_ORDER_MINUTES, `At most ${MAX_LAST_ORDER_MINUTES} minutes`),
  ),
  /** How long an order takes to prepare, from its placement. */
  preparationMinutes: v.pipe(
    v.number(),
    v.integer('Use whole minutes'),
    v.minValue(1, 'At least 1 minute'),
    v.maxValue(MAX_PREPARATION_MINUTES, `At most ${MAX_PREPARATION_MINUTES} minutes`),
  ),
  /** Busy: from this many orders in the kitchen (pending, accepted, preparing) on; 0: never. */
  busyFromOrders: v.pipe(
    v.number(),
    v.integer('Use a whole number'),
    v.minValue(0, 'At least 0 (0: never)'),
    v.maxValue(1000, 'At most 1000'),
  ),
  /** Minutes of preparation added while busy. */
  busyExtraMinutes: v.pipe(
    v.number(),
    v.integer('Use whole minutes'),
    v.minValue(0, 'At least 0 minutes'),
    v.maxValue(MAX_PREPARATION_MINUTES, `At most ${MAX_PREPARATION_MINUTES} minutes`),
  ),
  /** The least subtotal it takes (minor units; 0: none); a zone may ask its own. */
  minimumOrderMinor: v.pipe(
    v.number(),
    v.integer('Use an amount in cents'),
    v.minValue(0, 'At least 0'),
    v.maxValue(1_000_000, 'This amount is too high'),
  ),
  /** Where it cooks: the centre of its radius zones (null: not set, so radius zones cannot be). */
  location: v.nullable(LocationSchema),
  /** Where it delivers (delivery-zones.ts); none: it delivers nowhere, so takes no delivery orders. */
  zones: DeliveryZonesSchema,
});
export type OperatingRules = v.InferOutput<typeof OperatingRulesSchema>;

/** The intervals that apply on `date`: a closure's none, else an exception's, else the weekday's. */
export function intervalsOn(
  rules: OperatingRules,
  date: string,
  weekday: number,
): readonly OpeningInterval[] {
  if (rules.closures.some((closure) => closure.from <= date && date <= closure.to)) return [];
  const exception =
    rules.exceptions.find((candidate) => candidate.date === date) ??
    rules.exceptions.find(
      (candidate) => candidate.yearly && candidate.date < date && candidate.date.slice(5) === date.slice(5),
    );
  return exception?.intervals ?? rules.week[weekday] ?? [];
}

/** The closure covering `date`, if any. */
export function closureOn(rules: OperatingRules, date: string): Closure | undefined {
  return rules.closures.find((closure) => closure.from <= date && date <= closure.to);
}

/**
 * The order and delivery rules of a restaurant that has set none (the database's column defaults,
 * 0026_delivery_zones.sql): the default preparation time, never busy, no minimum, no location and
 * no zones (so it delivers nowhere until zones are drawn).
 */
export const DEFAULT_ORDER_RULES = {
  preparationMinutes: DEFAULT_PREPARATION_MINUTES,
  busyFromOrders: 0,
  busyExtraMinutes: 0,
  minimumOrderMinor: 0,
  location: null,
  zones: [],
} as const satisfies Pick<
  OperatingRules,
  'preparationMinutes' | 'busyFromOrders' | 'busyExtraMinutes' | 'minimumOrderMinor' | 'location' | 'zones'
>;

/** PUT /api/restaurants/{id}/operations: the rules without the pause (it has its own calls). */
export const OperatingRulesInputSchema = v.pipe(
  v.omit(OperatingRulesSchema, ['pause']),
  v.forward(
    v.check(
      (rules) => rules.location !== null || rules.zones.every((zone) => zone.kind !== 'radius'),
      'Set the location: radius zones are measured from it',
    ),
    ['location'],
  ),
);
export type OperatingRulesInput = v.InferInput<typeof OperatingRulesInputSchema>;
