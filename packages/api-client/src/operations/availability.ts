import { closureOn, intervalsOn, spanOf, type OperatingRules, type PauseReason } from './operating-rules';
import { addDays, clockChanges, instantsOf, wallTimeAt, weekdayOf, type WallTime } from './zoned-time';

/*
 * The one availability rule (docs/requirements.md#req-operations): whether a restaurant accepts
 * orders at an instant, in what state, why, and when that changes. Opening is a matter of the
 * restaurant's wall clock: an instant is open when its local time falls in an interval of its local
 * date (or in the night of the day before). So an hour skipped when clocks go forward opens at the
 * first instant after the gap, and an hour repeated when they go back is open both times.
 */

export const RESTAURANT_STATES = ['open', 'closing-soon', 'closed', 'paused', 'inactive', 'no-menu'] as const;
export type RestaurantState = (typeof RESTAURANT_STATES)[number];

/** "Closing soon" this many minutes before the last order. */
export const CLOSING_SOON_MINUTES = 30;

export type AvailabilityReason =
  'outside-hours' | 'closure' | 'last-order-passed' | 'inactive' | 'no-menu' | PauseReason;

export type Availability = {
  state: RestaurantState;
  /** Takes orders now. */
  accepting: boolean;
  /** Why it does not take orders (absent while it does). */
  reason?: AvailabilityReason;
  /** The closure's own words, when a closure is the reason. */
  closureReason?: string;
  /** When it next takes orders (ISO); null when not within a year, or never by itself. */
  opensAt: string | null;
  /** When the open stretch it is in ends (ISO); null when closed, or open around the clock. */
  closesAt: string | null;
  /** The last moment to order before closesAt (ISO). */
  lastOrderAt: string | null;
  /** When a pause ends by itself (ISO). */
  pausedUntil: string | null;
};

const MINUTES_PER_DAY = 1440;
const MINUTE_MS = 60_000;
/** How far ahead the next opening is looked for: a closure may last months. */
const SEARCH_DAYS = 400;

/** Whether the restaurant's clock shows an open time. */
export function isOpenAtWall(rules: OperatingRules, wall: WallTime): boolean {
  for (const interval of intervalsOn(rules, wall.date, weekdayOf(wall.date))) {
    const { start, end } = spanOf(interval);
    if (start <= wall.minute && wall.minute < Math.min(end, MINUTES_PER_DAY)) return true;
  }
  const yesterday = addDays(wall.date, -1);
  for (const interval of intervalsOn(rules, yesterday, weekdayOf(yesterday))) {
    const { end } = spanOf(interval);
    if (end > MINUTES_PER_DAY && wall.minute < end - MINUTES_PER_DAY) return true;
  }
  return false;
}

/** Whether the restaurant is open (by its hours alone) at `instant` (ms since the epoch). */
export function isOpenAt(rules: OperatingRules, instant: number): boolean {
  return isOpenAtWall(rules, wallTimeAt(rules.timeZone, instant));
}

/** Every instant at which an interval of a date in [from, to] opens or closes, or the clock changes, in order. */
function boundaries(rules: OperatingRules, from: string, to: string): number[] {
  const instants: number[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const interval of intervalsOn(rules, date, weekdayOf(date))) {
      const { start, end } = spanOf(interval);
      const closing: [string, number] =
        end > MINUTES_PER_DAY ? [addDays(date, 1), end - MINUTES_PER_DAY] : [date, end];
      instants.push(...instantsOf(rules.timeZone, date, start).instants);
      instants.push(...instantsOf(rules.timeZone, ...closing).instants);
    }
  }
  // When clocks go back, a time just closed comes again: the change itself is a boundary too.
  const first = instantsOf(rules.timeZone, from, 0).instants[0] ?? 0;
  const end = instantsOf(rules.timeZone, addDays(to, 2), 0).instants[0] ?? first;
  instants.push(...clockChanges(rules.timeZone, first, end));
  return instants.sort((a, b) => a - b);
}

/** The first instant after `after` at which being open stops being `open`, if within SEARCH_DAYS. */
function nextChange(rules: OperatingRules, after: number, open: boolean): number | undefined {
  const today = wallTimeAt(rules.timeZone, after).date;
  // A week ahead answers nearly always; only a long closure needs the longer search.
  for (const days of [8, SEARCH_DAYS]) {
    const last = addDays(today, days);
    // Boundaries of later dates come at or after that date's midnight: the list is complete before it.
    const complete = instantsOf(rules.timeZone, last, 0).instants[0] ?? Number.POSITIVE_INFINITY;
    for (const instant of boundaries(rules, addDays(today, -1), last)) {
      if (instant > after && instant < complete && isOpenAt(rules, instant) !== open) return instant;
    }
  }
  return undefined;
}

const iso = (instant: number | undefined) => (instant === undefined ? null : new Date(instant).toISOString());

/**
 * The restaurant's availability at `now` (ms since the epoch): `active` is the restaurant's own
 * switch, `hasMenu` whether it has an active menu with an available dish.
 */
export function availabilityAt(
  restaurant: { rules: OperatingRules; active: boolean; hasMenu: boolean },
  now: number,
): Availability {
  const { rules } = restaurant;
  const none = { opensAt: null, closesAt: null, lastOrderAt: null, pausedUntil: null };
  if (!restaurant.active) return { state: 'inactive', accepting: false, reason: 'inactive', ...none };
  if (!restaurant.hasMenu) return { state: 'no-menu', accepting: false, reason: 'no-menu', ...none };

  const open = isOpenAt(rules, now);
  const closes = open ? nextChange(rules, now, true) : undefined;
  const pausedUntil = rules.pause === null ? undefined : Date.parse(rules.pause.until);
  if (rules.pause !== null && pausedUntil !== undefined && pausedUntil > now) {
    const resumesOpen = isOpenAt(rules, pausedUntil);
    return {
      state: 'paused',
      accepting: false,
      reason: rules.pause.reason,
      ...none,
      opensAt: iso(resumesOpen ? pausedUntil : nextChange(rules, pausedUntil, false)),
      closesAt: iso(closes),
      pausedUntil: iso(pausedUntil),
    };
  }
  if (open) {
    const lastOrder = closes === undefined ? undefined : closes - rules.lastOrderMinutes * MINUTE_MS;
    if (closes !== undefined && lastOrder !== undefined && now >= lastOrder) {
      return {
        state: 'closed',
        accepting: false,
        reason: 'last-order-passed',
        ...none,
        opensAt: iso(nextChange(rules, closes, false)),
        closesAt: iso(closes),
        lastOrderAt: iso(lastOrder),
      };
    }
    const soon = lastOrder !== undefined && lastOrder - now <= CLOSING_SOON_MINUTES * MINUTE_MS;
    return {
      state: soon ? 'closing-soon' : 'open',
      accepting: true,
      ...none,
      closesAt: iso(closes),
      lastOrderAt: iso(lastOrder),
    };
  }
  const closure = closureOn(rules, wallTimeAt(rules.timeZone, now).date);
  return {
    state: 'closed',
    accepting: false,
    reason: closure === undefined ? 'outside-hours' : 'closure',
    ...(closure === undefined ? {} : { closureReason: closure.reason }),
    ...none,
    opensAt: iso(nextChange(rules, now, false)),
  };
}
