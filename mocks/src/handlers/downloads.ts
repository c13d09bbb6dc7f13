import {
  contract,
  DOWNLOAD_LINK_TTL_SECONDS,
  isDownloadable,
  NOT_AN_EXPORT_MESSAGE,
} from '@food-admin/api-client';
import { matchRequestUrl } from 'msw';
import { mockEndpoint, type Endpoint, type MockResolver } from './mock-endpoint';
import { fieldError } from './respond';

type CreateLink = typeof contract.downloads.createLink;

/**
 * POST /api/download-links (docs/api.md#download-links) for the mocks: a service worker does not
 * see the browser's own downloads, so the link is the export itself, answered by the export's
 * mock and carried in a data: URL the browser saves as a file. The export's refusals come back at
 * once, as the server says them.
 */
function linkResolver(
  exportsOf: () => readonly Endpoint[],
  mode: 'resolve' | 'empty',
): MockResolver<CreateLink> {
  return async ({ body, request }) => {
    const url = new URL(body.path, request.url);
    for (const target of exportsOf()) {
      if (target.method !== 'get' || !target.serves.some(isDownloadable)) continue;
      const match = matchRequestUrl(url, `*${target.path}`);
      if (!match.matches) continue;
      const answer = await target[mode]({
        request: new Request(url, { headers: request.headers }),
        params: match.params ?? {},
      });
      if (!answer.ok) return answer;
      return {
        url: `data:text/csv;charset=utf-8,${encodeURIComponent(await answer.text())}`,
        expiresAt: new Date(Date.now() + DOWNLOAD_LINK_TTL_SECONDS * 1000).toISOString(),
      };
    }
    return fieldError('path', NOT_AN_EXPORT_MESSAGE);
  };
}

/** The endpoint, given the mocks' endpoints to find the exports among (read when a link is asked for). */
export const downloadEndpoints = (exportsOf: () => readonly Endpoint[]) => ({
  downloadLink: mockEndpoint(
    contract.downloads.createLink,
    linkResolver(exportsOf, 'resolve'),
    linkResolver(exportsOf, 'empty'),
  ),
});
