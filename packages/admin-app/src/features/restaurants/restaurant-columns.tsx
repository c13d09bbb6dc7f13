import { Link } from '@tanstack/react-router';
import { ActiveBadge, type ColumnDef } from '@food-admin/ui';
import type { Restaurant } from '@food-admin/api-client';
import { ACTIVE_STATUS_FACET } from '@/features/lists/facet-labels';
import '@/features/lists/list-layout.css';

/**
 * Name (a link to the restaurant's menu page, as the card's title), Address and Active, all sorted
 * on the server; Actions is added by the table.
 */
export const restaurantColumns: ColumnDef<Restaurant, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    enableSorting: true,
    enableHiding: false,
    cell: ({ row }) => (
      <Link
        to="/admin/restaurants/$restaurantId/menu"
        params={{ restaurantId: String(row.original.id) }}
        className="list-cell-words"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'address',
    header: 'Address',
    accessorKey: 'address',
    enableSorting: true,
    cell: ({ row }) => <span className="list-cell-words">{row.original.address}</span>,
  },
  {
    id: 'isActive',
    header: 'Active',
    accessorKey: 'isActive',
    enableSorting: true,
    cell: ({ row }) => <ActiveBadge active={row.original.isActive} />,
  },
];

/** The status filter's menu. */
export const restaurantFacetLabels = { isActive: ACTIVE_STATUS_FACET };
