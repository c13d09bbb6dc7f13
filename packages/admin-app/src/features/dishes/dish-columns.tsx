import { AvailabilityBadge, useKitStrings, type ColumnDef } from '@food-admin/ui';
import { DISH_CATEGORIES, type Dish, type DishCategory } from '@food-admin/api-client';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/dishes';
import '@/shared/lists/list-layout.css';

/** The dishes namespace's `t`, for the helpers outside components. */
export type DishesT = Translate<keyof typeof messages>;

/** Each category's label (the value sent to the server stays the category). */
export const DISH_CATEGORY_KEYS = {
  STARTER: 'dishes.category.starter',
  MAIN: 'dishes.category.main',
  SIDE: 'dishes.category.side',
  DESSERT: 'dishes.category.dessert',
  DRINK: 'dishes.category.drink',
} as const satisfies Record<DishCategory, keyof typeof messages>;

/** A price in the active language's format ('$12.50' in English), from its exact cents. */
function DishPrice({ dish }: { dish: Dish }) {
  return useKitStrings().formatMoney(dish.priceMinor, dish.currency);
}

/**
 * Name and Price sort on the server; Available shows the badge of the card;
 * Category names where the dish sits (a dash for none); Actions is added by the table.
 */
export const dishColumns = (t: DishesT): ColumnDef<Dish, unknown>[] => [
  {
    id: 'name',
    header: t('dishes.field.name'),
    accessorKey: 'name',
    enableSorting: true,
    enableHiding: false,
    meta: { kind: 'text' },
    cell: ({ row }) => <span className="list-cell-words">{row.original.name}</span>,
  },
  {
    id: 'price',
    header: t('dishes.field.price'),
    accessorKey: 'price',
    enableSorting: true,
    meta: { kind: 'amount' },
    cell: ({ row }) => <DishPrice dish={row.original} />,
  },
  {
    id: 'available',
    header: t('dishes.availability'),
    accessorKey: 'isAvailable',
    meta: { kind: 'tag' },
    cell: ({ row }) => <AvailabilityBadge available={row.original.isAvailable} />,
  },
  {
    id: 'category',
    header: t('dishes.field.category'),
    accessorKey: 'category',
    meta: { kind: 'text', priority: 2 },
    cell: ({ row }) => (row.original.category ? t(DISH_CATEGORY_KEYS[row.original.category]) : '—'),
  },
];

/** The filter menus: availability as the badge spells it, the categories by their names. */
export const dishFacetLabels = (t: DishesT) => ({
  category: {
    title: t('dishes.field.category'),
    options: DISH_CATEGORIES.map((value) => ({ value, label: t(DISH_CATEGORY_KEYS[value]) })),
  },
  available: {
    title: t('dishes.availability'),
    options: [
      { value: 'true', label: t('dishes.field.available') },
      { value: 'false', label: t('dishes.unavailable') },
    ],
  },
});
