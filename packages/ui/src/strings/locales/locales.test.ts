import { defaultKitStrings } from '../defaults';
import { describe, expect, it } from 'vitest';
import { kitStrings as arabic } from './ar';
import { kitStrings as french } from './fr';

describe("the kit's numbers in French and Arabic", () => {
  it('writes an average rating with the language’s decimal sign; English keeps 4.3', () => {
    expect(defaultKitStrings.formatRating(4.25)).toBe('4.3');
    expect(french.formatRating?.(2.5)).toBe('2,5');
    expect(arabic.formatRating?.(2.5)).toBe(
      new Intl.NumberFormat('ar', { minimumFractionDigits: 1 }).format(2.5),
    );
    expect(french.ratedOutOf5?.('2,5', '2 avis')).toBe("Noté 2,5 sur 5 d'après 2 avis");
  });
});
