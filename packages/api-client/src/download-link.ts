import { encodeQuery } from './call-endpoint';
import type { EndpointId, EndpointOf } from './contract/contract';
import { fillPath, type CallInput } from './contract/endpoint';
import { loadEndpoint } from './contract/load';
import { withQuery } from './http/http';

/**
 * The path and query of a call of `id` with `input`, written as the client sends them: what
 * POST /api/download-links takes to make a link to an export (docs/api.md#download-links).
 */
export async function callPath<TId extends EndpointId>(
  id: TId,
  input: CallInput<EndpointOf<TId>>,
): Promise<string> {
  const [group = '', name = ''] = id.split('.');
  const definition = await loadEndpoint(group, name);
  if (definition === undefined) throw new Error(`No endpoint ${id} in the contract`);
  const { params, query } = input as { params?: Record<string, unknown>; query?: unknown };
  return withQuery(
    fillPath(definition.path, params),
    definition.query ? encodeQuery(definition.query, query) : undefined,
  );
}
