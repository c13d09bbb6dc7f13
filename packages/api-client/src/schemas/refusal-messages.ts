/*
 * The order workflow's and the couriers' 404 texts, apart from their schemas (the sign-in page does
 * not download the endpoint table's chunk). They have no code of their own: a 404 answers NOT_FOUND.
 * The refusals with a code of their own are declared in contract/error-codes.ts (REFUSALS).
 */

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
} as const;

export const COURIER_MESSAGES = {
  notFound: 'Courier not found',
} as const;
