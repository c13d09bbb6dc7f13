import { OperatingRulesInputSchema, PauseSchema } from '../operations/operating-rules';
import { RestaurantOperationsSchema } from '../operations/operations-api';
import { ANY_ROLE, STAFF } from './access';
import { idParams } from './core-endpoints';
import { endpoint, type EndpointDefinition } from './endpoint';

/*
 * A restaurant's operating rules (hours, closures, pause, delivery zones; docs/api.md#operations):
 * endpoints of the restaurants group kept in a part of their own (contract/load.ts), since their
 * schemas (the zones' geometry among them) are needed by the restaurant pages only, not by every
 * page that loads the core.
 */

export const operationsEndpoints = {
  restaurants: {
    operations: endpoint({
      versioned: true,
      method: 'GET',
      path: '/api/restaurants/{id}/operations',
      summary:
        "A restaurant's operating rules (hours, exceptions, closures, pause, last orders) and whether it " +
        'takes orders now, with the next change',
      access: ANY_ROLE,
      params: idParams,
      response: { status: 200, schema: RestaurantOperationsSchema },
      errors: [404],
    }),
    updateOperations: endpoint({
      versioned: true,
      method: 'PUT',
      path: '/api/restaurants/{id}/operations',
      summary: "Replace a restaurant's operating rules except the pause (ADMIN or its owner)",
      access: STAFF,
      permission: { name: 'restaurants.edit', on: 'restaurant' },
      params: idParams,
      body: OperatingRulesInputSchema,
      response: { status: 200, schema: RestaurantOperationsSchema },
      errors: [404],
    }),
    pause: endpoint({
      method: 'PUT',
      path: '/api/restaurants/{id}/pause',
      summary:
        'Pause a restaurant (it takes no orders) with a reason and an end, when it resumes by itself ' +
        '(ADMIN or its owner); a pause already on is replaced',
      access: STAFF,
      permission: { name: 'restaurants.pause', on: 'restaurant' },
      params: idParams,
      body: PauseSchema,
      response: { status: 200, schema: RestaurantOperationsSchema },
      errors: [404],
    }),
    resume: endpoint({
      method: 'DELETE',
      path: '/api/restaurants/{id}/pause',
      summary: 'End a pause now (ADMIN or its owner)',
      access: STAFF,
      permission: { name: 'restaurants.pause', on: 'restaurant' },
      params: idParams,
      response: { status: 200, schema: RestaurantOperationsSchema },
      errors: [404],
    }),
  },
} as const satisfies Record<string, Record<string, EndpointDefinition>>;
