import type { ColumnDef } from '@food-admin/ui';
import { Badge, fullName, Ltr } from '@food-admin/ui';
import { ROLES, type User } from '@food-admin/api-client';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/users';
import type { RoleName } from '@/i18n/role-names';

export type UsersT = Translate<keyof typeof messages>;

/**
 * ID, Name, Email, Role, Phone; Actions is added by the table (docs/requirements.md#req-routes-users).
 * Name, Email and Role sort on the server (Name by last name). Short of room, Phone folds under the
 * name, then Email.
 */
export const userColumns = (t: UsersT, roleName: RoleName): ColumnDef<User, unknown>[] => [
  { id: 'id', header: t('users.id'), accessorKey: 'id', meta: { kind: 'id' } },
  {
    id: 'name',
    header: t('users.name'),
    accessorFn: (user) => fullName(user) || '—',
    enableSorting: true,
    meta: { kind: 'text' },
  },
  {
    id: 'email',
    header: t('users.email'),
    accessorKey: 'email',
    enableSorting: true,
    meta: { kind: 'text', priority: 2 },
    cell: ({ row }) => <Ltr>{row.original.email}</Ltr>,
  },
  {
    id: 'role',
    header: t('users.role'),
    accessorKey: 'role',
    enableSorting: true,
    meta: { kind: 'tag' },
    cell: ({ row }) => (
      <Badge tone={row.original.role === 'ADMIN' ? 'primary' : 'neutral'}>
        {roleName(row.original.role)}
      </Badge>
    ),
  },
  {
    id: 'phone',
    header: t('users.phone'),
    accessorFn: (user) => user.phone || '—',
    meta: { kind: 'id', priority: 3 },
    // Left to right in every language: '+1 555 0102' would read '0102 555 1+' in Arabic.
    cell: ({ getValue }) => <Ltr>{String(getValue())}</Ltr>,
  },
];

/** The users list's sort field shown by the Name column. */
export const USER_COLUMN_OF_FIELD = { lastName: 'name' };

/** The role filter's menu: every role, as the badge spells it. */
export const userFacetLabels = (t: UsersT, roleName: RoleName) => ({
  role: {
    title: t('users.role'),
    options: ROLES.map((role) => ({ value: role, label: roleName(role) })),
  },
});
