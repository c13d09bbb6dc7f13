import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice, formatRelativeTime, fullName, initialOf } from './format';

describe('formatMoney', () => {
  const spaced = (text: string) => text.replace(/[\s\u202f]/g, ' ');

  it('shows cents of a currency exactly, the way each language writes amounts', () => {
    expect(formatMoney('en-US', 29, 'USD')).toBe('$0.29');
    expect(formatMoney('en-US', 1, 'USD')).toBe('$0.01');
    expect(formatMoney('en-US', -305, 'USD')).toBe('-$3.05');
    expect(formatMoney('en-US', 123456789, 'EUR')).toBe('€1,234,567.89');
    expect(spaced(formatMoney('fr', 123456789, 'EUR'))).toBe('1 234 567,89 €');
    // Arabic: the locale's own separators and a right-to-left mark, never a float's tail.
    expect(formatMoney('ar', 123456789, 'EUR')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(1234567.89),
    );
  });

  it('shows the exact sum of amounts whose floats do not add up', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats; 10 + 20 cents is 30.
    expect(formatMoney('en-US', 10 + 20, 'USD')).toBe('$0.30');
    expect(formatMoney('en-US', 9007199254740, 'USD')).toBe('$90,071,992,547.40');
  });
});

describe('formatPrice', () => {
  it('shows a dollar sign and two decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0.01)).toBe('$0.01');
    expect(formatPrice(14)).toBe('$14.00');
  });

  it('rounds to cents and groups thousands', () => {
    expect(formatPrice(9.999)).toBe('$10.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it('says just now under a minute (and for clock skew into the future)', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('just now');
    expect(formatRelativeTime(new Date(now.getTime() + 5 * MIN), now)).toBe('just now');
  });

  it('uses minutes under an hour', () => {
    expect(formatRelativeTime(ago(MIN), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * MIN + 59_000), now)).toBe('59 minutes ago');
  });

  it('uses hours under a day', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MIN), now)).toBe('23 hours ago');
  });

  it('uses days under a week', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(7 * DAY - 1), now)).toBe('6 days ago');
  });

  it('shows the date from a week on', () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe('Jun 8, 2025');
    expect(formatRelativeTime('2024-12-25T10:00:00Z', now)).toBe('Dec 25, 2024');
  });

  it('accepts ISO strings and epoch numbers, and ignores invalid dates', () => {
    expect(formatRelativeTime('2025-06-15T11:57:00Z', now)).toBe('3 minutes ago');
    expect(formatRelativeTime(now.getTime() - 2 * HOUR, now.getTime())).toBe('2 hours ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('initialOf / fullName', () => {
  it('takes the first letter of the first non-empty candidate', () => {
    expect(initialOf('ada')).toBe('A');
    expect(initialOf('', '  ', 'owner@demo.food')).toBe('O');
    expect(initialOf(null, undefined)).toBe('?');
  });

  it('joins first and last name, skipping blanks', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Admin' })).toBe('Ada Admin');
    expect(fullName({ firstName: 'Ada', lastName: ' ' })).toBe('Ada');
  });
});
