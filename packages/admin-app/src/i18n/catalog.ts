// The app's messages (ICU, compiled by scripts/i18n-catalogs.mjs) and the kit's texts for a locale.
// English ships with the code that speaks it: each namespace's module (compiled/en/<namespace>.ts)
// is imported where it is used, so a route's chunk carries only its own texts. French and Arabic
// are chunks of their own, loaded when chosen, so an English reader downloads neither
// (docs/architecture.md#i18n).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { KitStrings } from '@food-admin/ui';
import type { ApiTexts } from './api-texts-shape';
import type { MessageKey } from './compiled/en';
import type { Locale } from './locales';

export type { MessageKey };

/** One namespace's English texts, as compiled: `import { messages } from '@/i18n/compiled/en/nav'`. */
export type EnglishMessages<Key extends string> = Record<Key, Messages[string]>;

/** A message in the active language: `t('nav.users')`, `t('orders.count', { count: 3 })`. */
export type Translate<Key extends string = MessageKey> = (
  key: Key,
  values?: Record<string, unknown>,
) => string;

export interface LoadedLocale {
  locale: Locale;
  messages: Messages;
  /** The kit's texts; empty for English, which the kit speaks by itself. */
  kitStrings: Partial<KitStrings>;
  /** The API's texts in this language (./api-texts.ts); absent for English, which shows them as they come. */
  apiTexts?: (i18n: I18n, locale: string) => ApiTexts;
}

// English's messages are the namespaces' own (see `translator`), so its catalog is empty.
export const ENGLISH: LoadedLocale = { locale: 'en', messages: {}, kitStrings: {} };

/**
 * Each other language's app catalog and the kit's texts (which the kit ships); static imports, so
 * each is a chunk of its own.
 */
const CATALOGS = {
  fr: () => Promise.all([import('./compiled/fr'), import('@food-admin/ui/strings/fr')]),
  ar: () => Promise.all([import('./compiled/ar'), import('@food-admin/ui/strings/ar')]),
} as const;

export async function loadLocale(locale: Locale): Promise<LoadedLocale> {
  if (locale === 'en') return ENGLISH;
  const [[app, kit], api] = await Promise.all([CATALOGS[locale](), import('./api-texts-translated')]);
  return { locale, messages: app.messages, kitStrings: kit.kitStrings, apiTexts: api.translatedApiTexts };
}

/** A Lingui instance speaking `loaded`'s language. */
export function createI18n(loaded: LoadedLocale): I18n {
  return setupI18n({ locale: loaded.locale, messages: { [loaded.locale]: loaded.messages } });
}

/**
 * `t` for one namespace: the active language's message when its catalog has one (French, Arabic),
 * else the namespace's English, which is always there.
 */
export function translator<Key extends string>(i18n: I18n, english: EnglishMessages<Key>): Translate<Key> {
  // Lingui takes a compiled message as the fallback as it is, though its type says string.
  return (key, values) => i18n._(key, values, { message: english[key] as unknown as string });
}
