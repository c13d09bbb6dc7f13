import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DATE,
  CALENDAR_DATE_TIME,
  contract,
  DashboardSeriesQuerySchema,
  orderListQueries,
  parseInput,
  parseQuery,
  unknownQueryParameterMessage,
  validationErrorBody,
} from '../src/index';

// The query rules the server's edge and the mocks both apply (docs/api.md#query-parameters):
// calendar dates only, and no parameter a call does not take.

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Whether `year-month-day` is a day of the (proleptic Gregorian) calendar, by Date's arithmetic. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const YEARS = [
  ...[0, 1, 4, 100, 400, 1582, 1600, 1700, 1800, 1900, 1999, 2000, 2023, 2024, 2025, 2026, 2100, 2400],
  ...[9996, 9999],
];

describe('calendar dates', () => {
  it('take exactly the days the calendar has, 29 February in leap years only', () => {
    for (const year of YEARS) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(CALENDAR_DATE.test(text), text).toBe(isCalendarDay(year, month, day));
        }
      }
    }
  });

  it('are plain expressions, valid ECMA-262 with the u flag (the OpenAPI patterns are their sources)', () => {
    for (const rule of [CALENDAR_DATE, CALENDAR_DATE_TIME]) {
      expect(rule.flags).toBe('');
      expect(() => new RegExp(rule.source, 'u')).not.toThrow();
    }
  });

  it('take a time of day with its zone on a real day only', () => {
    for (const good of [
      '2026-11-23',
      '2024-02-29T00:00Z',
      '2026-11-23T10:00:30Z',
      '2026-11-23T23:59:59.123456+01:00',
      '2026-11-23T10:00-05:30',
    ]) {
      expect(CALENDAR_DATE_TIME.test(good), good).toBe(true);
    }
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '2025-02-29',
      '2026-02-30T10:00Z',
      '2026-11-23T24:00Z',
      '2026-11-23T10:60Z',
      '2026-11-23T10:00:60Z',
      '2026-11-23T10:00',
      '2026-11-23T10:00:00.1234567Z',
      '2026-11-23T10:00+24:00',
      '0000-01-01',
      '2026-1-1',
      'yesterday',
    ]) {
      expect(CALENDAR_DATE_TIME.test(bad), bad).toBe(false);
    }
  });

  it("refuse impossible dates in the orders' date filters with the filter's own message", () => {
    for (const date of ['2026-02-30', '2026-13-01', '2025-02-29', '2026-04-31T08:00Z']) {
      const result = parseInput(orderListQueries.list, { createdFrom: date, createdTo: date }, 'Query');
      expect(result, date).toEqual({
        success: false,
        error: validationErrorBody({
          createdFrom: ['createdFrom must be an ISO date (2026-11-23) or date-time with zone'],
          createdTo: ['createdTo must be an ISO date (2026-11-23) or date-time with zone'],
        }),
      });
    }
    const leapDay = parseInput(orderListQueries.list, { createdFrom: ' 2024-02-29 ' }, 'Query');
    expect(leapDay.success && leapDay.output.createdFrom).toBe('2024-02-29');
  });

  it("refuse impossible dates in the dashboard's range", () => {
    for (const date of ['2026-02-30', '2026-13-01', '2025-02-29']) {
      const result = v.safeParse(DashboardSeriesQuerySchema, { from: date, to: '2026-12-01' });
      expect(result.success, date).toBe(false);
      if (!result.success)
        expect(v.flatten(result.issues).nested?.from).toEqual(['From must be a date (2026-11-23)']);
    }
    expect(v.is(DashboardSeriesQuerySchema, { from: '2024-02-29', to: '2024-03-01' })).toBe(true);
  });
});

describe('unknown query parameters', () => {
  it('are refused on a list, each named, beside the messages of the parameters it knows', () => {
    const result = parseQuery(contract.admin.orders, { page: '-1', createdAfter: '2026-01-01', x: '1' });
    const takes = unknownQueryParameterMessage(Object.keys(orderListQueries.list.entries));
    expect(takes).toBe(
      'Unknown parameter: this call takes search, page, size, after, sort, status, restaurantId, ' +
        'courierId, createdFrom, createdTo, refund',
    );
    expect(result).toEqual({
      success: false,
      error: validationErrorBody({ page: ['Must be at least 0'], createdAfter: [takes], x: [takes] }),
    });
  });

  it('are refused on a call that takes none', () => {
    const result = parseQuery(contract.restaurants.get, { _: '1712345678' });
    expect(result).toEqual({
      success: false,
      error: validationErrorBody({ _: ['Unknown parameter: this call takes no query parameters'] }),
    });
    expect(parseQuery(contract.restaurants.get, {})).toEqual({ success: true, output: {} });
  });

  it("name, for an unpaged variant, what its route takes: its paged sibling's parameters", () => {
    const result = parseQuery(contract.restaurants.all, { serach: 'pizza' });
    expect(result.success).toBe(false);
    expect(result.success || result.error.fieldErrors).toEqual({
      serach: [unknownQueryParameterMessage(Object.keys(contract.restaurants.list.query.entries))],
    });
  });

  it('name a key such as __proto__ as a field of its own', () => {
    const query = JSON.parse('{"__proto__": "x", "constructor": "y"}') as unknown;
    const result = parseQuery(contract.health.live, query);
    expect(result.success).toBe(false);
    const fieldErrors = result.success ? {} : (result.error.fieldErrors ?? {});
    expect(Object.getPrototypeOf(fieldErrors)).toBe(Object.prototype);
    expect(Object.keys(fieldErrors)).toEqual(['__proto__', 'constructor']);
  });

  it('leave a call with only its own parameters to its schema', () => {
    expect(parseQuery(contract.search.all, { q: ' pizza ' })).toEqual({
      success: true,
      output: { q: 'pizza' },
    });
    expect(parseQuery(contract.search.all, {})).toEqual({
      success: false,
      error: validationErrorBody({ q: ['Enter text to search'] }),
    });
  });
});
