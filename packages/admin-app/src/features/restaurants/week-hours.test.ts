import { describe, expect, it } from 'vitest';
import { copyDayToAll, nextInterval, runsOvernight } from './week-hours';

describe('the week editor’s steps', () => {
  it('adds 09:00-17:00 to an empty day, else two hours from the last closing, up to midnight', () => {
    expect(nextInterval([])).toEqual({ opens: '09:00', closes: '17:00' });
    expect(nextInterval([{ opens: '11:30', closes: '14:30' }])).toEqual({ opens: '14:30', closes: '16:30' });
    expect(nextInterval([{ opens: '18:00', closes: '23:00' }])).toEqual({ opens: '23:00', closes: '24:00' });
    // Open until midnight or past it, or a box not yet a time: the default, which the checks then name.
    expect(nextInterval([{ opens: '18:00', closes: '00:00' }])).toEqual({ opens: '09:00', closes: '17:00' });
    expect(nextInterval([{ opens: '18:00', closes: '02:00' }])).toEqual({ opens: '09:00', closes: '17:00' });
    expect(nextInterval([{ opens: '18:00', closes: '9pm' }])).toEqual({ opens: '09:00', closes: '17:00' });
  });

  it('copies one day to every day, as copies', () => {
    const week = [
      [{ opens: '08:00', closes: '12:00' }],
      [],
      [],
      [],
      [],
      [],
      [{ opens: '10:00', closes: '11:00' }],
    ];
    const copied = copyDayToAll(week, 0);
    expect(copied).toEqual(Array.from({ length: 7 }, () => [{ opens: '08:00', closes: '12:00' }]));
    copied[1]![0]!.opens = '09:00';
    expect(copied[0]![0]!.opens).toBe('08:00');
    expect(week[0]![0]!.opens).toBe('08:00');
  });

  it('says "next day" for an interval past midnight, not for one that ends at it or a whole day', () => {
    expect(runsOvernight({ opens: '22:00', closes: '02:00' })).toBe(true);
    expect(runsOvernight({ opens: '10:00', closes: '10:00' })).toBe(true);
    expect(runsOvernight({ opens: '18:00', closes: '00:00' })).toBe(false);
    expect(runsOvernight({ opens: '18:00', closes: '24:00' })).toBe(false);
    expect(runsOvernight({ opens: '00:00', closes: '00:00' })).toBe(false);
    expect(runsOvernight({ opens: '09:00', closes: '17:00' })).toBe(false);
    expect(runsOvernight({ opens: '22:00', closes: '2' })).toBe(false);
  });
});
