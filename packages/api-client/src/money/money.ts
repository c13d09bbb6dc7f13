import * as v from 'valibot';

/*
 * Money, exact (docs/api.md#money): an amount is an integer of the currency's minor unit (cents),
 * added and multiplied as integers, never as floats. The database keeps numeric(10,2) and hands
 * its text over ("12.50"), which minorOf reads without a float on the way; the spec's decimal
 * fields (price, total) are kept beside the minor ones for compatibility and read from the same
 * text. Every amount travels with the platform's one currency (CURRENCY on the server).
 */

/** An amount in the currency's minor unit: a safe integer (1250 is 12.50). */
export type Minor = number;
/** An amount in minor units as the API answers it beside the spec's decimal field. */
export const MinorSchema = v.pipe(v.number(), v.safeInteger());

/** The currency when the platform names none (the spec shows prices with a dollar sign). */
export const DEFAULT_CURRENCY = 'USD';

/** Cents per unit: the platform's currency has two decimals (see CurrencySchema). */
const MINOR_PER_UNIT = 100;

/** The fraction digits Intl gives `code`; undefined for a code it does not know. */
function fractionDigitsOf(code: string): number | undefined {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits;
  } catch {
    return undefined;
  }
}

/**
 * The platform's currency: an ISO 4217 code with two decimals, as the database's numeric(10,2)
 * keeps them (USD, EUR, GBP, MAD, AED, ...). Currencies without decimals (JPY) or with three (KWD)
 * are refused rather than stored wrong.
 */
export const CurrencySchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{3}$/, 'Use an ISO 4217 code such as USD or EUR'),
  v.check((code) => fractionDigitsOf(code) === 2, 'Use a currency with two decimals, such as USD or EUR'),
);
export type Currency = v.InferOutput<typeof CurrencySchema>;

function checked(minor: number): Minor {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an exact amount of cents: ${minor}`);
  return minor;
}

/** `12.50` (a decimal as the database writes it) -> 1250; exact, with no float on the way. */
export function minorOf(decimal: string): Minor {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (match === null) throw new Error(`Not a decimal amount: ${decimal}`);
  const [, sign = '', units = '0', fraction = ''] = match;
  const minor = checked(Number(units) * MINOR_PER_UNIT + Number(fraction.padEnd(2, '0')));
  return sign === '-' ? -minor : minor;
}

/** 1250 -> `12.50`, for the decimal columns, the spec's decimal fields and Intl's exact formatting. */
export function decimalOf(minor: Minor): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(checked(minor));
  return `${sign}${Math.floor(absolute / MINOR_PER_UNIT)}.${String(absolute % MINOR_PER_UNIT).padStart(2, '0')}`;
}

/**
 * A typed amount (a JSON number such as 12.5) in cents, half away from zero past the cent. It goes
 * through the number's shortest decimal text ("12.5"), which for up to 15 digits is the decimal
 * that was typed, so 0.29 is 29 cents (0.29 * 100 is 28.999999999999996).
 */
export function minorOfAmount(amount: number): Minor {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const absolute = Math.abs(amount);
  // Tiny amounts print in exponent notation (1e-7): their fixed text instead.
  const decimal = /e/i.test(String(absolute)) ? absolute.toFixed(20) : String(absolute);
  const [units = '0', fraction = ''] = decimal.split('.');
  const cents = Number(units) * MINOR_PER_UNIT + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = Number(fraction[2] ?? '0') >= 5 ? 1 : 0;
  const minor = checked(cents + roundUp);
  return amount < 0 ? -minor : minor;
}

/** The sum of `amounts`, exact (each a safe integer, the sum too). */
export function sumMinor(amounts: Iterable<Minor>): Minor {
  let sum = 0;
  for (const amount of amounts) sum = checked(sum + checked(amount));
  return sum;
}

/** `quantity` times `unit` (a line of an order), exact. */
export function timesMinor(unit: Minor, quantity: number): Minor {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a quantity: ${quantity}`);
  return checked(checked(unit) * quantity);
}
