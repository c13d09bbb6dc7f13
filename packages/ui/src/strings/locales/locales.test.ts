import { defaultBoardStrings } from '../../patterns/order-board/board-strings';
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

  it("counts the order board's late orders, items and loads in each language's plural forms", () => {
    const ar = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect(defaultBoardStrings.boardLateCount(3)).toBe('3 late');
    expect(defaultBoardStrings.boardItems(1)).toBe('1 item');
    expect(defaultBoardStrings.boardCourierLoad(0)).toBe('0 active orders');
    expect(defaultBoardStrings.boardAge(78)).toBe('1 h 18 min');
    expect(french.boardItems(1)).toBe('1 article');
    expect(french.boardItems(3)).toBe('3 articles');
    expect(french.boardDeliveredToday(0)).toBe("0 livrée aujourd'hui");
    expect(arabic.boardLateCount(1)).toBe('طلب واحد متأخر');
    expect(arabic.boardLateCount(2)).toBe('طلبان متأخران');
    expect(arabic.boardLateCount(3)).toBe(`${ar(3)} طلبات متأخرة`);
    expect(arabic.boardLateCount(11)).toBe(`${ar(11)} طلبًا متأخرًا`);
  });

  it('writes a due time in the language’s clock', () => {
    const due = new Date(2026, 10, 20, 14, 35);
    expect(defaultBoardStrings.boardDue(due)).toBe('Due 2:35 PM');
    expect(french.boardDue(due)).toBe('Prévue à 14:35');
  });
});
