/*
 * Wall-clock time in an IANA time zone, from the runtime's own time-zone data (Intl), so the
 * server, the app and the other apps agree without shipping a time-zone library.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A local calendar date, `YYYY-MM-DD`, and a minute of that day (0..1439). */
export type WallTime = { date: string; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows `timeZone` as an IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `timeZone` at `instantMs`, read as if it were UTC (so arithmetic works). */
function wallMs(timeZone: string, instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** How far the zone's clock is ahead of UTC at `instantMs` (negative west of Greenwich). */
function offsetMs(timeZone: string, instantMs: number): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallMs(timeZone, whole) - whole;
}

/** The local date and minute of the day in `timeZone` at `instantMs`. */
export function wallTimeAt(timeZone: string, instantMs: number): WallTime {
  const wall = wallMs(timeZone, instantMs);
  const date = new Date(wall).toISOString().slice(0, 10);
  return { date, minute: Math.floor((wall % DAY_MS) / MINUTE_MS) };
}

/** `date` plus `days` (negative: earlier), as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Monday ... 6 = Sunday (ISO order, as the week editor shows it). */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The instants at which the clock of `timeZone` shows `date` at `minute` (minute may be 1440, the
 * next midnight): one on most days, two in the hour repeated when clocks go back (earliest first),
 * and none in the hour skipped when they go forward, where the first instant after the gap is
 * given instead (`skipped: true`), the moment that wall time would have come.
 */
export function instantsOf(
  timeZone: string,
  date: string,
  minute: number,
): { instants: number[]; skipped: boolean } {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * MINUTE_MS;
  // Clocks change at most once around one wall time: the offsets a day before and after cover it.
  const offsets = new Set([offsetMs(timeZone, wall - DAY_MS), offsetMs(timeZone, wall + DAY_MS)]);
  const instants = [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallMs(timeZone, instant) === wall)
    .sort((a, b) => a - b);
  if (instants.length > 0) return { instants, skipped: false };
  // In a gap: find the change itself, between the instant read with each offset.
  let [low, high] = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b) as [number, number];
  const before = offsetMs(timeZone, low);
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2 / 1000) * 1000;
    if (offsetMs(timeZone, middle) === before) low = middle;
    else high = middle;
  }
  return { instants: [high], skipped: true };
}

/**
 * The instants in [from, to] at which the clock of `timeZone` is set forward or back: where an
 * hour repeats, a time just closed may be open again.
 */
export function clockChanges(timeZone: string, from: number, to: number): number[] {
  const changes: number[] = [];
  for (let day = from; day < to; day += DAY_MS) {
    let [low, high] = [day, Math.min(day + DAY_MS, to)];
    const before = offsetMs(timeZone, low);
    if (offsetMs(timeZone, high) === before) continue;
    while (high - low > 1000) {
      const middle = Math.floor((low + high) / 2 / 1000) * 1000;
      if (offsetMs(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    changes.push(high);
  }
  return changes;
}

/** The first instant of the next local day in `timeZone` after `instantMs` ("until tomorrow"). */
export function nextMidnight(timeZone: string, instantMs: number): number {
  const tomorrow = addDays(wallTimeAt(timeZone, instantMs).date, 1);
  return instantsOf(timeZone, tomorrow, 0).instants[0] ?? instantMs + DAY_MS;
}
