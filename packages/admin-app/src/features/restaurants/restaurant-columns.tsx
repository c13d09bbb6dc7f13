import { Link } from '@tanstack/react-router';
import { ActiveBadge, Ltr, type ColumnDef } from '@food-admin/ui';
import type { Restaurant } from '@food-admin/api-client';
import { activeMenuFacet, activeStatusFacet, availabilityFacet } from '@/shared/lists/facet-labels';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/restaurants';
import type { messages as listsMessages } from '@/i18n/compiled/en/lists';
import '@/shared/lists/list-layout.css';

/**
 * Name (a link to the restaurant's page; Edit stays a row action), Address and Active, all sorted
 * on the server; Actions is added by the table.
 */
export const restaurantColumns = (t: Translate<keyof typeof messages>): ColumnDef<Restaurant, unknown>[] => [
  {
    id: 'name',
    header: t('restaurants.name'),
    accessorKey: 'name',
    enableSorting: true,
    enableHiding: false,
    meta: { kind: 'text' },
    cell: ({ row }) => (
      <Link to="/admin/restaurants/$id" params={{ id: row.original.id }} className="list-cell-words">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'address',
    header: t('restaurants.address'),
    accessorKey: 'address',
    enableSorting: true,
    meta: { kind: 'text', priority: 2 },
    cell: ({ row }) => (
      <span className="list-cell-words">
        <Ltr>{row.original.address}</Ltr>
      </span>
    ),
  },
  {
    id: 'isActive',
    header: t('restaurants.active'),
    accessorKey: 'isActive',
    enableSorting: true,
    meta: { kind: 'tag' },
    cell: ({ row }) => <ActiveBadge active={row.original.isActive} />,
  },
];

/** The status filter's menu. */
export const restaurantFacetLabels = (t: Translate<keyof typeof listsMessages>) => ({
  isActive: activeStatusFacet(t),
  hasActiveMenu: activeMenuFacet(t),
  availability: availabilityFacet(t),
});
