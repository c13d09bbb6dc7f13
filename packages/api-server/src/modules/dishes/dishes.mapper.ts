import type { Dish, DishPayload } from '@food-admin/api-client';
import type { DishRow } from '../../db/rows';

export const toDish = (row: DishRow): Dish => ({
  id: row.id,
  version: row.version,
  menuId: row.menuId,
  name: row.name,
  description: row.description,
  price: Number(row.price),
  imageUrl: row.imageUrl,
  isAvailable: row.isAvailable,
  category: row.category,
});

/** The columns a create or update writes, besides the menu. */
export const dishColumns = (payload: DishPayload) => ({
  name: payload.name,
  // Prices are stored with cents precision (numeric(10,2)).
  price: Math.round(payload.price * 100) / 100,
  description: payload.description ?? null,
  imageUrl: payload.imageUrl ?? null,
  isAvailable: payload.isAvailable,
  category: payload.category,
});
