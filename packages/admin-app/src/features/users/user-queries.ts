import {
  MAX_BULK_IDS,
  ROLES,
  userListQueries,
  type ApiClient,
  type Role,
  type UserBulkResult,
} from '@food-admin/api-client';
import type {
  BulkProgressOptions,
  BulkRunResult,
  BulkTarget,
  ListBulkAction,
} from '@/shared/lists/use-list-view';
import { apiQuery } from '@food-admin/api-client/query';
import {
  exportRequest,
  filtersOf,
  listExportQuery,
  listPageQuery,
  type ListSearch,
} from '@/shared/lists/list-search';
import { bulkDeleteMessageValues } from '@/shared/lists/use-delete-confirm';
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
export const exportUsers = (search: ListSearch) =>
  exportRequest('admin.usersExport', { query: listExportQuery(search, userListQueries) }, 'users');

const MAKE_ROLE = {
  CUSTOMER: 'users.bulk.makeCustomer',
  RESTAURANT: 'users.bulk.makeRestaurant',
  COURIER: 'users.bulk.makeCourier',
  ADMIN: 'users.bulk.makeAdmin',
} as const;

type PreviousRoles = NonNullable<UserBulkResult['previousRoles']>;

/**
 * Undoes a role change: gives each user the role the change answered they had, one call per role
 * (and per MAX_BULK_IDS users), each user's version as its If-Match, so a user someone changed
 * since is refused and left as they are.
 */
export async function giveRolesBack(api: ApiClient, previous: PreviousRoles): Promise<BulkRunResult> {
  const total: BulkRunResult = { changed: 0, refused: [] };
  for (const role of ROLES) {
    const rows = previous.filter((row) => row.role === role);
    for (let start = 0; start < rows.length; start += MAX_BULK_IDS) {
      const chunk = rows.slice(start, start + MAX_BULK_IDS);
      const result = await api.admin.usersBulk({
        body: {
          action: 'setRole',
          role,
          ids: chunk.map((row) => row.id),
          versions: chunk.map((row) => row.version),
        },
      });
      total.changed += result.changed;
      total.refused.push(...result.refused);
    }
  }
  return total;
}

/**
 * Set a role on, or delete, the selected users; the server refuses rows one by one (own role, last
 * admin). A role change can be undone from its toast.
 */
export const userBulkActions = (api: ApiClient, t: UsersT, roleName: RoleName): ListBulkAction[] => [
  ...ROLES.map((role: Role): ListBulkAction => ({
    id: `role-${role}`,
    label: t(MAKE_ROLE[role]),
    confirm: (count) => t('users.bulk.setRoleConfirm', { count, role: roleName(role) }),
    run: async (target: BulkTarget, progress: BulkProgressOptions) => {
      const { previousRoles = [], ...result } = await api.admin.usersBulk({
        body: { action: 'setRole', role, ...target },
        ...progress,
      });
      return {
        ...result,
        undo: previousRoles.length > 0 ? () => giveRolesBack(api, previousRoles) : undefined,
      };
    },
  })),
  {
    id: 'delete',
    label: t('users.bulk.delete'),
    tone: 'danger',
    confirm: (count) => t('users.bulk.deleteConfirm', bulkDeleteMessageValues(count)),
    run: (target: BulkTarget, progress: BulkProgressOptions) =>
      api.admin.usersBulk({ body: { action: 'delete', ...target }, ...progress }),
  },
];
