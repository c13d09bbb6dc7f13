/*
 * The API's texts for the order workflow's and the couriers' refusals, apart from their schemas:
 * the error codes map them (contract/error-codes.ts), and the app's French and Arabic texts read
 * those codes on the sign-in page, which does not download the schemas (the endpoint table's chunk).
 */

/** The workflow's refusals (the server answers them; the mocks and the app reuse them). */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  ownRestaurants: 'You can only work orders of your own restaurants',
  courierScope: 'Couriers see only orders ready for pick-up and their own deliveries',
  courierRequired: 'Assign a courier before the order is picked up',
  courierTaken: 'Another courier has taken this order',
  courierChanged: 'The courier of this order changed at the same moment. Please try again.',
  orderChanged: 'This order changed at the same moment. Please try again.',
  courierLocked: 'The courier can change only until the order is picked up',
  notesForbidden: "Only admins and the restaurant's owner add notes to an order",
} as const;

/** The couriers' refusals. */
export const COURIER_MESSAGES = {
  notFound: 'Courier not found',
  notYours: 'Couriers may only see and change their own availability',
} as const;
