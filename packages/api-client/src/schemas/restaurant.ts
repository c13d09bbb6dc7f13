import * as v from 'valibot';
import { EntityNameSchema, OptionalHttpUrlSchema, OptionalTextSchema, VersionSchema } from './common';

export const RestaurantSchema = v.object({
  id: v.number(),
  version: VersionSchema,
  name: v.string(),
  description: v.optional(v.nullable(v.string())),
  address: v.string(),
  logoUrl: v.optional(v.nullable(v.string())),
  isActive: v.boolean(),
  ownerId: v.optional(v.nullable(v.number())),
  /**
   * Over the restaurant's APPROVED reviews only (docs/api.md#reviews): the average rating (two
   * decimals; null without any) and how many there are. Read-only, answered by every read.
   */
  averageRating: v.optional(v.nullable(v.number())),
  reviewCount: v.optional(v.number()),
});
export type Restaurant = v.InferOutput<typeof RestaurantSchema>;

/** Restaurant form and the body of POST/PUT /api/restaurants (id never in the body). */
export const RestaurantInputSchema = v.object({
  name: EntityNameSchema,
  address: v.pipe(
    v.string('Address is required'),
    v.trim(),
    v.minLength(1, 'Address is required'),
    v.maxLength(300, 'Address is too long'),
  ),
  description: OptionalTextSchema(2000),
  logoUrl: OptionalHttpUrlSchema('Logo URL must be a valid http(s) URL'),
  isActive: v.optional(v.boolean(), true),
  ownerId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
});
export type RestaurantInput = v.InferInput<typeof RestaurantInputSchema>;
export type RestaurantPayload = v.InferOutput<typeof RestaurantInputSchema>;
