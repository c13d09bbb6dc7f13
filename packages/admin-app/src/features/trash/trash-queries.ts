import type { ApiClient, TrashKind } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';

/** Rows per page of "Recently deleted". */
export const TRASH_PAGE_SIZE = 20;

/** A page of the trash, newest deletion first (the screen and the route's loader share it). */
export const trashQuery = (api: ApiClient, page = 0, kind?: TrashKind) =>
  apiQuery(api, 'admin.trash', { query: { page, size: TRASH_PAGE_SIZE, ...(kind ? { kind } : {}) } });
