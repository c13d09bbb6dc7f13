import {
  contract,
  isDownloadable,
  listEndpoints,
  NOT_AN_EXPORT_MESSAGE,
  type EndpointDefinition,
} from '@food-admin/api-client';
import { assertAdmitted } from '../../auth/access';
import { createDownloadLink, linkedPath } from '../../auth/download-links';
import type { AppContext } from '../../context';
import { defineRoute, type Route } from '../../http/edge/route';
import { validationFailed } from '../../http/errors';
import { parseParams, parseQueryOf } from '../../http/validation';

/** The entries a link can download (the lists' exports), each with its path as a pattern. */
const DOWNLOADABLE = listEndpoints()
  .filter(({ definition }) => isDownloadable(definition))
  .map(({ definition }) => ({
    definition,
    pattern: new RegExp(`^${definition.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
  }));

/** A query string as an object, a repeated key as an array: what the edge's parser makes of it. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

/**
 * The export a path names, checked as its call would be at once (roles and platform permission,
 * path params, query), so what the download would refuse is said to the page, not by a failed
 * download. A restaurant's own permission is the export's to check when the link is opened.
 */
function exportOf(path: string, user: Parameters<typeof assertAdmitted>[0]): EndpointDefinition {
  const url = new URL(linkedPath(path), 'http://link.invalid');
  for (const { definition, pattern } of DOWNLOADABLE) {
    const match = pattern.exec(url.pathname);
    if (match === null) continue;
    assertAdmitted(user, definition);
    if (definition.params) parseParams(definition.params, match.groups ?? {});
    parseQueryOf(definition, queryObject(url.searchParams));
    return definition;
  }
  throw validationFailed({ path: [NOT_AN_EXPORT_MESSAGE] });
}

/** POST /api/download-links (docs/api.md#download-links). */
export function downloadRoutes(ctx: AppContext): Route[] {
  return [
    defineRoute(contract.downloads.createLink, async ({ body, user, token }) => {
      exportOf(body.path, user);
      const link = await createDownloadLink(ctx.db, token, body.path);
      return { url: link.url, expiresAt: link.expiresAt.toISOString() };
    }),
  ];
}
