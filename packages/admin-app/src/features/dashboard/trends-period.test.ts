import { describe, expect, it } from 'vitest';
import { customDatesError, daysOf, seriesQueryOf } from './trends-period';

describe('the trends period in the URL', () => {
  it('asks for the custom dates only when they make a range, else for the range (30 days by default)', () => {
    expect(seriesQueryOf({})).toEqual({ range: '30d' });
    expect(seriesQueryOf({ range: '7d' })).toEqual({ range: '7d' });
    expect(seriesQueryOf({ from: '2026-11-01', to: '2026-11-14' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-14',
    });
    // Half a pair, a reversed pair or over a year falls back to the range.
    expect(seriesQueryOf({ range: '90d', from: '2026-11-01' })).toEqual({ range: '90d' });
    expect(seriesQueryOf({ from: '2026-11-14', to: '2026-11-01' })).toEqual({ range: '30d' });
    expect(seriesQueryOf({ from: '2024-01-01', to: '2026-01-01' })).toEqual({ range: '30d' });
  });

  it("says why custom dates do not apply, in the contract's words", () => {
    expect(customDatesError('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(customDatesError('', '2026-11-01')).toBe('Choose both dates');
    expect(customDatesError('2026-11-14', '2026-11-01')).toBe('To must not be before From');
    expect(customDatesError('2024-01-01', '2026-01-01')).toBe('A range spans at most 366 days');
  });

  it('counts the days of a query, both ends included', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    expect(daysOf({ range: '7d' }, now)).toEqual({ from: '2026-11-18', to: '2026-11-24', count: 7 });
    expect(daysOf({ from: '2026-11-01', to: '2026-11-14' }, now).count).toBe(14);
  });
});
