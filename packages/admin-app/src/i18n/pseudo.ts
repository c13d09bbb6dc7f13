/// <reference types="vite/client" />
// A pseudo-locale for Storybook (docs/storybook.md): every English text accented and 40% longer,
// `[Ũšéŕš ~~~~]`, so a label that truncates, overflows or was never translated shows at a glance.
// Never offered in the app.
import type { Messages } from '@lingui/core';
import { defaultKitStrings, type KitStrings } from '@food-admin/ui';
import type { LoadedLocale } from './catalog';

// Every namespace's English: the app imports each where it is used, Storybook wants them all.
const englishNamespaces = import.meta.glob<{ messages: Messages }>(
  ['./compiled/en/*.ts', '!./compiled/en/index.ts'],
  { eager: true },
);

/** Every namespace's English messages in one catalog (Storybook's pseudo-locale and its stories' texts). */
export const everyEnglishMessage = (): Messages =>
  Object.assign({}, ...Object.values(englishNamespaces).map((module) => module.messages)) as Messages;

const ACCENTS: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  r: 'ŕ',
  l: 'ĺ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
  R: 'Ŕ',
  L: 'Ĺ',
};

const accent = (text: string) => [...text].map((char) => ACCENTS[char] ?? char).join('');
/**
 * About 40% of the text's length in tildes, as words of at most six: a translation is longer, not
 * one unbreakable word (a 40-tilde run overflowed every narrow box, which no language does).
 */
const padding = (length: number) => {
  const tildes = Math.max(1, Math.round(length * 0.4) - 3);
  const words = Array.from({ length: Math.ceil(tildes / 6) }, (_, index) =>
    '~'.repeat(Math.min(6, tildes - index * 6)),
  );
  return ` ${words.join(' ')}`;
};

/** `Users` -> `[Úšéŕš ~~]`: accented, padded to about 140% of its length, bracketed to show its ends. */
export function pseudoText(text: string, accented = accent(text)): string {
  return text.trim() === '' ? text : `[${accented}${padding(text.length)}]`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A kit text built from values (`Filter by Role`) made pseudo around them: the values are data or
 * texts shown elsewhere as they are ('Role' on the trigger), so they keep their letters, as the
 * app's catalogs keep their placeholders.
 */
export function pseudoTextAround(text: string, values: readonly unknown[]): string {
  const kept = values
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value) => (typeof value === 'string' && value !== '') || typeof value === 'number')
    .map(String)
    .sort((a, b) => b.length - a.length);
  if (kept.length === 0) return pseudoText(text);
  const parts = text.split(new RegExp(`(${kept.map(escapeRegExp).join('|')})`));
  return pseudoText(text, parts.map((part, index) => (index % 2 === 1 ? part : accent(part))).join(''));
}

type Compiled = string | readonly unknown[];

/** The texts of a compiled message accented; placeholders kept, plural and select forms walked. */
function accentMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return accent(message);
  return message.map((token) => {
    if (typeof token === 'string') return accent(token);
    // A placeholder: [name], [name, format] or [name, 'plural' | 'select' | ..., forms].
    const [name, format, forms] = token as [string, string?, unknown?];
    if (forms === null || typeof forms !== 'object') return token;
    const walked = Object.entries(forms).map(([form, value]) => [
      form,
      // An offset or an absent form is not a message.
      typeof value === 'string' || Array.isArray(value) ? accentMessage(value as Compiled) : value,
    ]);
    return [name, format, Object.fromEntries(walked)];
  });
}

const textLength = (message: Compiled): number =>
  typeof message === 'string'
    ? message.length
    : message.reduce<number>((sum, token) => sum + (typeof token === 'string' ? token.length : 6), 0);

/** A compiled message made pseudo, bracketed as a whole. */
function pseudoMessage(message: Compiled): Compiled {
  const accented = accentMessage(message);
  const end = `${padding(textLength(message))}]`;
  return typeof accented === 'string' ? `[${accented}${end}` : ['[', ...accented, end];
}

/** The kit's English texts made pseudo; counts, prices and times stay as numbers. */
function pseudoKitStrings(): Partial<KitStrings> {
  const keep = new Set(['formatCount', 'formatPrice', 'formatRating', 'formatRelativeTime', 'productName']);
  return Object.fromEntries(
    Object.entries(defaultKitStrings)
      .filter(([key]) => !keep.has(key))
      .map(([key, value]) => [
        key,
        typeof value === 'function'
          ? (...args: unknown[]) =>
              pseudoTextAround(String((value as (...a: unknown[]) => unknown)(...args)), args)
          : pseudoText(String(value)),
      ]),
  ) as Partial<KitStrings>;
}

/** Every message of a compiled catalog made pseudo. */
export function pseudoCatalog(catalog: Messages): Messages {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => [
      key,
      pseudoMessage(message as Compiled) as Messages[string],
    ]),
  );
}

/** English, lengthened and accented: the Storybook toolbar's fourth language. */
export function pseudoLocale(): LoadedLocale {
  return {
    locale: 'en',
    messages: pseudoCatalog(everyEnglishMessage()),
    kitStrings: pseudoKitStrings(),
  };
}
