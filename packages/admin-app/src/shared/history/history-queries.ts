import type { ApiClient, HistoryKind } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';

/** The newest changes of a record; "Restore this version" needs every change after the one chosen. */
export const HISTORY_PAGE_SIZE = 50;

export const historyQuery = (api: ApiClient, kind: HistoryKind, id: number) =>
  apiQuery(api, 'history.record', { params: { kind, id }, query: { page: 0, size: HISTORY_PAGE_SIZE } });
