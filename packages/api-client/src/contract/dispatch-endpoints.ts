import { MAX_BOARD_PATCH_IDS, OrderBoardQuerySchema, OrderBoardSchema } from '../schemas/dispatch';
import { STAFF } from './access';
import { endpoint, type EndpointDefinition } from './endpoint';

/*
 * The live operations board (docs/api.md#dispatch-board): its own part of the endpoint table,
 * loaded by the board's page only (contract/load.ts). Assigning a courier from the board is the
 * orders' own PUT /admin/orders/{id}/courier with If-Match; the couriers lane is GET /admin/couriers.
 */

export const dispatchEndpoints = {
  dispatch: {
    board: endpoint({
      method: 'GET',
      path: '/admin/dispatch/board',
      summary:
        'The open orders (pending to picked up), oldest first, one card each: status and since when, ' +
        "acceptance deadline, items, total and courier. A RESTAURANT user sees their restaurants' orders. " +
        `With \`id\` (repeatable, at most ${MAX_BOARD_PATCH_IDS}): those orders only, the ones still open; ` +
        'a board patches the cards that changed with it',
      access: STAFF,
      permission: { name: 'orders.view', on: 'scope' },
      query: OrderBoardQuerySchema,
      response: { status: 200, schema: OrderBoardSchema },
    }),
  },
} as const satisfies Record<string, Record<string, EndpointDefinition>>;
