// The API's words in the reader's language (docs/architecture.md#i18n): its error codes, the
// validation messages of the shared schemas and the activity feed's entries, as codes and
// parameters (docs/api.md#error-codes). English shows the texts as they come, which are the spec's;
// French and Arabic translate the code (./api-texts-translated.ts, loaded with their catalog), and
// a text without a known code stays as it is.
import { useMemo } from 'react';
import type { ApiTexts } from './api-texts-shape';
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
  return useMemo(() => apiTexts?.(i18n, locale) ?? ENGLISH, [apiTexts, i18n, locale]);
}
