// The API's words in the reader's language (docs/architecture.md#i18n): its error codes, the
// validation messages of the shared schemas and the activity feed's entries, as codes and
// parameters (docs/api.md#error-codes). English shows the texts as they come, which are the spec's;
// French and Arabic translate the code (./api-texts-translated.ts, loaded with their catalog), and
// a text without a known code stays as it is.
import { useMemo } from 'react';
import { errorReference } from '@food-admin/api-client';
import type { ApiTexts } from './api-texts-shape';
import { translator, type Translate } from './catalog';
import { messages as feedbackMessages } from './compiled/en/feedback';
import { useLocale } from './locale-provider';

export type { ApiTexts } from './api-texts-shape';

const ENGLISH: ApiTexts = {
  error: (error, fallback) => fallback ?? (error instanceof Error ? error.message : String(error)),
  coded: (_code, english) => english,
  field: (message) => message,
  activity: (entry) => entry.action,
};

/**
 * The API's texts in the active language. Their English catalogs exist for translators and the
 * key checks only: English shows what the API and the schemas say, so no English text is shipped twice.
 */
export function useApiTexts(): ApiTexts {
  const { locale, i18n, apiTexts } = useLocale();
  return useMemo(() => {
    const texts = apiTexts?.(i18n, locale) ?? ENGLISH;
    const t = translator(i18n, feedbackMessages);
    return { ...texts, error: (error, fallback) => withReference(texts.error(error, fallback), error, t) };
  }, [apiTexts, i18n, locale]);
}

/**
 * A server error's text with the reference support finds it by in the logs (its request id,
 * docs/operations.md#request-tracing), isolated so that it reads left to right in Arabic too.
 */
export function withReference(text: string, error: unknown, t: Translate<'feedback.errorReference'>): string {
  const id = errorReference(error);
  return id === undefined ? text : t('feedback.errorReference', { message: text, id: `\u2068${id}\u2069` });
}
