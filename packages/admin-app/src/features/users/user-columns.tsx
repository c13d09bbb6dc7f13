import type { ColumnDef } from '@food-admin/ui';
import { Badge, fullName } from '@food-admin/ui';
import { ROLES, type User } from '@food-admin/api-client';

/**
 * ID, Name, Email, Role, Phone; Actions is added by the table (docs/requirements.md#req-routes-users).
 * Name, Email and Role sort on the server (Name by last name).
 */
export const userColumns: ColumnDef<User, unknown>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id' },
  { id: 'name', header: 'Name', accessorFn: (user) => fullName(user) || '—', enableSorting: true },
  { id: 'email', header: 'Email', accessorKey: 'email', enableSorting: true },
  {
    id: 'role',
    header: 'Role',
    accessorKey: 'role',
    enableSorting: true,
    cell: ({ row }) => (
      <Badge tone={row.original.role === 'ADMIN' ? 'primary' : 'neutral'}>{row.original.role}</Badge>
    ),
  },
  { id: 'phone', header: 'Phone', accessorFn: (user) => user.phone || '—' },
];

/** The users list's sort field shown by the Name column. */
export const USER_COLUMN_OF_FIELD = { lastName: 'name' };

/** The role filter's menu: every role, as the badge spells it. */
export const userFacetLabels = {
  role: { title: 'Role', options: ROLES.map((role) => ({ value: role, label: role })) },
};
