import type { ApiClient } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import type { PagedSearch } from '@/lib/search-params';
import { pageQuery } from '@/features/lists/page-query';

/** The users table's page for the URL's search (the screen and the route's loader share it). */
export const userPageQuery = (api: ApiClient, search: PagedSearch) =>
  apiQuery(api, 'admin.users', { query: pageQuery(search) });
