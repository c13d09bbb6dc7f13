// The API's words in the reader's language (docs/architecture.md#i18n): its error codes, the
// validation messages of the shared schemas and the activity feed's entries, as codes and
// parameters (docs/api.md#error-codes). English shows the texts as they come, which are the spec's;
// French and Arabic translate the code (./api-texts-translated.ts, loaded with their catalog), and
// a text without a known code stays as it is.
import type { ApiTexts } from './api-texts-shape';
import { useLocale } from './locale-provider';

export type { ApiTexts } from './api-texts-shape';
export { withReference } from './api-texts-for-locale';

/** The API's texts in the active language (made once per language by the locale provider). */
export function useApiTexts(): ApiTexts {
  return useLocale().apiTexts;
}
