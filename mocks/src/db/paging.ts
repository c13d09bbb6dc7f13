import type { ListQuery, Page } from '@food-admin/api-client';

/** Case-insensitive substring match over the given fields, like the server's ILIKE '%term%'. */
export function matchesSearch(search: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  const term = search?.trim().toLowerCase();
  if (!term) return true;
  return fields.some((field) => field?.toLowerCase().includes(term));
}

/** Cuts one page out of the filtered, sorted rows: the Spring-style Page every list answers. */
export function toPage<T>(rows: readonly T[], query: Pick<ListQuery, 'page' | 'size'>): Page<T> {
  const totalElements = rows.length;
  const totalPages = Math.ceil(totalElements / query.size);
  const start = query.page * query.size;
  return {
    content: rows.slice(start, start + query.size),
    number: query.page,
    last: query.page >= totalPages - 1,
    totalPages,
    totalElements,
  };
}

export const byIdAscending = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

export const newestFirst = <T extends { id: number; createdAt: string }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
