// The app's messages (ICU, compiled by scripts/i18n-catalogs.mjs) and the kit's texts for a locale.
// English ships with the app's code; French and Arabic are chunks of their own, loaded when chosen,
// so an English reader downloads neither (docs/architecture.md#i18n).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { KitStrings } from '@food-admin/ui';
import { messages as english, type MessageKey } from './compiled/en';
import type { Locale } from './locales';

export type { MessageKey };

/** A message in the active language: `t('nav.users')`, `t('orders.count', { count: 3 })`. */
export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

export interface LoadedLocale {
  locale: Locale;
  messages: Messages;
  /** The kit's texts; empty for English, which the kit speaks by itself. */
  kitStrings: Partial<KitStrings>;
}

export const ENGLISH: LoadedLocale = { locale: 'en', messages: english, kitStrings: {} };

export async function loadLocale(locale: Locale): Promise<LoadedLocale> {
  if (locale === 'fr') {
    const [app, kit] = await Promise.all([import('./compiled/fr'), import('./kit/fr')]);
    return { locale, messages: app.messages, kitStrings: kit.kitStrings };
  }
  if (locale === 'ar') {
    const [app, kit] = await Promise.all([import('./compiled/ar'), import('./kit/ar')]);
    return { locale, messages: app.messages, kitStrings: kit.kitStrings };
  }
  return ENGLISH;
}

/** A Lingui instance speaking `loaded`'s language. */
export function createI18n(loaded: LoadedLocale): I18n {
  return setupI18n({ locale: loaded.locale, messages: { [loaded.locale]: loaded.messages } });
}
