import * as v from 'valibot';
import { EntityNameSchema, OptionalTextSchema, VersionSchema } from './common';

export const MenuSchema = v.object({
  id: v.number(),
  version: VersionSchema,
  restaurantId: v.number(),
  name: v.string(),
  description: v.optional(v.nullable(v.string())),
  isActive: v.boolean(),
});
export type Menu = v.InferOutput<typeof MenuSchema>;

/** Menu form and the body of POST /api/restaurants/{restaurantId}/menus and PUT /api/menus/{id}. */
export const MenuInputSchema = v.object({
  restaurantId: v.pipe(
    v.number('Restaurant is required'),
    v.integer('Restaurant is required'),
    v.minValue(1, 'Restaurant is required'),
  ),
  name: EntityNameSchema,
  description: OptionalTextSchema(2000),
  isActive: v.optional(v.boolean(), true),
});
export type MenuInput = v.InferInput<typeof MenuInputSchema>;
export type MenuPayload = v.InferOutput<typeof MenuInputSchema>;
