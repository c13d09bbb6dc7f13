import type { SignedInUser } from '../auth/permissions';
import type { EndpointDefinition } from '@food-admin/api-client';
import type { Database } from '../db/database';
import {
  listFacets,
  listPage,
  mapPage,
  sendListExport,
  type ListQueryValues,
  type ListSource,
} from '../db/lists';
import { defineRoute, type Route } from '../http/edge/route';

/** A list's endpoints; a list without an export (the webhook delivery log) leaves it out. */
type ListEndpoints = { list: EndpointDefinition; facets: EndpointDefinition; export?: EndpointDefinition };

type ListRoutesSpec<TRow, TItem> = {
  endpoints: ListEndpoints;
  /**
   * The list's rows for the request's path params (a restaurant's menus, a menu's dishes) as the
   * caller may see them (a restaurant owner sees only their own restaurants' reviews).
   */
  source: (params: Record<string, number>, caller: SignedInUser) => ListSource;
  /** 404s for a missing parent, before any row is read. */
  guard?: (params: Record<string, number>) => Promise<void>;
  toItem: (row: TRow) => TItem;
};

/**
 * A list's three routes from one ListSource (docs/api.md#lists): the page, the facet counts and
 * the CSV export, so the three always agree on which rows match. The export writes the columns
 * the list's declaration names, each read from its field as the source maps it.
 */
export function listRoutes<TRow, TItem>(db: Database, spec: ListRoutesSpec<TRow, TItem>): Route[] {
  const { endpoints, guard = async () => undefined } = spec;
  type Input = { params: Record<string, number>; query: ListQueryValues; user: SignedInUser };
  const routes = [
    defineRoute(endpoints.list, async (input) => {
      const { params, query, user } = input as unknown as Input;
      await guard(params);
      return mapPage(await listPage<TRow>(db, spec.source(params, user), query), spec.toItem) as never;
    }),
    defineRoute(endpoints.facets, async (input) => {
      const { params, query, user } = input as unknown as Input;
      await guard(params);
      return (await listFacets(db, spec.source(params, user), query)) as never;
    }),
  ];
  if (endpoints.export === undefined) return routes;
  return [
    ...routes,
    defineRoute(endpoints.export, async (input) => {
      const { params, query, user } = input as unknown as Input;
      await guard(params);
      return sendListExport(db, input.request, input.reply, spec.source(params, user), query) as never;
    }),
  ];
}
