import { decimalOf, minorOf } from '@food-admin/api-client';

/*
 * Amounts are stored in cents (integers of the currency's minor unit, as the contract holds them)
 * and typed as decimal amounts (12.50). A number box (NumberField) reads the typed text in the
 * reader's language into the JavaScript number nearest to it; String() gives that number back as
 * the shortest decimal text that reads as it, which for an amount of up to 15 digits is the
 * decimal that was typed ("12.5"). minorOf then turns that text into cents without a float
 * multiplication (12.5 * 100 and 0.29 * 100 are not always whole).
 */

const AT_MOST_CENTS = /^-?\d+(\.\d{1,2})?$/;

/**
 * An amount as a number box read it (12.5) in cents (1250). Null while empty; NaN while unreadable
 * and for a fraction of a cent (12.345), so the box asks for a number such as 12.50.
 */
export function centsOf(amount: number | null): number | null {
  if (amount === null || Number.isNaN(amount)) return amount;
  const decimal = String(amount);
  return AT_MOST_CENTS.test(decimal) ? minorOf(decimal) : NaN;
}

/** Cents (1250) as the amount a number box shows (12.5); null and NaN (being typed) as they are. */
export function amountOf(cents: number | null): number | null {
  if (cents === null || !Number.isInteger(cents)) return cents;
  return Number(decimalOf(cents));
}
