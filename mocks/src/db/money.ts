import { decimalOf, DEFAULT_CURRENCY, sumMinor, timesMinor, type Minor } from '@food-admin/api-client';

/*
 * Amounts as the server answers them (docs/api.md#money): the spec's decimal beside its exact
 * cents, in the platform's currency (the server's default here). The mocks add cents, never floats.
 */

export const MOCK_CURRENCY = DEFAULT_CURRENCY;

/** The spec's decimal field of an amount in cents (1250 -> 12.5). */
export const decimalAmount = (minor: Minor): number => Number(decimalOf(minor));

/** A dish's price fields. */
export const dishPrice = (priceMinor: Minor) => ({
  price: decimalAmount(priceMinor),
  priceMinor,
  currency: MOCK_CURRENCY,
});

/** A line of an order: its unit price and quantity, and their product. */
export const orderLine = (unitPriceMinor: Minor, quantity: number) => ({
  unitPrice: decimalAmount(unitPriceMinor),
  unitPriceMinor,
  quantity,
  lineTotalMinor: timesMinor(unitPriceMinor, quantity),
});

/** An order's amounts from its lines and fee. */
export function orderAmounts(lines: readonly { lineTotalMinor: Minor }[], deliveryFeeMinor: Minor) {
  const subtotalMinor = sumMinor(lines.map((line) => line.lineTotalMinor));
  const totalMinor = subtotalMinor + deliveryFeeMinor;
  return {
    subtotal: decimalAmount(subtotalMinor),
    deliveryFee: decimalAmount(deliveryFeeMinor),
    total: decimalAmount(totalMinor),
    subtotalMinor,
    deliveryFeeMinor,
    totalMinor,
    currency: MOCK_CURRENCY,
  };
}

/** A sum of order totals as the dashboard answers it. */
export function revenueOf(orders: readonly { totalMinor: Minor }[]) {
  const revenueMinor = sumMinor(orders.map((order) => order.totalMinor));
  return { revenue: decimalAmount(revenueMinor), revenueMinor };
}

/** A period's revenue, what was refunded of it and the net, as the dashboard's totals answer them. */
export function netRevenueOf(orders: readonly { totalMinor: Minor; refundedMinor: Minor }[]) {
  const refundedMinor = sumMinor(orders.map((order) => order.refundedMinor));
  const revenue = revenueOf(orders);
  return { ...revenue, refundedMinor, netRevenueMinor: revenue.revenueMinor - refundedMinor };
}
