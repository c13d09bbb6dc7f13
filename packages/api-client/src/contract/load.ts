import type { coreEndpoints } from './core-endpoints';
import type { dispatchEndpoints } from './dispatch-endpoints';
import type { downloadEndpoints } from './download-endpoints';
import type { EndpointDefinition } from './endpoint';
import type { integrationEndpoints } from './integration-endpoints';
import type { operationsEndpoints } from './operations-endpoints';
import type { orderingEndpoints } from './ordering-endpoints';
import type { teamEndpoints } from './team-endpoints';

type CoreEndpoints = typeof coreEndpoints;
type Part = Record<string, Record<string, EndpointDefinition>>;

/** The groups of the loaded parts of the endpoint table, by name. */
const loadedGroups: Part = {};
const loading = new Map<string, Promise<Part>>();

/** Loads a part once and adds its endpoints to their groups (a group may span parts). */
const loadPart = (name: string, load: () => Promise<Part>): Promise<Part> => {
  let loaded = loading.get(name);
  if (loaded === undefined)
    loading.set(
      name,
      (loaded = load().then((part) => {
        for (const [group, endpoints] of Object.entries(part))
          loadedGroups[group] = { ...loadedGroups[group], ...endpoints };
        return loadedGroups;
      })),
    );
  return loaded;
};

const loadTeam = () => loadPart('team', () => import('./team-endpoints').then((part) => part.teamEndpoints));
const loadOrdering = () =>
  loadPart('ordering', () => import('./ordering-endpoints').then((part) => part.orderingEndpoints));
const loadOperations = () =>
  loadPart('operations', () => import('./operations-endpoints').then((part) => part.operationsEndpoints));
const loadDownloads = () =>
  loadPart('downloads', () => import('./download-endpoints').then((part) => part.downloadEndpoints));

/**
 * The groups outside the core, with the part that holds them: the type check keeps this list and
 * the parts' files in step.
 */
const PART_OF: Record<
  | keyof typeof teamEndpoints
  | keyof typeof orderingEndpoints
  | keyof typeof downloadEndpoints
  | keyof typeof integrationEndpoints
  | keyof typeof dispatchEndpoints,
  () => Promise<Part>
> = {
  team: loadTeam,
  invitations: loadTeam,
  staff: loadTeam,
  apiTokens: loadTeam,
  ordering: loadOrdering,
  downloads: loadDownloads,
  webhooks: () =>
    loadPart('webhooks', () => import('./integration-endpoints').then((part) => part.integrationEndpoints)),
  dispatch: () =>
    loadPart('dispatch', () => import('./dispatch-endpoints').then((part) => part.dispatchEndpoints)),
};

/**
 * Endpoints of a core group kept in a part of their own, by id: the type check keeps this list and
 * the part's file in step.
 */
const ENDPOINT_PART_OF: Record<
  `restaurants.${keyof typeof operationsEndpoints.restaurants}`,
  () => Promise<Part>
> = {
  'restaurants.operations': loadOperations,
  'restaurants.updateOperations': loadOperations,
  'restaurants.pause': loadOperations,
  'restaurants.resume': loadOperations,
};

/**
 * The endpoint table's core (every endpoint's path and schemas but the other parts'), loaded on the
 * first call. Building its schemas is a good part of the app's start-up work, and the sign-in page
 * calls none of it until the user signs in; signed-in pages preload its chunk
 * (docs/performance.md#contract-on-demand).
 */
export function loadContract(): Promise<CoreEndpoints> {
  return loadPart('core', () => import('./core-endpoints').then((part) => part.coreEndpoints)) as Promise<
    Part & CoreEndpoints
  >;
}

/**
 * An endpoint by its group and name (`'restaurants'`, `'list'`), its part of the table loaded first:
 * the team part (teams, staff, invitations, API tokens) only by the pages that call it, the ordering
 * part by the customer app.
 */
export async function loadEndpoint(group: string, name: string): Promise<EndpointDefinition | undefined> {
  const id = `${group}.${name}`;
  if (Object.hasOwn(ENDPOINT_PART_OF, id)) await ENDPOINT_PART_OF[id as keyof typeof ENDPOINT_PART_OF]();
  else await (Object.hasOwn(PART_OF, group) ? PART_OF[group as keyof typeof PART_OF]() : loadContract());
  return loadedGroups[group]?.[name];
}

/** An endpoint by id (`'restaurants.list'`) once a call has loaded its part; undefined before. */
export function loadedEndpoint(id: string): EndpointDefinition | undefined {
  const [group = '', name = ''] = id.split('.');
  return loadedGroups[group]?.[name];
}
