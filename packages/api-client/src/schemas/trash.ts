import * as v from 'valibot';
import type { ActivityCategory } from './activity';
import { ListQuerySchema, PathIdSchema } from './common';

/*
 * Soft delete and restore (docs/api.md#trash): a delete moves the row to the trash, where an admin
 * sees it ("Recently deleted") and restores it or deletes it forever; rows older than the retention
 * are purged.
 */

/**
 * How many days a deleted row waits in the trash before the purge deletes it for good: the server's
 * default (TRASH_RETENTION_DAYS) and the number the app's delete confirmations and trash page name.
 */
export const TRASH_RETENTION_DAYS = 30;

/** What can be in the trash, as the path of `DELETE /admin/trash/{kind}/{id}` names it. */
export const TRASH_KINDS = ['restaurant', 'menu', 'dish', 'review', 'user'] as const;
export const TrashKindSchema = v.picklist(TRASH_KINDS, 'Kind must be restaurant, menu, dish, review or user');
export type TrashKind = v.InferOutput<typeof TrashKindSchema>;

export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  restaurant: 'Restaurant',
  menu: 'Menu',
  dish: 'Dish',
  review: 'Review',
  user: 'User',
};

/** The activity feed's category of a restore or a purge of each kind. */
export const TRASH_ACTIVITY_CATEGORY: Record<TrashKind, ActivityCategory> = {
  restaurant: 'RESTAURANT',
  menu: 'RESTAURANT',
  dish: 'DISH',
  review: 'REVIEW',
  user: 'USER',
};

/** One deleted row. Rows deleted with their parent (a restaurant's menus) are not listed: they come back with it. */
export const TrashItemSchema = v.object({
  kind: TrashKindSchema,
  id: v.number(),
  /** Its name: a restaurant's, a user's full name and email, a review's first words. */
  name: v.string(),
  /** Where it was: a menu's restaurant, a dish's menu, a review's restaurant. */
  parentName: v.nullable(v.string()),
  deletedAt: v.string(),
  deletedBy: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** When the purge deletes it for good. */
  purgeAt: v.string(),
});
export type TrashItem = v.InferOutput<typeof TrashItemSchema>;

/** GET /admin/trash: newest deletion first, optionally of one kind. */
export const TrashQuerySchema = v.object({
  page: ListQuerySchema.entries.page,
  size: ListQuerySchema.entries.size,
  kind: v.optional(TrashKindSchema),
});
export type TrashQuery = v.InferOutput<typeof TrashQuerySchema>;

export const TrashItemParamsSchema = v.object({
  kind: TrashKindSchema,
  id: PathIdSchema('id'),
});
