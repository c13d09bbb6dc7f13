import type { Page } from '@food-admin/api-client';
import { toPage } from './paging';

/**
 * Runs the count and the page query together. An out-of-range page answers empty content with
 * the real totals, so the client can tell where the list ends.
 */
export async function pageOf<T>(
  page: number,
  size: number,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const [total, content] = await Promise.all([count(), rows(size, page * size)]);
  return toPage(content, page, size, total);
}

/** `count(*)` comes back as a number from PGlite and as a string (bigint) from node-postgres. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}
