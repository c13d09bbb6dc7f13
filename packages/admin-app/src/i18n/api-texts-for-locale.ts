// The API's words in one language, as plain functions of its catalog: the locale provider makes
// them once per language, for the screens (`useApiTexts`, ./api-texts.ts) and the kit's dialogs.
import type { I18n } from '@lingui/core';
import { errorReference } from '@food-admin/api-client';
import type { ApiTexts } from './api-texts-shape';
import { translator, type LoadedLocale, type Translate } from './catalog';
import { messages as feedbackMessages } from './compiled/en/feedback';

const ENGLISH: ApiTexts = {
  error: (error, fallback) => fallback ?? (error instanceof Error ? error.message : String(error)),
  coded: (_code, english) => english,
  field: (message) => message,
  activity: (entry) => entry.action,
};

/**
 * The API's texts in `locale`. Their English catalogs exist for translators and the key checks
 * only: English shows what the API and the schemas say, so no English text is shipped twice.
 */
export function apiTextsFor(i18n: I18n, locale: string, translated?: LoadedLocale['apiTexts']): ApiTexts {
  const texts = translated?.(i18n, locale) ?? ENGLISH;
  const t = translator(i18n, feedbackMessages);
  return { ...texts, error: (error, fallback) => withReference(texts.error(error, fallback), error, t) };
}

/**
 * A server error's text with the reference support finds it by in the logs (its request id,
 * docs/operations.md#request-tracing), isolated so that it reads left to right in Arabic too.
 */
export function withReference(text: string, error: unknown, t: Translate<'feedback.errorReference'>): string {
  const id = errorReference(error);
  return id === undefined ? text : t('feedback.errorReference', { message: text, id: `\u2068${id}\u2069` });
}
