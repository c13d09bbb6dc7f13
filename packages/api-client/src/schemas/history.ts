import * as v from 'valibot';
import { ListQuerySchema, PathIdSchema } from './common';

/*
 * History per record (docs/api.md#history): every change of an editable row, newest first, with
 * who made it, when, and each changed field's old and new value.
 */

export const HISTORY_KINDS = ['restaurant', 'menu', 'dish', 'review', 'user', 'order'] as const;
export const HistoryKindSchema = v.picklist(
  HISTORY_KINDS,
  'Kind must be restaurant, menu, dish, review, user or order',
);
export type HistoryKind = v.InferOutput<typeof HistoryKindSchema>;

/** What a message names a record of each kind: 'Order not found'. */
export const HISTORY_KIND_LABELS: Record<HistoryKind, string> = {
  restaurant: 'Restaurant',
  menu: 'Menu',
  dish: 'Dish',
  review: 'Review',
  user: 'User',
  order: 'Order',
};

export const HISTORY_ACTIONS = ['update', 'delete', 'restore'] as const;

/**
 * The fields a history entry may change that hold another record's id, and that record's kind: the
 * history answers each id's name with it ("Courier: Cody Courier", not "courierId: 12").
 */
export const HISTORY_REFERENCES = {
  ownerId: 'user',
  courierId: 'user',
  customerId: 'user',
  userId: 'user',
  replyAuthorId: 'user',
  restaurantId: 'restaurant',
  menuId: 'menu',
} as const satisfies Record<string, 'user' | 'restaurant' | 'menu'>;
export type HistoryReferenceField = keyof typeof HISTORY_REFERENCES;

/** The name of a referenced record: a user's full name (else email), a restaurant's or menu's name. */
const ReferenceNameSchema = v.optional(v.nullable(v.string()));

export const HistoryChangeSchema = v.object({
  /** The field as the API names it (`isActive`, `logoUrl`). */
  field: v.string(),
  from: v.unknown(),
  to: v.unknown(),
  /**
   * For a field of HISTORY_REFERENCES: the name of the record `from` and `to` name (a deleted one's
   * too, while it is in the trash); null when the value is set but the record is gone for good.
   * Absent for other fields and for an empty value.
   */
  fromName: ReferenceNameSchema,
  toName: ReferenceNameSchema,
});
export type HistoryChange = v.InferOutput<typeof HistoryChangeSchema>;

export const HistoryEntrySchema = v.object({
  id: v.number(),
  /** The record's version after this change. */
  version: v.number(),
  action: v.picklist(HISTORY_ACTIONS),
  changedAt: v.string(),
  /** Who made the change; null for a change outside the API (a script) or a purged user. */
  actor: v.nullable(v.object({ id: v.number(), name: v.string() })),
  changes: v.array(HistoryChangeSchema),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

export const HistoryParamsSchema = v.object({ kind: HistoryKindSchema, id: PathIdSchema('id') });

export const HistoryQuerySchema = v.object({
  page: ListQuerySchema.entries.page,
  size: ListQuerySchema.entries.size,
});
