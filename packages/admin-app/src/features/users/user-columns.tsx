import type { ColumnDef } from '@food-admin/ui';
import { Badge, fullName } from '@food-admin/ui';
import type { User } from '@food-admin/api-client';

/** ID, Name, Email, Role, Phone; Actions is added by the table (docs/requirements.md#req-routes-users). */
export const userColumns: ColumnDef<User, unknown>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id' },
  { id: 'name', header: 'Name', accessorFn: (user) => fullName(user) || '—' },
  { id: 'email', header: 'Email', accessorKey: 'email' },
  {
    id: 'role',
    header: 'Role',
    accessorKey: 'role',
    cell: ({ row }) => (
      <Badge tone={row.original.role === 'ADMIN' ? 'primary' : 'neutral'}>{row.original.role}</Badge>
    ),
  },
  { id: 'phone', header: 'Phone', accessorFn: (user) => user.phone || '—' },
];
