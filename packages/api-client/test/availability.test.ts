import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  acceptingSpans,
  availabilityAt,
  DEFAULT_ORDER_RULES,
  isOpenAt,
  nextMidnight,
  OperatingRulesSchema,
  type OpeningInterval,
  type OperatingRules,
} from '../src';
import { arbitraryWeek } from './week-arbitrary';

const PARIS = 'Europe/Paris';
const closedWeek = (): OpeningInterval[][] => [[], [], [], [], [], [], []];
const at = (iso: string) => Date.parse(iso);
const QUARTER_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

function rules(overrides: Partial<OperatingRules> = {}): OperatingRules {
  return {
    timeZone: PARIS,
    week: closedWeek(),
    exceptions: [],
    closures: [],
    pause: null,
    lastOrderMinutes: 0,
    acceptanceTimeoutMinutes: 0,
    acceptanceTimeoutAction: 'reject',
    ...DEFAULT_ORDER_RULES,
    ...overrides,
  };
}

/** Every day the same intervals. */
const everyDay = (...intervals: [string, string][]) =>
  Array.from({ length: 7 }, () => intervals.map(([opens, closes]) => ({ opens, closes })));

const availability = (operating: OperatingRules, now: string) =>
  availabilityAt({ rules: operating, active: true, hasMenu: true }, at(now));

describe('availability: hours', () => {
  // Paris in December is UTC+1: 12:00 local is 11:00Z.
  const lunchAndDinner = rules({
    week: everyDay(['11:30', '14:30'], ['18:30', '22:30']),
    lastOrderMinutes: 15,
  });

  it('split shifts: open at lunch until its close, last orders 15 minutes before', () => {
    expect(availability(lunchAndDinner, '2026-12-07T11:00:00Z')).toEqual({
      state: 'open',
      accepting: true,
      opensAt: null,
      closesAt: '2026-12-07T13:30:00.000Z',
      lastOrderAt: '2026-12-07T13:15:00.000Z',
      pausedUntil: null,
    });
  });

  it('says "closing soon" in the half hour before the last order, and stops at the last order', () => {
    expect(availability(lunchAndDinner, '2026-12-07T12:50:00Z')).toMatchObject({
      state: 'closing-soon',
      accepting: true,
    });
    expect(availability(lunchAndDinner, '2026-12-07T13:20:00Z')).toEqual({
      state: 'closed',
      accepting: false,
      reason: 'last-order-passed',
      opensAt: '2026-12-07T17:30:00.000Z',
      closesAt: '2026-12-07T13:30:00.000Z',
      lastOrderAt: '2026-12-07T13:15:00.000Z',
      pausedUntil: null,
    });
  });

  it('between shifts: closed, opening at dinner', () => {
    expect(availability(lunchAndDinner, '2026-12-07T15:00:00Z')).toMatchObject({
      state: 'closed',
      reason: 'outside-hours',
      opensAt: '2026-12-07T17:30:00.000Z',
    });
  });

  it('an overnight interval belongs to the day it opens: Friday 22:00-02:00 is open early Saturday', () => {
    const week = closedWeek();
    week[4] = [{ opens: '22:00', closes: '02:00' }];
    const late = rules({ week });
    expect(availability(late, '2026-12-11T23:30:00Z')).toMatchObject({
      state: 'open',
      closesAt: '2026-12-12T01:00:00.000Z',
    });
    // Saturday itself has no hours: the next opening is the next Friday night.
    expect(availability(late, '2026-12-12T02:00:00Z')).toMatchObject({
      state: 'closed',
      opensAt: '2026-12-18T21:00:00.000Z',
    });
  });

  it('24:00 is midnight: an evening until 24:00 and a night from 00:00 make one stretch', () => {
    const week = closedWeek();
    week[0] = [{ opens: '18:00', closes: '24:00' }];
    week[1] = [{ opens: '00:00', closes: '02:00' }];
    expect(availability(rules({ week }), '2026-12-07T22:00:00Z')).toMatchObject({
      state: 'open',
      closesAt: '2026-12-08T01:00:00.000Z',
    });
  });

  it('00:00-00:00 every day is open around the clock, with no closing time', () => {
    expect(availability(rules({ week: everyDay(['00:00', '00:00']) }), '2026-12-07T03:00:00Z')).toEqual({
      state: 'open',
      accepting: true,
      opensAt: null,
      closesAt: null,
      lastOrderAt: null,
      pausedUntil: null,
    });
  });

  it('never open: closed with no opening time', () => {
    expect(availability(rules(), '2026-12-07T12:00:00Z')).toMatchObject({ state: 'closed', opensAt: null });
  });
});

describe('availability: exceptions, closures and pauses', () => {
  const daily = everyDay(['10:00', '20:00']);

  it('an exception replaces the weekday: closed on the date, and yearly on later years', () => {
    const christmas = rules({
      week: daily,
      exceptions: [{ date: '2025-12-25', yearly: true, intervals: [], note: 'Christmas' }],
    });
    expect(availability(christmas, '2026-12-25T12:00:00Z')).toMatchObject({
      state: 'closed',
      reason: 'outside-hours',
      opensAt: '2026-12-26T09:00:00.000Z',
    });
    const once = rules({
      week: daily,
      exceptions: [
        { date: '2026-12-24', yearly: false, intervals: [{ opens: '10:00', closes: '15:00' }], note: '' },
      ],
    });
    expect(availability(once, '2026-12-24T13:00:00Z')).toMatchObject({
      state: 'open',
      closesAt: '2026-12-24T14:00:00.000Z',
    });
    expect(availability(once, '2027-12-24T15:00:00Z')).toMatchObject({ state: 'open' });
  });

  it('a closure closes every day it covers and gives its reason; the next opening is after it', () => {
    const renovation = rules({
      week: daily,
      closures: [{ from: '2026-12-07', to: '2026-12-20', reason: 'Renovation' }],
    });
    expect(availability(renovation, '2026-12-10T12:00:00Z')).toEqual({
      state: 'closed',
      accepting: false,
      reason: 'closure',
      closureReason: 'Renovation',
      opensAt: '2026-12-21T09:00:00.000Z',
      closesAt: null,
      lastOrderAt: null,
      pausedUntil: null,
    });
  });

  it('a closure of months is looked past', () => {
    const long = rules({
      week: daily,
      closures: [{ from: '2026-12-01', to: '2027-03-31', reason: 'Winter' }],
    });
    // April 1st, 10:00 in Paris is 08:00Z (summer time).
    expect(availability(long, '2026-12-10T12:00:00Z').opensAt).toBe('2027-04-01T08:00:00.000Z');
  });

  it('paused: no orders until the pause ends, then open again by itself', () => {
    const paused = rules({
      week: daily,
      pause: { reason: 'kitchen-issue', note: 'Oven', until: '2026-12-07T12:30:00.000Z' },
    });
    expect(availability(paused, '2026-12-07T12:00:00Z')).toEqual({
      state: 'paused',
      accepting: false,
      reason: 'kitchen-issue',
      opensAt: '2026-12-07T12:30:00.000Z',
      closesAt: '2026-12-07T19:00:00.000Z',
      lastOrderAt: null,
      pausedUntil: '2026-12-07T12:30:00.000Z',
    });
    expect(availability(paused, '2026-12-07T12:30:00Z')).toMatchObject({ state: 'open', accepting: true });
    // Paused past closing: the next opening is the next morning.
    const overnight = rules({
      week: daily,
      pause: { reason: 'busy', note: '', until: '2026-12-07T22:00:00.000Z' },
    });
    expect(availability(overnight, '2026-12-07T18:00:00Z').opensAt).toBe('2026-12-08T09:00:00.000Z');
  });

  it('inactive, or without a menu, before anything else', () => {
    const open = rules({ week: everyDay(['00:00', '00:00']) });
    expect(
      availabilityAt({ rules: open, active: false, hasMenu: true }, at('2026-12-07T12:00:00Z')),
    ).toMatchObject({
      state: 'inactive',
      accepting: false,
    });
    expect(
      availabilityAt({ rules: open, active: true, hasMenu: false }, at('2026-12-07T12:00:00Z')),
    ).toMatchObject({
      state: 'no-menu',
      accepting: false,
    });
  });
});

describe('availability across daylight-saving changes (Europe/Paris)', () => {
  it('clocks forward (2026-03-29, 02:00 -> 03:00): an interval opening in the skipped hour opens at 03:00', () => {
    const week = closedWeek();
    week[6] = [{ opens: '02:30', closes: '05:00' }];
    const spring = rules({ week });
    // 01:59 local (UTC+1) is 00:59Z; the first instant after the gap is 03:00 local, 01:00Z.
    expect(availability(spring, '2026-03-29T00:59:00Z')).toMatchObject({
      state: 'closed',
      opensAt: '2026-03-29T01:00:00.000Z',
    });
    expect(isOpenAt(spring, at('2026-03-29T01:00:00Z'))).toBe(true);
    expect(availability(spring, '2026-03-29T01:00:00Z').closesAt).toBe('2026-03-29T03:00:00.000Z');
  });

  it('clocks back (2026-10-25, 03:00 -> 02:00): a close at 02:30 comes twice, open in both 02:00-02:30', () => {
    const week = closedWeek();
    week[6] = [{ opens: '00:00', closes: '02:30' }];
    const autumn = rules({ week });
    // First pass (UTC+2): 02:15 is 00:15Z; second pass (UTC+1): 02:15 is 01:15Z.
    expect(isOpenAt(autumn, at('2026-10-25T00:15:00Z'))).toBe(true);
    expect(availability(autumn, '2026-10-25T00:15:00Z').closesAt).toBe('2026-10-25T00:30:00.000Z');
    expect(isOpenAt(autumn, at('2026-10-25T00:45:00Z'))).toBe(false);
    expect(availability(autumn, '2026-10-25T00:45:00Z').opensAt).toBe('2026-10-25T01:00:00.000Z');
    expect(isOpenAt(autumn, at('2026-10-25T01:15:00Z'))).toBe(true);
    expect(availability(autumn, '2026-10-25T01:15:00Z').closesAt).toBe('2026-10-25T01:30:00.000Z');
  });
});

describe('availability agrees with the clock (property)', () => {
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
  const week = fc.array(fc.array(fc.record({ opens: time, closes: time }), { maxLength: 2 }), {
    minLength: 7,
    maxLength: 7,
  });
  const zone = fc.constantFrom(
    'Europe/Paris',
    'America/New_York',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
    'UTC',
  );
  // Around both of 2026's clock changes in Europe and America, and plain weeks.
  const instant = fc.oneof(
    fc.integer({ min: at('2026-03-01T00:00:00Z'), max: at('2026-11-15T00:00:00Z') }),
    // The days around 2026's clock changes in Europe (03-29, 10-25) and North America (03-08, 11-01).
    ...['2026-03-07', '2026-03-28', '2026-10-24', '2026-10-31'].map((day) =>
      fc.integer({ min: at(`${day}T00:00:00Z`), max: at(`${day}T00:00:00Z`) + 2 * DAY_MS }),
    ),
  );

  it('is open exactly when isOpenAt says, opens at opensAt and stays closed until then', () => {
    fc.assert(
      fc.property(week, zone, instant, fc.integer({ min: 0, max: 60 }), (days, timeZone, now, lastOrder) => {
        const operating = rules({ week: days, timeZone, lastOrderMinutes: lastOrder });
        if (!v.is(OperatingRulesSchema, operating)) return; // overlapping draws are refused anyway
        const result = availabilityAt({ rules: operating, active: true, hasMenu: true }, now);
        const open = isOpenAt(operating, now);
        if (result.state === 'open' || result.state === 'closing-soon') expect(open).toBe(true);
        if (result.reason === 'outside-hours') expect(open).toBe(false);
        if (result.closesAt !== null) {
          const closes = Date.parse(result.closesAt);
          expect(isOpenAt(operating, closes)).toBe(false);
          expect(isOpenAt(operating, closes - 60_000)).toBe(true);
          for (let probe = now; probe < Math.min(closes, now + 3 * DAY_MS); probe += QUARTER_MS)
            expect(isOpenAt(operating, probe)).toBe(true);
        }
        if (result.reason === 'outside-hours' && result.opensAt !== null) {
          const opens = Date.parse(result.opensAt);
          expect(isOpenAt(operating, opens)).toBe(true);
          // Every quarter hour on the way (the hours are on quarter hours, clocks change on them).
          for (let probe = now; probe < Math.min(opens, now + 3 * DAY_MS); probe += QUARTER_MS)
            expect(isOpenAt(operating, probe)).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('accepting spans: what a list filters "open now" with (property)', () => {
  const week = arbitraryWeek;
  // The weeks of 2026's clock changes in Europe (03-29, 10-25), North America (03-08, 11-01) and
  // on Lord Howe Island (half an hour: 04-05, 10-04).
  const from = fc.oneof(
    ...['2026-03-05', '2026-03-26', '2026-04-02', '2026-10-01', '2026-10-22', '2026-10-29', '2026-12-01'].map(
      (day) => fc.integer({ min: at(`${day}T00:00:00Z`), max: at(`${day}T00:00:00Z`) + DAY_MS }),
    ),
  );
  const zone = fc.constantFrom('Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata');
  const closure = fc.option(
    fc.integer({ min: 0, max: 6 }).map((offset) => ({ offset, reason: 'Works' })),
    { nil: undefined },
  );

  it('holds exactly the instants at which availabilityAt accepts orders, across clock changes', () => {
    fc.assert(
      fc.property(
        week,
        zone,
        from,
        fc.integer({ min: 0, max: 90 }),
        closure,
        fc.array(fc.integer({ min: 0, max: 3 * DAY_MS }), { minLength: 20, maxLength: 20 }),
        (days, timeZone, start, lastOrder, closed, offsets) => {
          const day = new Date(start + 2 * DAY_MS).toISOString().slice(0, 10);
          const operating = rules({
            week: days,
            timeZone,
            lastOrderMinutes: lastOrder,
            closures: closed === undefined ? [] : [{ from: day, to: day, reason: closed.reason }],
          });
          expect(v.is(OperatingRulesSchema, operating)).toBe(true);
          const end = start + 3 * DAY_MS;
          const spans = acceptingSpans(operating, start, end);
          // In order, apart, none empty.
          for (const [index, span] of spans.entries()) {
            expect(span.end === null || span.end > span.start).toBe(true);
            const next = spans[index + 1];
            if (next !== undefined) expect(span.end ?? Infinity).toBeLessThan(next.start);
          }
          const inSpans = (instant: number) =>
            spans.some((span) => span.start <= instant && (span.end === null || instant < span.end));
          const probes = [
            ...offsets.map((offset) => start + offset),
            // Each edge and the minute on either side of it.
            ...spans.flatMap((span) =>
              [span.start, span.end ?? start].flatMap((edge) => [edge - 60_000, edge, edge + 60_000]),
            ),
          ].filter((instant) => instant >= start && instant < end);
          for (const instant of probes) {
            const { accepting } = availabilityAt({ rules: operating, active: true, hasMenu: true }, instant);
            expect(inSpans(instant), new Date(instant).toISOString()).toBe(accepting);
          }
        },
      ),
      { numRuns: 60 },
    );
    // Each run walks three days of a random week and probes its edges: seconds on a busy machine.
  }, 30_000);

  it('open around the clock by default: one span that never ends', () => {
    const start = at('2026-12-04T10:00:00Z');
    expect(acceptingSpans(rules({ week: everyDay(['00:00', '00:00']) }), start, start + DAY_MS)).toEqual([
      { start, end: null },
    ]);
  });
});

describe('availability around a clock change (property)', () => {
  // Hours near the changes (01:00-04:00 local), instants within two hours of them.
  const time = fc
    .tuple(fc.integer({ min: 0, max: 4 }), fc.constantFrom(0, 15, 30, 45))
    .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
  const sunday = fc.array(fc.record({ opens: time, closes: time }), { maxLength: 2 });
  const change = fc.constantFrom(
    { timeZone: 'Europe/Paris', at: at('2026-03-29T01:00:00Z') },
    { timeZone: 'Europe/Paris', at: at('2026-10-25T01:00:00Z') },
    { timeZone: 'America/New_York', at: at('2026-03-08T07:00:00Z') },
    { timeZone: 'America/New_York', at: at('2026-11-01T06:00:00Z') },
  );

  it('the next opening and closing are where a quarter-hour walk finds them', () => {
    fc.assert(
      fc.property(sunday, change, fc.integer({ min: -8, max: 8 }), (intervals, clock, quarters) => {
        const week = closedWeek();
        week[6] = intervals;
        const operating = rules({ week, timeZone: clock.timeZone });
        if (!v.is(OperatingRulesSchema, operating)) return;
        const now = clock.at + quarters * QUARTER_MS;
        const result = availabilityAt({ rules: operating, active: true, hasMenu: true }, now);
        const open = isOpenAt(operating, now);
        let walk = now + QUARTER_MS;
        while (walk < now + DAY_MS && isOpenAt(operating, walk) === open) walk += QUARTER_MS;
        const expected = walk < now + DAY_MS ? new Date(walk).toISOString() : null;
        if (open && expected !== null) expect(result.closesAt).toBe(expected);
        if (!open && expected !== null) expect(result.opensAt).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('operating rules: validation', () => {
  const issues = (value: unknown) =>
    v.safeParse(OperatingRulesSchema, value).issues?.map((issue) => issue.message) ?? [];

  it('accepts split and overnight shifts, 24:00 as a closing time', () => {
    const week = everyDay(['11:30', '14:30'], ['18:30', '24:00']);
    week[4] = [{ opens: '18:00', closes: '02:00' }];
    expect(issues(rules({ week }))).toEqual([]);
  });

  it('refuses overlaps within a day, across midnight and from Sunday night into Monday', () => {
    expect(issues(rules({ week: everyDay(['10:00', '14:00'], ['13:00', '18:00']) }))).toContain(
      'Intervals of one day must not overlap',
    );
    const night = closedWeek();
    night[0] = [{ opens: '22:00', closes: '02:00' }];
    night[1] = [{ opens: '01:00', closes: '09:00' }];
    expect(issues(rules({ week: night }))).toEqual(['Monday 22:00-02:00 and Tuesday 01:00-09:00 overlap']);
    const sunday = closedWeek();
    sunday[6] = [{ opens: '23:00', closes: '03:00' }];
    sunday[0] = [{ opens: '02:00', closes: '10:00' }];
    expect(issues(rules({ week: sunday }))).toEqual(['Sunday 23:00-03:00 and Monday 02:00-10:00 overlap']);
  });

  it('refuses what it cannot read, with a message naming what to write', () => {
    expect(issues(rules({ timeZone: 'Mars/Olympus' }))).toEqual(['Choose a time zone such as Europe/Paris']);
    expect(issues(rules({ week: everyDay(['24:00', '02:00']) }))[0]).toBe('Use a time such as 09:30');
    expect(issues(rules({ week: everyDay(['9:30', '12:00']) }))[0]).toBe('Use a time such as 09:30');
    expect(issues(rules({ closures: [{ from: '2026-12-20', to: '2026-12-10', reason: 'x' }] }))).toEqual([
      'The closure must end on or after its first day',
    ]);
    expect(issues(rules({ closures: [{ from: '2026-02-30', to: '2026-03-01', reason: 'x' }] }))).toEqual([
      'This date does not exist',
    ]);
    const twice = { date: '2026-12-24', yearly: false, intervals: [], note: '' };
    expect(issues(rules({ exceptions: [twice, twice] }))).toEqual(['One exception per date']);
    expect(issues(rules({ lastOrderMinutes: 241 }))).toEqual(['At most 240 minutes']);
  });
});

describe('nextMidnight', () => {
  it('is the start of the next local day, on a clock-change day too', () => {
    expect(new Date(nextMidnight('Europe/Paris', at('2026-12-07T15:00:00Z'))).toISOString()).toBe(
      '2026-12-07T23:00:00.000Z',
    );
    // 2026-03-29 in Paris has 23 hours: its next midnight is UTC+2's.
    expect(new Date(nextMidnight('Europe/Paris', at('2026-03-29T12:00:00Z'))).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
  });
});
