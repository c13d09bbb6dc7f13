import {
  OrderQuoteRequestSchema,
  OrderQuoteSchema,
  OrderRequestSchema,
  PlacedOrderSchema,
} from '../operations/ordering';
import { CUSTOMER_ONLY } from './access';
import { endpoint, type EndpointDefinition } from './endpoint';

/*
 * Placing orders (docs/api.md#ordering): what the platform's customer app calls, and the admin app
 * never does; a part of the endpoint table of its own (contract/load.ts), so the admin app's pages
 * do not download its schemas. contract.ts joins it to the rest.
 */

export const orderingEndpoints = {
  ordering: {
    quote: endpoint({
      method: 'POST',
      path: '/api/orders/quote',
      summary:
        "Price an order as it would be placed, without placing it (CUSTOMER): the dishes' current prices, " +
        "the delivery zone's fee and the estimated times; 409 with the reason when it could not be placed",
      access: CUSTOMER_ONLY,
      body: OrderQuoteRequestSchema,
      response: { status: 200, schema: OrderQuoteSchema },
      errors: [404, 409],
    }),
    place: endpoint({
      idempotent: true,
      method: 'POST',
      path: '/api/orders',
      summary:
        'Place an order (CUSTOMER): priced on the server like a quote, created PENDING; 409 with the reason ' +
        'when the restaurant is not taking orders, a dish is unavailable, the address is outside every ' +
        'active zone or the subtotal is below the minimum',
      access: CUSTOMER_ONLY,
      body: OrderRequestSchema,
      response: { status: 201, schema: PlacedOrderSchema },
      errors: [404, 409],
    }),
  },
} as const satisfies Record<string, Record<string, EndpointDefinition>>;
