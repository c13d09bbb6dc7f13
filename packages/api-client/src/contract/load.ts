import type { Contract } from './contract';

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
