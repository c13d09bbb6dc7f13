// Numbers, prices, times and plurals through Intl for a locale other than English (English keeps
// the kit's own wording, which is the spec's: docs/requirements.md#req-display).
import { formatMoney } from '../../lib/format';
import type { KitStrings } from '../defaults';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Plural forms by Intl's categories: Arabic uses all six (zero, one, two, few, many, other). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> & {
  other: (count: string) => string;
};

export interface LocaleFormats {
  formatCount: KitStrings['formatCount'];
  formatPrice: KitStrings['formatPrice'];
  formatMoney: KitStrings['formatMoney'];
  formatRating: KitStrings['formatRating'];
  formatRelativeTime: KitStrings['formatRelativeTime'];
  /** A time of day, hours and minutes, in the locale's clock: `10:30` in French. */
  formatTime: (time: Date) => string;
  /** `count` in the form its plural category asks for, the number written the locale's way. */
  plural: (count: number, forms: PluralForms) => string;
}

export function localeFormats(locale: string): LocaleFormats {
  // Made on first use, like the kit's English formatters (loading locale data takes time).
  let count: Intl.NumberFormat | undefined;
  let price: Intl.NumberFormat | undefined;
  let rating: Intl.NumberFormat | undefined;
  let relative: Intl.RelativeTimeFormat | undefined;
  let date: Intl.DateTimeFormat | undefined;
  let time: Intl.DateTimeFormat | undefined;
  let rules: Intl.PluralRules | undefined;
  const formatCount = (value: number) => (count ??= new Intl.NumberFormat(locale)).format(value);
  return {
    formatCount,
    formatPrice: (value) =>
      (price ??= new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })).format(value),
    formatMoney: (minor, currency) => formatMoney(locale, minor, currency),
    formatRating: (value) =>
      (rating ??= new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      })).format(value),
    formatRelativeTime: (value, now) => {
      const then = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(then.getTime())) return '';
      const diff = (typeof now === 'number' ? now : now.getTime()) - then.getTime();
      relative ??= new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      // The same steps as English: minutes under an hour, hours under a day, days under a week.
      if (diff < MINUTE) return relative.format(0, 'second');
      if (diff < HOUR) return relative.format(-Math.floor(diff / MINUTE), 'minute');
      if (diff < DAY) return relative.format(-Math.floor(diff / HOUR), 'hour');
      if (diff < 7 * DAY) return relative.format(-Math.floor(diff / DAY), 'day');
      return (date ??= new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(then);
    },
    formatTime: (value) =>
      (time ??= new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' })).format(value),
    plural: (value, forms) => {
      const category = (rules ??= new Intl.PluralRules(locale)).select(value);
      return (forms[category] ?? forms.other)(formatCount(value));
    },
  };
}
