import { Link } from '@tanstack/react-router';
import { ActiveBadge, type ColumnDef } from '@food-admin/ui';
import type { Menu } from '@food-admin/api-client';
import { activeStatusFacet } from '@/shared/lists/facet-labels';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/menus';
import type { messages as listsMessages } from '@/i18n/compiled/en/lists';
import '@/shared/lists/list-layout.css';

/**
 * Name (a link to the menu's dishes, as the card's title), Restaurant and Active; Name sorts on
 * the server. Actions is added by the table.
 */
export const menuColumns = (
  restaurantNames: ReadonlyMap<number, string>,
  t: Translate<keyof typeof messages>,
): ColumnDef<Menu, unknown>[] => [
  {
    id: 'name',
    header: t('menus.name'),
    accessorKey: 'name',
    enableSorting: true,
    enableHiding: false,
    meta: { kind: 'text' },
    cell: ({ row }) => (
      <Link to="/admin/menus/$menuId/dishes" params={{ menuId: row.original.id }} className="list-cell-words">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'restaurant',
    header: t('menus.restaurant'),
    meta: { kind: 'text', priority: 2 },
    cell: ({ row }) => (
      <span className="list-cell-words">
        {restaurantNames.get(row.original.restaurantId) ?? `#${row.original.restaurantId}`}
      </span>
    ),
  },
  {
    id: 'isActive',
    header: t('menus.active'),
    accessorKey: 'isActive',
    meta: { kind: 'tag' },
    cell: ({ row }) => <ActiveBadge active={row.original.isActive} />,
  },
];

/** The status filter's menu. */
export const menuFacetLabels = (t: Translate<keyof typeof listsMessages>) => ({
  isActive: activeStatusFacet(t),
});
