import type { EndpointDefinition, EndpointId } from '@food-admin/api-client';
import { accessProblem } from '../../auth/access';
import type { Route } from './route';

/** The routes sharing one method and path, and which of them answers a given query string. */
export type RouteGroup = {
  method: EndpointDefinition['method'];
  path: string;
  routes: readonly Route[];
  select: (query: unknown) => Route;
};

export class RouteTableError extends Error {
  override name = 'RouteTableError';
}

const labelOf = (definition: EndpointDefinition) => `${definition.method} ${definition.path}`;

function queryKeys(definition: EndpointDefinition): string[] | undefined {
  const entries = (definition.query as { entries?: Record<string, unknown> } | undefined)?.entries;
  return entries === undefined ? undefined : Object.keys(entries);
}

/**
 * Two entries may share a method and path only as a pair: the `unpagedVariant` answers when the
 * request carries none of its paged sibling's query keys (GET /api/restaurants without
 * search/page/size answers the array), the sibling answers otherwise.
 */
function groupOf(routes: Route[]): RouteGroup {
  const [first] = routes;
  if (first === undefined) throw new RouteTableError('empty route group');
  const { method, path } = first.definition;
  if (routes.length === 1) return { method, path, routes, select: () => first };
  const unpaged = routes.filter((route) => route.definition.unpagedVariant === true);
  const paged = routes.filter((route) => route.definition.unpagedVariant !== true);
  const keys = paged.length === 1 && paged[0] ? queryKeys(paged[0].definition) : undefined;
  const [unpagedRoute] = unpaged;
  const [pagedRoute] = paged;
  if (routes.length !== 2 || unpagedRoute === undefined || pagedRoute === undefined || !keys?.length) {
    throw new RouteTableError(
      `${method} ${path} is declared ${routes.length} times: only an unpaged variant and its paged sibling (with an object query) may share a method and path`,
    );
  }
  const select = (query: unknown) => {
    const carries = query !== null && typeof query === 'object' && keys.some((key) => key in query);
    return carries ? pagedRoute : unpagedRoute;
  };
  return { method, path, routes, select };
}

/**
 * Checks the routes against the contract and groups them by method and path. Throws (the app does
 * not start) when a route has no table entry or no usable `access`, when an entry is routed twice,
 * or when an entry of the table has no route.
 */
export function routeTable(
  routes: readonly Route[],
  endpoints: readonly { id: EndpointId; definition: EndpointDefinition }[],
): RouteGroup[] {
  const idOf = new Map(endpoints.map(({ id, definition }) => [definition, id]));
  for (const { id, definition } of endpoints) {
    const problem = accessProblem(definition.access);
    if (problem !== undefined) throw new RouteTableError(`Endpoint ${id} ${problem}`);
  }
  const routed = new Set<EndpointId>();
  const groups = new Map<string, Route[]>();
  for (const route of routes) {
    const { definition } = route;
    // `contract.restaurants.udpate` is undefined at run time when a cast hides the typo.
    if (definition === undefined || definition === null) {
      throw new RouteTableError('A route has no table entry (its contract entry is undefined)');
    }
    const problem = accessProblem(definition.access);
    if (problem !== undefined) throw new RouteTableError(`Route ${labelOf(definition)} ${problem}`);
    const id = idOf.get(definition);
    if (id === undefined) {
      throw new RouteTableError(`Route ${labelOf(definition)} is not an entry of the contract`);
    }
    if (routed.has(id)) throw new RouteTableError(`Endpoint ${id} is registered twice`);
    routed.add(id);
    const key = labelOf(definition);
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  const missing = endpoints.filter(({ id }) => !routed.has(id)).map(({ id }) => id);
  if (missing.length > 0) throw new RouteTableError(`Endpoints without a route: ${missing.join(', ')}`);
  return [...groups.values()].map(groupOf);
}
