import { useLocale } from '@/i18n/locale-provider';

const formatters = new Map<string, (iso: string) => string>();

/**
 * An ISO timestamp as a reader of `locale` writes it: 'Nov 21, 2026, 11:47 PM' in English (the
 * app's format), the same style through Intl in the other languages; unparseable input is shown
 * as it came.
 */
export function dateTimeFormatter(locale: string): (iso: string) => string {
  let format = formatters.get(locale);
  if (format === undefined) {
    // Made on first use: loading a locale's date data takes time.
    const intl = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    format = (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : intl.format(date);
    };
    formatters.set(locale, format);
  }
  return format;
}

/** An ISO timestamp in English: 'Nov 21, 2026, 11:47 PM'. */
export const formatDateTime = (iso: string): string => dateTimeFormatter('en')(iso);

/** `formatDateTime` in the active language. */
export function useFormatDateTime(): (iso: string) => string {
  return dateTimeFormatter(useLocale().locale);
}
