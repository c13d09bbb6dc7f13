// The texts a story's play function looks for, in the language the story renders in: the toolbar's
// Language, a story's `globals.locale`, or the story tests' pass (docs/storybook.md#play-functions).
// A play function finds an element by its role and the name the app's own catalogs give it,
// `getByRole('button', { name: t('orders.move.reject') })`, so the same play function reaches the same
// state in English, French, Arabic and the pseudo-locale.
import {
  errorBody,
  refusal,
  type OrderStatus,
  type RefusalCode,
  type RefusalParams,
  type Role,
} from '@food-admin/api-client';
import { defaultKitStrings, type KitStrings } from '@food-admin/ui';
import { createI18n, ENGLISH, translator, type LoadedLocale, type Translate } from '../i18n/catalog';
import { STATUS_KEYS } from '../i18n/order-status-names';
import { everyEnglishMessage } from '../i18n/pseudo';
import { ROLE_KEYS } from '../i18n/role-names';

const english = everyEnglishMessage();

let loaded: LoadedLocale = ENGLISH;
let i18n = createI18n(ENGLISH);
let translate: Translate = translator(i18n, english);

/**
 * The language the story renders in, as the preview's loader loaded it (its catalog, the kit's texts,
 * the API's texts). The preview sets it before each story; play functions then read it through the
 * functions below.
 */
export function setStoryLocale(next: LoadedLocale): void {
  loaded = next;
  i18n = createI18n(next);
  translate = translator(i18n, english);
}

/** The story's language: `en`, `fr` or `ar` (the pseudo-locale is English). */
export const storyLocale = () => loaded.locale;

/** The arrow key that moves to the next tab or item in the reading direction (left in Arabic). */
export const nextArrowKey = () => (document.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');

/**
 * White space as Testing Library reads a page's text (runs of spaces, and the no-break spaces of
 * French numbers and punctuation, as one space), so a text found by its string matches.
 */
const asRead = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An app message in the story's language, as the screen writes it: `t('orders.title', { id: 1028 })`. */
export const t: Translate = (key, values) => asRead(translate(key, values));

/** A role as the app names it (`ADMIN` in English, a word in French and Arabic). */
export const roleName = (role: Role) => t(ROLE_KEYS[role]);

/** An order status as the app names it: `Pending`. */
export const statusName = (status: OrderStatus) => t(STATUS_KEYS[status]);

type KitTexts = { [K in keyof KitStrings as KitStrings[K] extends string ? K : never]: KitStrings[K] };
type KitFormats = {
  [K in keyof KitStrings as KitStrings[K] extends (...args: never[]) => string ? K : never]: KitStrings[K];
};

/** A text the kit writes itself (Retry, Next, a dialog's Close) in the story's language: `kit('retry')`. */
export function kit<K extends keyof KitTexts>(key: K): string;
/** A kit text with values: `kit('filterBy', 'Role', [])`, `kit('formatPrice', 12.5)`. */
export function kit<K extends keyof KitFormats>(key: K, ...values: Parameters<KitFormats[K]>): string;
export function kit(key: keyof KitStrings, ...values: unknown[]): string {
  const text = { ...defaultKitStrings, ...loaded.kitStrings }[key];
  return asRead(
    typeof text === 'function' ? (text as (...args: unknown[]) => string)(...values) : String(text),
  );
}

/** What the screen says for an API error with `code`, whose English is `message`. */
function codedError(code: string | undefined, message: string): string {
  return asRead(loaded.apiTexts?.(i18n, loaded.locale).coded(code, message) ?? message);
}

/**
 * What the screen says when the mock API answers `status` with `message` (`overrides.error(...,
 * 503, 'Orders are unavailable')`): English shows the message, other languages the status's code.
 */
export function apiError(status: number, message: string): string {
  return codedError(errorBody(status, message).code, message);
}

/** A field's message from the API or the shared schemas, as the form shows it: `apiField('Name is too long')`. */
export function apiField(message: string): string {
  return asRead(loaded.apiTexts?.(i18n, loaded.locale).field(message) ?? message);
}

/** What the screen says for the API's declared refusal `code` (`apiRefusal('OWN_ROLE')`). */
export function apiRefusal<C extends RefusalCode>(code: C, ...params: RefusalParams<C>): string {
  const { message } = refusal(code, ...params);
  return codedError(code, message);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a name or text that holds `text` (a label with a required mark, a heading with more). */
export const containing = (text: string) => new RegExp(escapeRegExp(text));

/** Matches a name or text that starts with `text` (a tab with its count, a facet's option). */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** A message value that `like` reads as any text (a figure the story does not know, a date). */
export const ANY = '\uE000';

/**
 * Matches the whole of `text`, each ANY in it any text: `like(t('dashboard.change', { change: ANY,
 * days: 30 }))`. Not for a plural's count, whose words follow the number.
 */
export const like = (text: string) => new RegExp(`^${escapeRegExp(text).replaceAll(ANY, '.+?')}$`);

/** Matches any of `texts` (each a whole text, or a pattern as it is). */
export const oneOf = (...texts: (string | RegExp)[]) =>
  new RegExp(
    texts.map((text) => (typeof text === 'string' ? `^${escapeRegExp(text)}$` : text.source)).join('|'),
  );
