import { closureOn, intervalsOn, spanOf, type OperatingRules, type PauseReason } from './operating-rules';
import { addDays, clockChanges, instantsOf, wallTimeAt, weekdayOf, type WallTime } from './zoned-time';
import type { ListAvailability } from './list-availability';

export { LIST_AVAILABILITIES, type ListAvailability } from './list-availability';

/*
 * The one availability rule (docs/requirements.md#req-operations): whether a restaurant accepts
 * orders at an instant, in what state, why, and when that changes. Opening is a matter of the
 * restaurant's wall clock: an instant is open when its local time falls in an interval of its local
 * date (or in the night of the day before). So an hour skipped when clocks go forward opens at the
 * first instant after the gap, and an hour repeated when they go back is open both times.
 */

export const RESTAURANT_STATES = ['open', 'closing-soon', 'closed', 'paused', 'inactive', 'no-menu'] as const;
export type RestaurantState = (typeof RESTAURANT_STATES)[number];

/** The list's word for an availability (the server's availabilityNow, restaurants.repository.ts, says the same). */
export function listAvailabilityOf(
  availability: Pick<Availability, 'accepting' | 'state'>,
): ListAvailability {
  if (availability.accepting) return 'open';
  return availability.state === 'paused' ? 'paused' : 'closed';
}

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

/**
 * Open every day around the clock, with no exception or closure (the hours of a restaurant that
 * has set none): it never closes, which answers without searching the coming year for a change.
 */
export function isAlwaysOpen(rules: Pick<OperatingRules, 'week' | 'exceptions' | 'closures'>): boolean {
  return (
    rules.exceptions.length === 0 &&
    rules.closures.length === 0 &&
    rules.week.every((day) =>
      day.some(({ opens, closes }) => opens === '00:00' && (closes === '00:00' || closes === '24:00')),
    )
  );
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

/** A stretch in which a restaurant takes orders by its hours: [start, end) in ms, end null when it never closes. */
export type AcceptingSpan = { start: number; end: number | null };

/**
 * The stretches of [from, to) in which the restaurant takes orders by its hours and last-order
 * time, in order (its switch, menu and pause aside, which the caller reads live): exactly the
 * instants at which availabilityAt answers `accepting` for an active restaurant with a menu and no
 * pause. The database keeps them for the coming days so a list can filter "open now" with a range
 * test (docs/architecture.md#availability); a stretch still open at `to` ends where it really ends.
 */
export function acceptingSpans(rules: OperatingRules, from: number, to: number): AcceptingSpan[] {
  if (isAlwaysOpen(rules)) return [{ start: from, end: null }];
  // Where the hours open or close within the window, found once (nextChange per stretch would
  // read the same days again for each); the stretch still open at the end looks further ahead.
  const changes: number[] = [];
  let open = isOpenAt(rules, from);
  let state = open;
  const window = boundaries(
    rules,
    addDays(wallTimeAt(rules.timeZone, from).date, -1),
    wallTimeAt(rules.timeZone, to).date,
  );
  for (const instant of window) {
    if (instant <= from || instant >= to || instant === changes.at(-1)) continue;
    if (isOpenAt(rules, instant) === state) continue;
    changes.push(instant);
    state = !state;
  }
  if (state) {
    const end = nextChange(rules, Math.max(from, changes.at(-1) ?? from), true);
    if (end !== undefined) changes.push(end);
  }
  const spans: AcceptingSpan[] = [];
  let start = from;
  for (const change of changes) {
    if (open) {
      const lastOrder = change - rules.lastOrderMinutes * MINUTE_MS;
      if (lastOrder > start) spans.push({ start, end: lastOrder });
    }
    start = change;
    open = !open;
  }
  if (open) spans.push({ start, end: null });
  return spans;
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
