import type { Locale } from './locales';

/**
 * Builds the first Intl formatters of the page's language in a task of their own. The first Intl
 * object a page creates loads ICU's data: 57 ms for a NumberFormat and 12 ms more for the first
 * DateTimeFormat in Chromium on the bench machine (227 and 50 ms with the CPU four times slower).
 * Signed-in pages format counts, prices and dates in their first render, so without this that cost
 * lands in the render after the data arrives, the page's longest task; called while the page's
 * requests are in flight, the main thread is idle anyway (docs/performance.md#intl-warm-up).
 * On a signed-in page public/intl-warm.js has usually loaded that data in a worker already (ICU
 * keeps it for the whole renderer), and this takes under 1 ms (docs/performance.md#intl-worker).
 */
export function warmIntl(locale: Locale): void {
  // The app's English is en-US (the kit's and the dashboard's formats).
  const tag = locale === 'en' ? 'en-US' : locale;
  new Intl.NumberFormat(tag).format(0);
  new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(0);
  new Intl.PluralRules(tag).select(1);
}
