import type { ActivityParams } from '../schemas/activity';
import { DEFAULT_PAGE_SIZE, type ListParams } from '../schemas/common';
import type { QueryValue } from '../http/http';

/**
 * Query string of a paged list. page and size are always sent: the server answers a page
 * (never a bare array) only when paging parameters are present. A blank search is no search.
 */
export function listQuery(params: ListParams = {}): Record<string, QueryValue> {
  return {
    search: params.search === undefined || params.search.trim() === '' ? undefined : params.search,
    page: params.page ?? 0,
    size: params.size ?? DEFAULT_PAGE_SIZE,
  };
}

export function activityQuery(params: ActivityParams = {}): Record<string, QueryValue> {
  return { ...listQuery(params), category: params.category, level: params.level };
}

/** Encodes an id for a path segment. */
export function segment(id: number | string): string {
  return encodeURIComponent(String(id));
}
