import { callPath, type ApiClient, type EndpointId } from '@food-admin/api-client';
import { env } from '@/lib/env';
import type { ExportRequest } from './list-search';

/**
 * A one-time link that downloads a list's export, for the browser's own download
 * (docs/api.md#download-links): the page never holds the file, whatever its size.
 */
export async function exportLink(api: ApiClient, { id, input }: ExportRequest): Promise<string> {
  const path = await callPath(id as EndpointId, input as never);
  const { url } = await api.downloads.createLink({ body: { path } });
  // A path on the API's origin; the mocks answer an absolute data: URL.
  return /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `${env.apiUrl.replace(/\/+$/, '')}${url}`;
}
