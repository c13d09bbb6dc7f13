import { DEFAULT_PAGE_SIZE } from '@food-admin/api-client';
import { FIRST_PAGE } from '@food-admin/api-client/query';
import type { PagedSearch } from '@/lib/search-params';

/** A paged table's `?search=&page=` as the list endpoints' query: that page, 10 rows. */
export function pageQuery({ search, page }: PagedSearch) {
  return { search, page: page ?? FIRST_PAGE, size: DEFAULT_PAGE_SIZE };
}
