import { decimalOf, minorOfAmount, type Dish, type DishPayload } from '@food-admin/api-client';
import type { DishRow } from '../../db/rows';

/** Dishes as the API answers them, each price also in exact cents of the platform's `currency`. */
export const dishMapper =
  (currency: string) =>
  (row: DishRow): Dish => ({
    id: row.id,
    version: row.version,
    menuId: row.menuId,
    name: row.name,
    description: row.description,
    price: row.price,
    priceMinor: minorOfAmount(row.price),
    currency,
    imageUrl: row.imageUrl,
    isAvailable: row.isAvailable,
    category: row.category,
  });

/** The columns a create or update writes, besides the menu. */
export const dishColumns = (payload: DishPayload) => ({
  name: payload.name,
  // Stored with cents (numeric(10,2)), rounded half away from zero on the decimal, not on a float.
  price: Number(decimalOf(minorOfAmount(payload.price))),
  description: payload.description ?? null,
  imageUrl: payload.imageUrl ?? null,
  isAvailable: payload.isAvailable,
  category: payload.category,
});
