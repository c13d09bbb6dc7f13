/**
 * Made on first use: building an Intl formatter loads locale data (tens of milliseconds on a slow
 * phone), which would otherwise run while the app's code is evaluated, before the first render.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const priceFormatter = lazily(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Formatters by locale and currency, made on first use and kept. */
const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in cents of `currency` the way `locale` writes it (`formatMoney('fr', 1250, 'EUR')` is
 * `12,50 €`). Cents / 100 is the double nearest to the exact decimal, so Intl's rounding to two
 * decimals shows that decimal (for amounts under 2^53 cents); nothing is added as a float here.
 */
export function formatMoney(locale: string, minor: number, currency: string): string {
  const key = `${locale} ${currency}`;
  let format = moneyFormatters.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormatters.set(key, format);
  }
  return format.format(minor / 100);
}

/** A price as required (docs/requirements.md#req-display): dollar sign and two decimals (`formatPrice(12.5) === '$12.50'`). */
export function formatPrice(price: number): string {
  return priceFormatter().format(price);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateFormatter = lazily(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
);

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * Relative time for the activity feed (docs/requirements.md#req-display): minutes under an hour, hours under a day,
 * days under a week, otherwise the date. Pure: `now` is passed in so it is testable.
 * Future timestamps (clock skew between server and browser) read as 'just now'.
 */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = date instanceof Date ? date : new Date(date);
  const thenMs = then.getTime();
  if (Number.isNaN(thenMs)) return '';
  const diff = (typeof now === 'number' ? now : now.getTime()) - thenMs;
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return plural(Math.floor(diff / DAY), 'day');
  return dateFormatter().format(then);
}

/** First letter of the first name (or of the email/username) for an initial avatar. */
export function initialOf(...candidates: Array<string | null | undefined>): string {
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed.charAt(0).toUpperCase();
  }
  return '?';
}

export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
}
