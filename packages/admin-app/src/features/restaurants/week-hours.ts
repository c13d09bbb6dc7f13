import { minuteOf, spanOf, type OpeningInterval } from '@food-admin/api-client';

/*
 * What the week editor does to a week's intervals, apart from how it shows them: the new interval
 * a day gets, a day copied to the others, and whether an interval runs into the next day. The
 * rules themselves (formats, overlaps) are the contract's (operating-rules.ts).
 */

const MINUTES_PER_DAY = 1440;

/** `minutes` since midnight as `HH:MM` (1440: `24:00`). */
function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The interval "Add hours" appends: 09:00-17:00 on an empty day, else two hours from the day's
 * last closing (up to midnight); a day already open until midnight gets 09:00-17:00, which the
 * overlap check then names.
 */
export function nextInterval(day: readonly OpeningInterval[]): OpeningInterval {
  const last = day.at(-1);
  if (last === undefined || !/^\d\d:\d\d$/.test(last.closes)) return { opens: '09:00', closes: '17:00' };
  const { start, end } = spanOf(last);
  if (end >= MINUTES_PER_DAY || end <= start) return { opens: '09:00', closes: '17:00' };
  return { opens: timeOf(end), closes: timeOf(Math.min(end + 120, MINUTES_PER_DAY)) };
}

/** The week with every day's intervals replaced by a copy of day `from`'s. */
export function copyDayToAll(
  week: readonly (readonly OpeningInterval[])[],
  from: number,
): OpeningInterval[][] {
  const source = week[from] ?? [];
  return week.map(() => source.map((interval) => ({ ...interval })));
}

/**
 * Whether the interval closes on the next day (22:00-02:00, 10:00-10:00). Closing at midnight
 * (00:00 or 24:00) does not count: that is the end of its own day.
 */
export function runsOvernight(interval: OpeningInterval): boolean {
  if (!/^\d\d:\d\d$/.test(interval.opens) || !/^\d\d:\d\d$/.test(interval.closes)) return false;
  const closes = minuteOf(interval.closes);
  return closes !== 0 && closes !== MINUTES_PER_DAY && closes <= minuteOf(interval.opens);
}
