import type * as v from 'valibot';
import { listEndpoints } from './contract';
import type { EndpointDefinition } from './endpoint';
import { validationErrorBody } from './error-codes';
import { parseInput, type InputResult } from './validation';

// The query string of any call (docs/api.md#query-parameters): the parameters its entry declares
// and no others. A key the call does not take (a typo, `createdAfter`, a cache-buster) is a 400
// that names it, as a bulk action's filter names an unknown key, rather than a parameter silently
// ignored. Pure: the server's edge and the mocks both answer with it.

/** The keys a query schema declares (an object schema, or a pipe over one); none without one. */
export function queryKeysOf(schema: v.GenericSchema | undefined): string[] {
  const entries = (schema as { entries?: Record<string, unknown> } | undefined)?.entries;
  return entries === undefined ? [] : Object.keys(entries);
}

/**
 * The query parameters a call takes. An unpaged variant declares none but shares its route with
 * its paged sibling, which answers as soon as one of its keys is there, so the route takes those.
 */
export function acceptedQueryKeys(definition: EndpointDefinition): readonly string[] {
  let keys = acceptedKeysByDefinition.get(definition);
  if (keys === undefined) {
    keys = findAcceptedQueryKeys(definition);
    acceptedKeysByDefinition.set(definition, keys);
  }
  return keys;
}

// Asked on every request: the answer depends only on the (frozen) contract, so it is worked out
// once per entry instead of scanning every endpoint for an unpaged variant's sibling each time.
const acceptedKeysByDefinition = new WeakMap<EndpointDefinition, readonly string[]>();

function findAcceptedQueryKeys(definition: EndpointDefinition): string[] {
  if (!definition.unpagedVariant) return queryKeysOf(definition.query);
  const sibling = listEndpoints().find(
    ({ definition: other }) =>
      other !== definition &&
      !other.unpagedVariant &&
      other.method === definition.method &&
      other.path === definition.path,
  );
  return queryKeysOf(sibling?.definition.query ?? definition.query);
}

/** The message beside each unknown parameter, naming what the call takes instead. */
export const unknownQueryParameterMessage = (accepted: readonly string[]) =>
  accepted.length === 0
    ? 'Unknown parameter: this call takes no query parameters'
    : `Unknown parameter: this call takes ${accepted.join(', ')}`;

/**
 * A call's query string parsed with its entry's schema, refusing keys the call does not take: a
 * 400 `Validation failed` with each unknown key named in `fieldErrors` (beside the schema's own
 * messages for the keys it knows). Without a query schema the output is `{}`.
 */
export function parseQuery(definition: EndpointDefinition, query: unknown): InputResult<unknown> {
  const accepted = acceptedQueryKeys(definition);
  const given = query !== null && typeof query === 'object' ? Object.keys(query) : [];
  const unknown = given.filter((key) => !accepted.includes(key));
  const parsed: InputResult<unknown> =
    definition.query === undefined
      ? { success: true, output: {} }
      : parseInput(definition.query, query, 'Query');
  if (unknown.length === 0) return parsed;
  const message = unknownQueryParameterMessage(accepted);
  // Built with fromEntries: a key such as `__proto__` becomes a field of its own, not a prototype.
  const fieldErrors: Record<string, string[]> = Object.fromEntries([
    ...Object.entries(parsed.success ? {} : (parsed.error.fieldErrors ?? {})),
    ...unknown.map((key) => [key, [message]] as const),
  ]);
  return { success: false, error: validationErrorBody(fieldErrors) };
}
