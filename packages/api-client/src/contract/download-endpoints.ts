import * as v from 'valibot';
import { ANY_ROLE } from './access';
import { endpoint, type EndpointDefinition } from './endpoint';

/** The query parameter that carries a download link's one-time token (docs/api.md#download-links). */
export const DOWNLOAD_TOKEN_PARAM = 'download_token';

/** Whether an entry's answer can be downloaded through a link: a GET answering a CSV file (an export). */
export const isDownloadable = (definition: Pick<EndpointDefinition, 'method' | 'response'>): boolean =>
  definition.method === 'GET' && definition.response.contentType?.startsWith('text/csv') === true;

/** The field error of a path that names no list's export. */
export const NOT_AN_EXPORT_MESSAGE = "Not the path of a list's export";

/** How long a download link may wait for its download, in seconds. */
export const DOWNLOAD_LINK_TTL_SECONDS = 60;

export const DownloadLinkRequestSchema = v.object({
  /** The export's path and query, as the client would call it (`/admin/users/export?role=ADMIN`). */
  path: v.pipe(v.string(), v.startsWith('/', NOT_AN_EXPORT_MESSAGE), v.maxLength(4096)),
});

export const DownloadLinkSchema = v.object({
  /** The export's path and query with the one-time token: the browser opens it on the API's origin. */
  url: v.string(),
  expiresAt: v.string(),
});

export type DownloadLink = v.InferOutput<typeof DownloadLinkSchema>;

/*
 * Download links (docs/api.md#download-links): what lets the browser download an export itself,
 * written to disk as it streams, instead of the page holding the whole answer in memory. A part of
 * the endpoint table of its own (contract/load.ts): only the lists' Export buttons load it.
 */
export const downloadEndpoints = {
  downloads: {
    createLink: endpoint({
      method: 'POST',
      path: '/api/download-links',
      summary:
        "A one-time link to a list's export, for the browser to download without the caller's token: " +
        `valid for ${DOWNLOAD_LINK_TTL_SECONDS} s, for that path and query, once; the export decides ` +
        'who may read what as for any call, when the link is opened',
      access: ANY_ROLE,
      body: DownloadLinkRequestSchema,
      response: { status: 201, schema: DownloadLinkSchema },
      errors: [400, 403],
    }),
  },
} as const satisfies Record<string, Record<string, EndpointDefinition>>;
