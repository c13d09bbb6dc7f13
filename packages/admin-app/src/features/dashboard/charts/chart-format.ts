// Labels of the dashboard's charts, cards and data tables, days in UTC like the series: en-US in
// English (the spec's wording), the active language's Intl formats otherwise.
import type { Locale } from '@/i18n/locales';

export type DashboardFormats = {
  /** 'Nov 3': an axis label. */
  shortDay: (date: string) => string;
  /** 'Tue, Nov 3, 2026': a table row. */
  longDay: (date: string) => string;
  /** '1,234'. */
  count: (value: number) => string;
  /** '1.2K'. */
  compactCount: (value: number) => string;
  /** '$815', '$1.2K': short amounts for axes and bars (the data table has the cents). */
  /** An axis's or a bar's amount (a decimal, rounded for show) in `currency`, compact above 1,000. */
  compactPrice: (currency: string) => (value: number) => string;
  /** '4.25': a rating, or '—' for a day without one. */
  rating: (value: number | null) => string;
  /** '4': a rating axis's tick. */
  wholeNumber: (value: number) => string;
  /** '+12%', '-5%', '0%': a change from the previous period, in whole percents. */
  percentChange: (percent: number) => string;
  /** 'Pending 3, Delivered 12': the items of a summary. */
  list: (items: readonly string[]) => string;
};

const day = (date: string) => new Date(`${date}T00:00:00Z`);

function makeFormats(locale: Locale): DashboardFormats {
  const english = locale === 'en';
  const tag = english ? 'en-US' : locale;
  const dayFormat = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const longDayFormat = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const countFormat = new Intl.NumberFormat(tag);
  const compactNumber = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
  // An axis's amounts in the series' currency: whole under a thousand, compact above.
  const moneyTicks = new Map<string, (value: number) => string>();
  const ticksIn = (currency: string) => {
    const whole = new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 });
    const compact = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    return (value: number) => (Math.abs(value) < 1000 ? whole.format(value) : compact.format(value));
  };
  const twoDecimals = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(tag, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  });
  const listFormat = new Intl.ListFormat(tag, { type: 'unit', style: 'short' });
  return {
    shortDay: (date) => dayFormat.format(day(date)),
    longDay: (date) => longDayFormat.format(day(date)),
    count: (value) => countFormat.format(value),
    compactCount: (value) => compactNumber.format(value),
    compactPrice: (currency) => {
      let ticks = moneyTicks.get(currency);
      if (ticks === undefined) {
        ticks = ticksIn(currency);
        moneyTicks.set(currency, ticks);
      }
      return ticks;
    },
    // English keeps the wording it had (plain digits, its own sign and list); the others use Intl.
    rating: (value) => (value === null ? '—' : english ? value.toFixed(2) : twoDecimals.format(value)),
    wholeNumber: (value) => (english ? value.toFixed(0) : whole.format(value)),
    percentChange: (value) => (english ? `${value > 0 ? '+' : ''}${value}%` : percent.format(value / 100)),
    list: (items) => (english ? items.join(', ') : listFormat.format(items)),
  };
}

// Made on first use per language: building Intl formatters loads locale data.
const made = new Map<Locale, DashboardFormats>();

export function dashboardFormats(locale: Locale): DashboardFormats {
  let formats = made.get(locale);
  if (formats === undefined) {
    formats = makeFormats(locale);
    made.set(locale, formats);
  }
  return formats;
}

/** 'Nov 3', in English. */
export const shortDay = (date: string) => dashboardFormats('en').shortDay(date);
