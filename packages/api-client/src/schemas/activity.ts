import * as v from 'valibot';
import { ListQuerySchema } from './common';

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
  action: v.string(),
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
});
export type ActivityLogPayload = v.InferInput<typeof ActivityLogPayloadSchema>;

/** GET /admin/recent-activity query. */
export const ActivityQuerySchema = v.object({
  ...ListQuerySchema.entries,
  category: v.optional(ActivityCategorySchema),
  level: v.optional(ActivityLevelSchema),
});
export type ActivityQuery = v.InferOutput<typeof ActivityQuerySchema>;
export type ActivityParams = {
  search?: string;
  page?: number;
  size?: number;
  category?: ActivityCategory;
  level?: ActivityLevel;
};
