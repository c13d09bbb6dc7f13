import type { Contract } from './contract';
import type { EndpointDefinition } from './endpoint';

let loadedTable: Contract | undefined;
let loadingTable: Promise<Contract> | undefined;

/**
 * The endpoint table (every endpoint's path and schemas), loaded on the first call. Building its
 * schemas is a good part of the app's start-up work, and the sign-in page calls none of it until
 * the user signs in; signed-in pages preload its chunk (docs/performance.md#contract-on-demand).
 */
export function loadContract(): Promise<Contract> {
  return (loadingTable ??= import('./contract').then((module) => (loadedTable = module.contract)));
}

/** The endpoint table if a call has loaded it already, for synchronous readers such as the query options. */
export function loadedContract(): Contract | undefined {
  return loadedTable;
}

/**
 * An endpoint of a loaded table by its group and name (`'restaurants'`, `'list'`), or undefined.
 * The entry cannot import the table's own `endpointById` without loading the table with it.
 */
export function endpointIn(table: Contract, group: string, name: string): EndpointDefinition | undefined {
  return (table as unknown as Record<string, Record<string, EndpointDefinition> | undefined>)[group]?.[name];
}

/** An endpoint by id (`'restaurants.list'`) once a call has loaded the table; undefined before. */
export function loadedEndpoint(id: string): EndpointDefinition | undefined {
  const [group = '', name = ''] = id.split('.');
  return loadedTable && endpointIn(loadedTable, group, name);
}
