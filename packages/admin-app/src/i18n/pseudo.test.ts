import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { pseudoCatalog, pseudoLocale, pseudoText } from './pseudo';

describe('the pseudo-locale (Storybook)', () => {
  it('accents a text, lengthens it by about 40% and brackets it', () => {
    expect(pseudoText('Recently deleted')).toBe('[Ŕéçéñtĺý déĺétéd ~~~]');
    expect(pseudoText('Recently deleted').length).toBeGreaterThanOrEqual(
      Math.round('Recently deleted'.length * 1.3),
    );
    expect(pseudoText(' ')).toBe(' ');
  });

  it('pads a long text with words a line can break between, as a translation would', () => {
    const long = pseudoText('Deleted restaurants, menus, dishes, reviews and users wait here for 30 days.');
    expect(long).toMatch(/ ~{6} ~{6} ~{6} ~{6} ~{3}\]$/);
    expect(Math.max(...long.split(' ').map((word) => word.length))).toBeLessThanOrEqual(12);
  });

  it('keeps placeholders and plural forms working', () => {
    const sample = compileMessage('Hi {name}, {count, plural, one {# order} other {# orders}}');
    const i18n = setupI18n({ locale: 'en', messages: { en: pseudoCatalog({ sample }) } });
    expect(i18n._('sample', { name: 'Ada', count: 3 })).toBe('[Hí Ada, 3 óŕdéŕš ~~~~]');
    expect(i18n._('sample', { name: 'Ada', count: 1 })).toBe('[Hí Ada, 1 óŕdéŕ ~~~~]');
    const { messages, kitStrings } = pseudoLocale();
    expect(setupI18n({ locale: 'en', messages: { en: messages } })._('nav.users')).toBe('[Úšéŕš ~]');
    expect(kitStrings.pageOf?.(2, 5)).toBe('[Págé 2 óf 5 ~]');
  });

  it("keeps the values inside the kit's texts as they are", () => {
    // The trigger shows 'Role' as its story gives it; its name must still hold it (axe's
    // label-content-name-mismatch).
    const { kitStrings } = pseudoLocale();
    expect(kitStrings.filterBy?.('Role', [])).toBe('[Fíĺtéŕ bý Role ~~~]');
    expect(kitStrings.filterBy?.('Role', ['Admin', 'Courier'])).toBe(
      '[Fíĺtéŕ bý Role: Admin, Courier ~~~~~~ ~~~]',
    );
  });
});
