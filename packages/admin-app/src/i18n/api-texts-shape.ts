// What the API's words become in the reader's language (api-texts.ts, api-texts-translated.ts),
// apart from both: the catalog loader (catalog.ts) names this type without importing the hook,
// which imports the locale provider, which imports the loader.
import type { ActivityLogEntry } from '@food-admin/api-client';

export interface ApiTexts {
  /** What went wrong, from an ApiError's code (`fallback`, else the error's own message, when unknown). */
  error: (error: unknown, fallback?: string) => string;
  /** A text the API sent with an error code (a bulk action's refusal): translated when the code is known. */
  coded: (code: string | undefined, english: string) => string;
  /** A validation message of the shared schemas (client or server side); any other stays as it is. */
  field: (message: string) => string;
  /** An activity entry's text. */
  activity: (entry: Pick<ActivityLogEntry, 'action' | 'code' | 'params'>) => string;
}
