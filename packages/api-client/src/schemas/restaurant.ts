import * as v from 'valibot';
import { LIST_AVAILABILITIES } from '../operations/list-availability';
import {
  EntityNameSchema,
  OptionalHttpUrlSchema,
  OptionalTextSchema,
  tooLongMessage,
  VersionSchema,
} from './common';

/**
 * A restaurant's owner as its page and form show them: id, display name ("First Last") and email.
 * Only admins and the owner themselves are told (docs/api.md#restaurants).
 */
export const RestaurantOwnerSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
});
export type RestaurantOwner = v.InferOutput<typeof RestaurantOwnerSchema>;

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
   * The owner named, answered by GET /api/restaurants/{id} and the create and update to admins and
   * the owner (null without an owner, or when the owner's account is deleted); absent elsewhere.
   */
  owner: v.optional(v.nullable(RestaurantOwnerSchema)),
  /**
   * Over the restaurant's APPROVED reviews only (docs/api.md#reviews): the average rating (two
   * decimals; null without any) and how many there are. Read-only, answered by every read.
   */
  averageRating: v.optional(v.nullable(v.number())),
  reviewCount: v.optional(v.number()),
  /**
   * Open now (taking orders), paused or closed, by the one availability rule (docs/api.md#operations):
   * what the list's `availability` filter matches. Read-only, answered by every read.
   */
  availability: v.optional(v.picklist(LIST_AVAILABILITIES)),
});
export type Restaurant = v.InferOutput<typeof RestaurantSchema>;

/** Restaurant form and the body of POST/PUT /api/restaurants (id never in the body). */
export const RestaurantInputSchema = v.object({
  name: EntityNameSchema,
  address: v.pipe(
    v.string('Address is required'),
    v.trim(),
    v.minLength(1, 'Address is required'),
    v.maxLength(300, tooLongMessage('Address', 300)),
  ),
  description: OptionalTextSchema(2000),
  logoUrl: OptionalHttpUrlSchema('Logo URL must be a valid http(s) URL'),
  isActive: v.optional(v.boolean(), true),
  /**
   * The owner (a RESTAURANT user's id; null for none). Only an admin may set or change it: a
   * RESTAURANT user may leave it out or send the owner it has (themselves), else 403
   * OWNER_ADMIN_ONLY.
   */
  ownerId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
});
export type RestaurantInput = v.InferInput<typeof RestaurantInputSchema>;
export type RestaurantPayload = v.InferOutput<typeof RestaurantInputSchema>;
