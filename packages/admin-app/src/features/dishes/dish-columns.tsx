import { AvailabilityBadge, formatPrice, type ColumnDef } from '@food-admin/ui';
import { DISH_CATEGORIES, DISH_CATEGORY_LABELS, type Dish } from '@food-admin/api-client';
import '@/features/lists/list-layout.css';

/**
 * Name and Price sort on the server; Available shows the badge of the card;
 * Category names where the dish sits (a dash for none); Actions is added by the table.
 */
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
  {
    id: 'category',
    header: 'Category',
    accessorKey: 'category',
    cell: ({ row }) => (row.original.category ? DISH_CATEGORY_LABELS[row.original.category] : '—'),
  },
];

/** The filter menus: availability as the badge spells it, the categories by their names. */
export const dishFacetLabels = {
  category: {
    title: 'Category',
    options: DISH_CATEGORIES.map((value) => ({ value, label: DISH_CATEGORY_LABELS[value] })),
  },
  available: {
    title: 'Availability',
    options: [
      { value: 'true', label: 'Available' },
      { value: 'false', label: 'Unavailable' },
    ],
  },
};
