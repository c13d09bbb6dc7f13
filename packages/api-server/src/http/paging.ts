import type { Page } from '@food-admin/api-client';

/** Escapes LIKE wildcards so user input matches literally (`50%` finds "50%", not "50 anything"). */
export function escapeLike(input: string): string {
  return input.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The `%term%` pattern for a case-insensitive substring search, or undefined for no search. */
export function containsPattern(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? `%${escapeLike(term)}%` : undefined;
}

export function toPage<T>(content: T[], page: number, size: number, totalElements: number): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    number: page,
    last: page >= totalPages - 1,
    totalPages,
    totalElements,
  };
}
