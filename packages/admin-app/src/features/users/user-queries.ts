import { exportFileName, ROLES, userListQueries, type ApiClient, type Role } from '@food-admin/api-client';
import type { BulkTarget, ListBulkAction } from '@/shared/lists/use-list-view';
import { apiQuery } from '@food-admin/api-client/query';
import { filtersOf, listExportQuery, listPageQuery, type ListSearch } from '@/shared/lists/list-search';
import type { RoleName } from '@/i18n/role-names';
import type { UsersT } from './user-columns';

/** The users table's page for the URL's view (the screen and the route's loader share it). */
export const userPageQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.users', { query: listPageQuery(search, userListQueries) });

/** Users per role under the search and the other filters. */
export const userFacetsQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.userFacets', {
    query: { search: search.search, ...filtersOf(search, userListQueries) },
  });

/** Every matching user as CSV, in the table's order. */
export const exportUsers = async (api: ApiClient, search: ListSearch) => ({
  text: await api.admin.usersExport({ query: listExportQuery(search, userListQueries) }),
  fileName: exportFileName('users'),
});

const MAKE_ROLE = {
  CUSTOMER: 'users.bulk.makeCustomer',
  RESTAURANT: 'users.bulk.makeRestaurant',
  COURIER: 'users.bulk.makeCourier',
  ADMIN: 'users.bulk.makeAdmin',
} as const;

/** Set a role on, or delete, the selected users; the server refuses rows one by one (own role, last admin). */
export const userBulkActions = (api: ApiClient, t: UsersT, roleName: RoleName): ListBulkAction[] => [
  ...ROLES.map((role: Role): ListBulkAction => ({
    id: `role-${role}`,
    label: t(MAKE_ROLE[role]),
    confirm: (count) => t('users.bulk.setRoleConfirm', { count, role: roleName(role) }),
    run: (target: BulkTarget) => api.admin.usersBulk({ body: { action: 'setRole', role, ...target } }),
  })),
  {
    id: 'delete',
    label: t('users.bulk.delete'),
    tone: 'danger',
    confirm: (count) => t('users.bulk.deleteConfirm', { count }),
    run: (target: BulkTarget) => api.admin.usersBulk({ body: { action: 'delete', ...target } }),
  },
];
