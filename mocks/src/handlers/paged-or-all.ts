import type { EndpointDefinition } from '@food-admin/api-client';
import type { Endpoint } from './mock-endpoint';

/** The query keys of a paged entry (search, page, size): the request carrying any of them wants a page. */
function queryKeys(definition: EndpointDefinition | undefined): string[] {
  const entries = (definition?.query as { entries?: Record<string, unknown> } | undefined)?.entries;
  return Object.keys(entries ?? {});
}

/**
 * A paged list and its unpaged variant on the same route share one handler: the request carrying
 * none of the paged entry's query keys gets the unpaged answer (GET /api/restaurants -> an array).
 */
export function pagedOrAll(paged: Endpoint, all: Endpoint): Endpoint {
  const keys = queryKeys(paged.serves[0]);
  const pick = (request: Request) => {
    const search = new URL(request.url).searchParams;
    return keys.some((key) => search.has(key)) ? paged : all;
  };
  return {
    ...paged,
    serves: [...paged.serves, ...all.serves],
    resolve: (info) => pick(info.request).resolve(info),
    empty: (info) => pick(info.request).empty(info),
  };
}
