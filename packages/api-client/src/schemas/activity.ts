import * as v from 'valibot';
import { IdSchema } from './common';

export const ACTIVITY_CATEGORIES = ['USER', 'RESTAURANT', 'ORDER', 'REVIEW', 'GENERAL', 'DISH'] as const;
export const ActivityCategorySchema = v.picklist(ACTIVITY_CATEGORIES, 'Invalid category');
export type ActivityCategory = v.InferOutput<typeof ActivityCategorySchema>;

export const ACTIVITY_LEVELS = ['INFO', 'WARN', 'ERROR'] as const;
export const ActivityLevelSchema = v.picklist(ACTIVITY_LEVELS, 'Invalid level');
export type ActivityLevel = v.InferOutput<typeof ActivityLevelSchema>;

export const ActivityLogEntrySchema = v.object({
  id: v.optional(v.number()),
  category: ActivityCategorySchema,
  level: ActivityLevelSchema,
  actionType: v.string(),
  /** English, as the spec words it (and what the feed's search matches). */
  action: v.string(),
  /** `action` as a code of ACTIVITY_MESSAGES and its parameters, to show it in the reader's language. */
  code: v.optional(v.string()),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  username: v.string(),
  /** ISO 8601 timestamp. */
  createdAt: v.string(),
});
export type ActivityLogEntry = v.InferOutput<typeof ActivityLogEntrySchema>;

/** POST /api/activity-log: what the client may record (dishes send category DISH, action CREATE or UPDATE). */
export const ActivityLogPayloadSchema = v.object({
  category: ActivityCategorySchema,
  action: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Action is required'),
    v.maxLength(500, 'Action is too long'),
  ),
  actionType: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50))),
  level: v.optional(ActivityLevelSchema, 'INFO'),
  /**
   * The id of the entity the entry is about. A DISH CREATE/UPDATE naming the dish the app just saved
   * is matched to the entry the save itself logged, so the feed shows each change once.
   */
  entityId: v.optional(IdSchema),
});
export type ActivityLogPayload = v.InferInput<typeof ActivityLogPayloadSchema>;
