import type { CsvColumn, EndpointDefinition } from '@food-admin/api-client';
import { sendCsvExport } from '../db/csv-export';
import type { Database } from '../db/database';
import type { UserRow } from '../db/rows';
import { mapPage } from '../db/list-page';
import { facetCounts, sourcePage, type ListQueryValues, type ListSource } from '../db/list-source';
import { defineRoute, type Route } from '../http/edge/route';

type ListEndpoints = { list: EndpointDefinition; facets: EndpointDefinition; export: EndpointDefinition };

type ListRoutesSpec<TRow, TItem> = {
  endpoints: ListEndpoints;
  /**
   * The list's rows for the request's path params (a restaurant's menus, a menu's dishes) as the
   * caller may see them (a restaurant owner sees only their own restaurants' reviews).
   */
  source: (params: Record<string, number>, caller: UserRow) => ListSource;
  /** 404s for a missing parent, before any row is read. */
  guard?: (params: Record<string, number>) => Promise<void>;
  toItem: (row: TRow) => TItem;
  csv: { columns: readonly CsvColumn<TItem>[]; list: string };
};

/**
 * A list's three routes from one ListSource (docs/api.md#lists): the page, the facet counts and
 * the CSV export, so the three always agree on which rows match. The export's rows are the
 * source's `exportFields`, named as the entity's fields the CSV columns read.
 */
export function listRoutes<TRow, TItem>(db: Database, spec: ListRoutesSpec<TRow, TItem>): Route[] {
  const { endpoints, guard = async () => undefined } = spec;
  type Input = { params: Record<string, number>; query: ListQueryValues; user: UserRow };
  return [
    defineRoute(endpoints.list, async (input) => {
      const { params, query, user } = input as unknown as Input;
      await guard(params);
      return mapPage(await sourcePage<TRow>(db, spec.source(params, user), query), spec.toItem) as never;
    }),
    defineRoute(endpoints.facets, async (input) => {
      const { params, query, user } = input as unknown as Input;
      await guard(params);
      return (await facetCounts(db, spec.source(params, user), query)) as never;
    }),
    defineRoute(endpoints.export, async (input) => {
      const { params, query, user } = input as unknown as Input;
      await guard(params);
      const source = spec.source(params, user);
      return sendCsvExport(db, input.request, input.reply, { source, query, ...spec.csv } as never);
    }),
  ];
}
