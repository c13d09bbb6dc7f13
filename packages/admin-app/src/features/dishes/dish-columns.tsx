import { AvailabilityBadge, formatPrice, type ColumnDef } from '@food-admin/ui';
import type { Dish } from '@food-admin/api-client';
import '@/features/lists/list-layout.css';

/** Name and Price sort on the server; Available shows the badge of the card; Actions is added by the table. */
export const dishColumns: ColumnDef<Dish, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    enableSorting: true,
    enableHiding: false,
    cell: ({ row }) => <span className="list-cell-words">{row.original.name}</span>,
  },
  {
    id: 'price',
    header: 'Price',
    accessorKey: 'price',
    enableSorting: true,
    cell: ({ row }) => formatPrice(row.original.price),
  },
  {
    id: 'available',
    header: 'Availability',
    accessorKey: 'isAvailable',
    cell: ({ row }) => <AvailabilityBadge available={row.original.isAvailable} />,
  },
];

/** The availability filter's menu: the facet's values as the badge spells them. */
export const dishFacetLabels = {
  available: {
    title: 'Availability',
    options: [
      { value: 'true', label: 'Available' },
      { value: 'false', label: 'Unavailable' },
    ],
  },
};
