// The languages the app speaks (docs/requirements.md#req-i18n). English is the spec's language and
// ships with the app's code; the others load when chosen. The list is the API's (a user's saved
// choice is one of them).
import { LOCALES, type Locale } from '@food-admin/api-client';

export { LOCALES, type Locale };

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own script, as the Language control lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** Writing direction: `<html dir>` and Radix's DirectionProvider follow it. */
export const LOCALE_DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', fr: 'ltr', ar: 'rtl' };

/** Where the choice is kept for this browser (the login page has no profile to read it from). */
export const LOCALE_STORAGE_KEY = 'food-admin.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages we speak (`fr-CA` counts as `fr`), else English. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The stored choice, or on a first visit the browser's language. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be blocked; the browser's language still applies.
  }
  const languages = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? DEFAULT_LOCALE];
  return localeFromLanguages(languages);
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not kept for the next visit; the choice still applies now.
  }
}

/** `<html lang dir>`: screen readers pick their voice by it, CSS's logical properties mirror by it. */
export function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = LOCALE_DIRECTION[locale];
}
