import { describe, expect, it } from 'vitest';
import { amountOf, centsOf } from './money-amount';

describe('amounts typed as prices, stored in cents', () => {
  it('turns an amount into exact cents, where multiplying by 100 would not', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(centsOf(4.35)).toBe(435);
    expect(centsOf(0.29)).toBe(29);
    expect(centsOf(19.99)).toBe(1999);
    expect(centsOf(12.5)).toBe(1250);
    expect(centsOf(7)).toBe(700);
    expect(centsOf(0)).toBe(0);
    expect(centsOf(10_000)).toBe(1_000_000);
  });

  it('keeps a negative amount for the schema to refuse, and a fraction of a cent as unreadable', () => {
    expect(centsOf(-5)).toBe(-500);
    expect(centsOf(12.345)).toBeNaN();
    expect(centsOf(0.001)).toBeNaN();
  });

  it('keeps an empty box (null) and an unreadable text (NaN) as they are', () => {
    expect(centsOf(null)).toBeNull();
    expect(centsOf(NaN)).toBeNaN();
  });

  it('shows cents as the amount they are, and back', () => {
    expect(amountOf(229)).toBe(2.29);
    expect(amountOf(1250)).toBe(12.5);
    expect(amountOf(5)).toBe(0.05);
    expect(amountOf(null)).toBeNull();
    expect(amountOf(NaN)).toBeNaN();
    for (const cents of [0, 1, 29, 99, 100, 229, 1999, 123_456, 1_000_000])
      expect(centsOf(amountOf(cents))).toBe(cents);
  });
});
