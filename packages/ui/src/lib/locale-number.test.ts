import { describe, expect, it } from 'vitest';
import { formatLocaleNumber, parseLocaleNumber } from './locale-number';

describe('parseLocaleNumber', () => {
  it('reads an empty text as null', () => {
    for (const locale of ['en', 'fr', 'ar']) {
      expect(parseLocaleNumber('', locale)).toBeNull();
      expect(parseLocaleNumber('   ', locale)).toBeNull();
    }
  });

  it('reads a point as the decimal separator in every language', () => {
    for (const locale of ['en', 'fr', 'ar', 'de']) {
      expect(parseLocaleNumber('1.5', locale)).toBe(1.5);
      expect(parseLocaleNumber('12.50', locale)).toBe(12.5);
      expect(parseLocaleNumber('.5', locale)).toBe(0.5);
      expect(parseLocaleNumber('7.', locale)).toBe(7);
      expect(parseLocaleNumber(' 9.99 ', locale)).toBe(9.99);
    }
  });

  it("reads the language's own decimal separator: 1,5 in French is 1.5", () => {
    expect(parseLocaleNumber('1,5', 'fr')).toBe(1.5);
    expect(parseLocaleNumber('2,5', 'fr')).toBe(2.5);
    expect(parseLocaleNumber('0,01', 'fr')).toBe(0.01);
    expect(parseLocaleNumber('2,5', 'de')).toBe(2.5);
  });

  it('refuses 2,5 in English and Arabic, where a comma groups thousands', () => {
    expect(parseLocaleNumber('2,5', 'en')).toBeNaN();
    expect(parseLocaleNumber('1,50', 'en')).toBeNaN();
    expect(parseLocaleNumber('2,5', 'ar')).toBeNaN();
  });

  it('reads grouping separators only between groups of three digits', () => {
    expect(parseLocaleNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseLocaleNumber('12,345,678', 'en')).toBe(12345678);
    expect(parseLocaleNumber('1 234,5', 'fr')).toBe(1234.5);
    expect(parseLocaleNumber('1\u202f234,5', 'fr')).toBe(1234.5);
    expect(parseLocaleNumber('1\u00a0234', 'fr')).toBe(1234);
    expect(parseLocaleNumber('1,234', 'ar')).toBe(1234);
    expect(parseLocaleNumber('1.234,5', 'de')).toBe(1234.5);
    expect(parseLocaleNumber('1.234.567', 'de')).toBe(1234567);
    for (const [text, locale] of [
      ['1,23', 'en'],
      ['1,2345', 'en'],
      ['1234,567,8', 'en'],
      [',123', 'en'],
      ['1,234.5,6', 'en'],
      ['1 23', 'fr'],
      ['1 234', 'en'],
      ['1 234 5', 'fr'],
      // A lone point before three digits is a decimal point and a thousands separator in German.
      ['1.234', 'de'],
    ] as const)
      expect(parseLocaleNumber(text, locale), `${text} in ${locale}`).toBeNaN();
  });

  it('reads Arabic-Indic digits and the Arabic decimal and thousands separators', () => {
    expect(parseLocaleNumber('٢٫٥', 'ar')).toBe(2.5);
    expect(parseLocaleNumber('١٢٫٥٠', 'ar')).toBe(12.5);
    expect(parseLocaleNumber('١٬٢٣٤٫٥', 'ar')).toBe(1234.5);
    expect(parseLocaleNumber('٢.٥', 'ar')).toBe(2.5);
    expect(parseLocaleNumber('۱۲٫۵', 'ar')).toBe(12.5);
    expect(parseLocaleNumber('12.5', 'ar')).toBe(12.5);
    // And in the other languages too: a digit is a digit.
    expect(parseLocaleNumber('٢٫٥', 'fr')).toBe(2.5);
    expect(parseLocaleNumber('٢٫٥', 'en')).toBe(2.5);
  });

  it('reads a leading minus, with the direction marks Arabic writes around it', () => {
    expect(parseLocaleNumber('-3.5', 'en')).toBe(-3.5);
    expect(parseLocaleNumber('\u22123,5', 'fr')).toBe(-3.5);
    expect(parseLocaleNumber('\u061c-٣٫٥', 'ar')).toBe(-3.5);
  });

  it('refuses anything else rather than dropping characters', () => {
    for (const locale of ['en', 'fr', 'ar']) {
      for (const text of [
        '1.2.3',
        '12abc',
        'abc',
        '1e3',
        '+1',
        '--1',
        '1-2',
        '-',
        '.',
        '$12',
        '12 €',
        'Infinity',
        'NaN',
        '0x10',
        '1,5.2',
        '1.5,2',
        '9'.repeat(400),
      ])
        expect(parseLocaleNumber(text, locale), `${text} in ${locale}`).toBeNaN();
    }
    expect(parseLocaleNumber('1,2,3', 'fr')).toBeNaN();
    expect(parseLocaleNumber('1,5', 'ar')).toBeNaN();
  });
});

describe('formatLocaleNumber', () => {
  it('writes numbers the way the language does, with the decimals asked for', () => {
    expect(formatLocaleNumber(2.5, 'en', { decimals: 2 })).toBe('2.50');
    expect(formatLocaleNumber(2.5, 'fr', { decimals: 2 })).toBe('2,50');
    expect(formatLocaleNumber(1234.5, 'fr', { decimals: 2 })).toBe('1\u202f234,50');
    expect(formatLocaleNumber(2.5, 'ar', { decimals: 2 })).toBe(
      new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(2.5),
    );
    expect(formatLocaleNumber(0.125, 'en')).toBe('0.125');
    expect(formatLocaleNumber(1 / 3, 'en')).toBe(String(1 / 3));
  });

  it('writes what parseLocaleNumber reads back', () => {
    for (const locale of ['en', 'en-US', 'fr', 'ar', 'ar-EG', 'de'])
      for (const value of [0.01, 2.5, 12.5, 999.99, 1234.5, 100000, -7.25, 1 / 3])
        expect(parseLocaleNumber(formatLocaleNumber(value, locale), locale), `${value} in ${locale}`).toBe(
          value,
        );
  });
});
