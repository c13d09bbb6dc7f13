import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CurrencySchema,
  decimalOf,
  minorOf,
  minorOfAmount,
  orderCsvColumns,
  sumMinor,
  timesMinor,
  toCsv,
  type Order,
} from '../src';

/*
 * Money is exact (docs/api.md#money): cents as integers, decimals read and written as text, and
 * the JSON number of a decimal field read back to the cents it came from.
 */

/** Prices up to the database's numeric(10,2): 99,999,999.99. */
const cents = fc.integer({ min: 0, max: 9_999_999_999 });

describe('money', () => {
  it('converts decimals and cents exactly', () => {
    expect(minorOf('12.50')).toBe(1250);
    expect(minorOf('0.1')).toBe(10);
    expect(minorOf('7')).toBe(700);
    expect(minorOf('-3.05')).toBe(-305);
    expect(() => minorOf('1.005')).toThrow();
    expect(() => minorOf('12,50')).toThrow();
    expect(decimalOf(1250)).toBe('12.50');
    expect(decimalOf(5)).toBe('0.05');
    expect(decimalOf(-305)).toBe('-3.05');
    expect(() => decimalOf(12.5)).toThrow(RangeError);
  });

  it('reads a typed amount as the decimal typed, half away from zero past the cent', () => {
    expect(minorOfAmount(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(minorOfAmount(1.005)).toBe(101); // 1.005 is 1.00499999999999989... as a double
    expect(minorOfAmount(12.344)).toBe(1234);
    expect(minorOfAmount(-3.055)).toBe(-306);
    expect(minorOfAmount(1e-7)).toBe(0);
    expect(minorOfAmount(19.99)).toBe(1999);
    expect(() => minorOfAmount(Number.NaN)).toThrow(RangeError);
  });

  it('reads every decimal field back to its cents (the JSON number of a numeric(10,2))', () => {
    fc.assert(
      fc.property(cents, (minor) => {
        expect(minorOfAmount(Number(decimalOf(minor)))).toBe(minor);
        expect(minorOf(decimalOf(minor))).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('adds and multiplies as integers, and refuses what is not exact', () => {
    expect(sumMinor([10, 20])).toBe(30); // 0.1 + 0.2 is 0.30000000000000004 in floats
    expect(timesMinor(1999, 3)).toBe(5997);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => timesMinor(12.5, 2)).toThrow(RangeError);
    expect(() => timesMinor(100, 1.5)).toThrow(RangeError);
  });

  it('sums thousands of random prices to the same cents as their export', () => {
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1000, maxLength: 3000 }), (prices) => {
        const exact = prices.reduce((sum, minor) => sum + BigInt(minor), 0n);
        const orders = prices.map((minor, index): Order => ({
          id: index + 1,
          version: 1,
          restaurantId: 1,
          customerId: null,
          status: 'DELIVERED',
          total: Number(decimalOf(minor)),
          totalMinor: minor,
          currency: 'USD',
          createdAt: '2026-12-01T00:00:00.000Z',
        }));
        // The client's sum of the cents, and the export's Total column read back as text.
        expect(BigInt(sumMinor(orders.map((order) => order.totalMinor)))).toBe(exact);
        const exported = toCsv(orderCsvColumns, orders)
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => minorOf(line.split(',').at(-1) ?? ''));
        expect(BigInt(sumMinor(exported))).toBe(exact);
      }),
      { numRuns: 10 },
    );
  });

  it('takes a currency with two decimals as the platform currency', () => {
    expect(v.is(CurrencySchema, 'EUR')).toBe(true);
    expect(v.is(CurrencySchema, 'MAD')).toBe(true);
    expect(v.is(CurrencySchema, 'JPY')).toBe(false);
    expect(v.is(CurrencySchema, 'KWD')).toBe(false);
    expect(v.is(CurrencySchema, 'usd')).toBe(false);
  });
});
