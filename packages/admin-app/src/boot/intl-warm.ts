// The Intl worker: built into /intl-warm.js (build/boot-scripts.ts), started by boot.js on a
// signed-in page and named after the page's language. It builds that language's formatters, so
// ICU's data is loaded off the main thread (ICU keeps it for the whole renderer), then ends
// (docs/performance.md#intl-worker).
import { isLocale } from '@/i18n/locales';

/** The worker's global scope (the app's TypeScript setup knows the window's only). */
declare const self: { name: string; close(): void };

// The app's English is en-US (the kit's and the dashboard's formats); a name it does not know
// falls back to it.
const tag = isLocale(self.name) && self.name !== 'en' ? self.name : 'en-US';
try {
  new Intl.NumberFormat(tag).format(1234.5);
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.NumberFormat(tag, { notation: 'compact' }).format(12345);
  new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.RelativeTimeFormat(tag).format(-1, 'day');
  new Intl.PluralRules(tag).select(1);
} finally {
  self.close();
}
