import { coreEndpoints } from './core-endpoints';
import { dispatchEndpoints } from './dispatch-endpoints';
import { downloadEndpoints } from './download-endpoints';
import type { EndpointDefinition } from './endpoint';
import { integrationEndpoints } from './integration-endpoints';
import { operationsEndpoints } from './operations-endpoints';
import { orderingEndpoints } from './ordering-endpoints';
import { teamEndpoints } from './team-endpoints';

export { UNPAGED_LIST_CAP } from './core-endpoints';

/**
 * The API, declared once (docs/architecture.md#the-contract). The typed client, the TanStack Query
 * options, the server's routes (parsing, validation, roles), the MSW mocks and the OpenAPI document
 * are all derived from this table. Groups and names become `api.<group>.<name>(input)`.
 *
 * It is written in parts so that the app loads each only when a page calls it (load.ts): the core
 * (core-endpoints.ts), teams, staff, invitations and API tokens (team-endpoints.ts), the customer
 * app's ordering (ordering-endpoints.ts), the exports' download links (download-endpoints.ts),
 * the webhooks (integration-endpoints.ts), the operations board (dispatch-endpoints.ts) and a
 * restaurant's operating rules (operations-endpoints.ts, endpoints of the restaurants group).
 */
export const contract = {
  ...coreEndpoints,
  restaurants: { ...coreEndpoints.restaurants, ...operationsEndpoints.restaurants },
  ...teamEndpoints,
  ...orderingEndpoints,
  ...downloadEndpoints,
  ...integrationEndpoints,
  ...dispatchEndpoints,
} as const satisfies Record<string, Record<string, EndpointDefinition>>;

export type Contract = typeof contract;
export type GroupName = keyof Contract;
/** `'restaurants.list'`, `'admin.users'`, ... */
export type EndpointId = {
  [G in GroupName]: `${G}.${Extract<keyof Contract[G], string>}`;
}[GroupName];
export type EndpointOf<TId extends EndpointId> = TId extends `${infer G}.${infer N}`
  ? G extends GroupName
    ? N extends keyof Contract[G]
      ? Contract[G][N]
      : never
    : never
  : never;

/** Every endpoint with its id, in declaration order. */
export function listEndpoints(): { id: EndpointId; definition: EndpointDefinition }[] {
  return Object.entries(contract).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, definition]) => ({
      id: `${group}.${name}` as EndpointId,
      definition: definition as EndpointDefinition,
    })),
  );
}

export function endpointById<TId extends EndpointId>(id: TId): EndpointOf<TId> {
  const [group, name] = id.split('.') as [GroupName, string];
  return (contract[group] as Record<string, EndpointDefinition>)[name] as EndpointOf<TId>;
}
