import * as v from 'valibot';

/** The languages the app speaks (docs/requirements.md#req-i18n); English is the default. */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const LocaleSchema = v.picklist(LOCALES, 'Choose English, French or Arabic');
