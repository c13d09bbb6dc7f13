import * as v from 'valibot';
import { MinorSchema } from '../money/money';
import { EntityNameSchema, OptionalHttpUrlSchema, OptionalTextSchema, VersionSchema } from './common';

export const PRICE_STEP = 0.01;
export const PRICE_MIN = 0.01;
export const PRICE_MAX = 100_000;

/** Where a dish sits on a menu (docs/requirements.md#req-dish-category); a dish may have none. */
export const DISH_CATEGORIES = ['STARTER', 'MAIN', 'SIDE', 'DESSERT', 'DRINK'] as const;
export type DishCategory = (typeof DISH_CATEGORIES)[number];
export const DISH_CATEGORY_LABELS: Record<DishCategory, string> = {
  STARTER: 'Starter',
  MAIN: 'Main',
  SIDE: 'Side',
  DESSERT: 'Dessert',
  DRINK: 'Drink',
};
export const DishCategorySchema = v.picklist(
  DISH_CATEGORIES,
  `Category must be one of: ${DISH_CATEGORIES.join(', ')}`,
);

export const DishSchema = v.object({
  id: v.number(),
  version: VersionSchema,
  menuId: v.number(),
  name: v.string(),
  description: v.optional(v.nullable(v.string())),
  price: v.number(),
  /** The price in cents of `currency` (exact; docs/api.md#money). */
  priceMinor: MinorSchema,
  currency: v.string(),
  imageUrl: v.optional(v.nullable(v.string())),
  isAvailable: v.boolean(),
  category: v.nullable(DishCategorySchema),
});
export type Dish = v.InferOutput<typeof DishSchema>;

/** Dish form and the body of POST /api/menus/{menuId}/dishes and PUT /api/dishes/{id}. */
export const DishInputSchema = v.object({
  name: EntityNameSchema,
  price: v.pipe(
    v.number('Price must be positive'),
    v.finite('Price must be positive'),
    v.minValue(PRICE_MIN, 'Price must be positive'),
    v.maxValue(PRICE_MAX, 'Price is too high'),
  ),
  description: OptionalTextSchema(2000),
  imageUrl: OptionalHttpUrlSchema('Image URL must be a valid http(s) URL'),
  isAvailable: v.optional(v.boolean(), true),
  /** None when absent, null or empty (the form's "No category"). */
  category: v.optional(
    v.pipe(
      v.nullable(
        v.union(
          [v.literal(''), DishCategorySchema],
          `Category must be one of: ${DISH_CATEGORIES.join(', ')}`,
        ),
      ),
      v.transform((value) => (value === '' ? null : value)),
    ),
    null,
  ),
  menuId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type DishInput = v.InferInput<typeof DishInputSchema>;
export type DishPayload = v.InferOutput<typeof DishInputSchema>;
