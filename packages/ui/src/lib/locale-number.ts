// Numbers typed and shown in the reader's language (NumberInput; docs/ui-kit.md#numbers-typed).
// One parse/format pair: what `formatLocaleNumber` writes, `parseLocaleNumber` reads back.

/** The zero of each run of ten digits besides ASCII: Arabic-Indic (٠…٩) and Extended Arabic-Indic (۰…۹). */
const OTHER_ZEROS = [0x0660, 0x06f0];
/** The Arabic decimal separator (٫) and thousands separator (٬): read in every language. */
const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';
/** Spaces a grouping space may be typed or written as (space, no-break, narrow no-break, thin). */
const SPACES = new Set([' ', '\u00a0', '\u202f', '\u2009']);
/** Direction marks Intl puts around a sign in Arabic (LRM, RLM, ALM): not part of the number. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

interface Separators {
  decimal: string;
  group: string;
}

const separatorsByLocale = new Map<string, Separators>();

/** The locale's decimal and grouping separators, as Intl writes them. */
function separatorsOf(locale: string): Separators {
  let found = separatorsByLocale.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    found = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    separatorsByLocale.set(locale, found);
  }
  return found;
}

function digitOf(char: string): string | undefined {
  if (char >= '0' && char <= '9') return char;
  const code = char.charCodeAt(0);
  for (const zero of OTHER_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  return undefined;
}

/**
 * Reads a number typed in `locale` (a BCP 47 tag: `en`, `fr`, `ar`): `null` for an empty text, `NaN`
 * for a text that is not a number there, which is never guessed at or shortened.
 *
 * - The decimal separator is the locale's (`1,5` in French) or a point (`1.5` everywhere); the Arabic
 *   `٫` is read too. One at most: `1.2.3`, `1,5.2` in French are not numbers.
 * - Digits: ASCII, Arabic-Indic (`٢٫٥`) or Extended Arabic-Indic.
 * - Grouping separators only where they cannot be read otherwise: the locale's own (`,` in English,
 *   a space in French, `٬`), between groups of exactly three digits before the decimal separator
 *   (`1,234.5` in English, `1 234,5` in French). So `2,5` in English is not read, neither as 2.5 (a
 *   guess against the locale) nor as 25 (what a number field used to make of it). In a locale that
 *   groups with a point (German), a lone point before exactly three digits (`1.234`) is both
 *   readings and is refused too.
 * - A leading minus (`-` or `−`); no plus, exponent, currency sign or other letter.
 */
export function parseLocaleNumber(text: string, locale: string): number | null {
  const trimmed = text.replace(DIRECTION_MARKS, '').trim();
  if (trimmed === '') return null;
  const { decimal, group } = separatorsOf(locale);
  const groupsWithSpace = SPACES.has(group);
  let sign = '';
  // Digits, 'D' (decimal separator), 'G' (group separator), 'P' (a point that may be either).
  let tokens = '';
  for (const [index, char] of [...trimmed].entries()) {
    const digit = digitOf(char);
    if (digit !== undefined) tokens += digit;
    else if (index === 0 && (char === '-' || char === '\u2212')) sign = '-';
    else if (char === '.') tokens += group === '.' ? 'P' : 'D';
    else if (char === decimal || char === ARABIC_DECIMAL) tokens += 'D';
    else if (char === group || char === ARABIC_GROUP || (groupsWithSpace && SPACES.has(char))) tokens += 'G';
    else return NaN;
  }
  if (tokens.includes('P')) {
    const points = tokens.split('P').length - 1;
    if (tokens.includes('D') || points > 1) tokens = tokens.replaceAll('P', 'G');
    else if (/P\d{3}$/.test(tokens)) return NaN;
    else tokens = tokens.replace('P', 'D');
  }
  const [whole = '', fraction = '', ...more] = tokens.split('D');
  if (more.length > 0 || fraction.includes('G')) return NaN;
  const groups = whole.split('G');
  if (groups.length > 1) {
    const [first = '', ...rest] = groups;
    if (first.length < 1 || first.length > 3 || rest.some((part) => part.length !== 3)) return NaN;
  }
  const digits = groups.join('');
  if (digits === '' && fraction === '') return NaN;
  const value = Number(`${sign}${digits || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : NaN;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(locale: string, decimals: number | undefined, useGrouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${decimals ?? ''}|${useGrouping}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      useGrouping,
      ...(decimals === undefined
        ? { maximumFractionDigits: 20 }
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `value` written the way `locale` writes numbers (Intl: `1 234,5` in French), with exactly
 * `decimals` decimals when given (a price: 2, so 16.5 reads `16.50`), else all it has. No currency
 * sign: a field shows its own prefix. `parseLocaleNumber` reads the result back (a whole number of a
 * language that groups with a point is written without groups: `100000`, not the ambiguous `100.000`).
 */
export function formatLocaleNumber(
  value: number,
  locale: string,
  { decimals }: { decimals?: number } = {},
): string {
  const written = formatterOf(locale, decimals, true).format(value);
  const { decimal, group } = separatorsOf(locale);
  return group === '.' && !written.includes(decimal) && written.includes(group)
    ? formatterOf(locale, decimals, false).format(value)
    : written;
}
