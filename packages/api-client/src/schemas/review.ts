import * as v from 'valibot';
import { OptionalTextSchema, VersionSchema } from './common';

/*
 * Reviews and their moderation (docs/api.md#reviews, docs/requirements.md#req-reviews-moderation):
 * a customer's review arrives PENDING; an admin approves or rejects it (one or in bulk); the owner of
 * the reviewed restaurant may answer it with one reply. Only APPROVED reviews count towards a
 * restaurant's average rating and review count.
 */

export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ReviewStatusSchema = v.picklist(
  REVIEW_STATUSES,
  `Status must be one of: ${REVIEW_STATUSES.join(', ')}`,
);
export type ReviewStatus = v.InferOutput<typeof ReviewStatusSchema>;

/** What a moderator decides: a review never goes back to PENDING. */
export const REVIEW_VERDICTS = ['APPROVED', 'REJECTED'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];

/** The longest owner reply, in characters after trimming. */
export const MAX_REVIEW_REPLY_LENGTH = 1000;

/** The owner's answer to a review, shown under it. */
export const ReviewReplySchema = v.object({
  text: v.string(),
  /** Who wrote it (the restaurant's owner, or an admin); null once that account is deleted. */
  authorId: v.nullable(v.number()),
  authorName: v.optional(v.nullable(v.string())),
  repliedAt: v.string(),
});
export type ReviewReply = v.InferOutput<typeof ReviewReplySchema>;

/** GET /admin/reviews rows (docs/requirements.md#req-entities-orders-reviews). */
export const ReviewSchema = v.object({
  id: v.number(),
  version: VersionSchema,
  restaurantId: v.number(),
  restaurantName: v.optional(v.nullable(v.string())),
  userId: v.nullable(v.number()),
  userName: v.optional(v.nullable(v.string())),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  text: v.optional(v.nullable(v.string())),
  status: ReviewStatusSchema,
  reply: v.nullable(ReviewReplySchema),
  createdAt: v.string(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** POST /admin/reviews/{id}/moderation: approve or reject one review. */
export const ReviewModerationSchema = v.object({
  status: v.picklist(REVIEW_VERDICTS, 'Status must be APPROVED or REJECTED'),
});
export type ReviewModeration = v.InferInput<typeof ReviewModerationSchema>;

const REPLY_REQUIRED = 'Reply is required';

/**
 * PUT /api/reviews/{id}/reply: the reply's text, trimmed, 1 to 1000 characters. A blank text is a
 * 400 (not a removal): DELETE /api/reviews/{id}/reply removes a reply, so a cleared form never
 * deletes one by accident.
 */
export const ReviewReplyInputSchema = v.object({
  text: v.pipe(
    v.string(REPLY_REQUIRED),
    v.trim(),
    v.minLength(1, REPLY_REQUIRED),
    v.maxLength(MAX_REVIEW_REPLY_LENGTH, `Reply must be at most ${MAX_REVIEW_REPLY_LENGTH} characters`),
  ),
});
export type ReviewReplyInput = v.InferInput<typeof ReviewReplyInputSchema>;

const RATING_MESSAGE = 'Rating must be an integer from 1 to 5';

/** POST /api/restaurants/{restaurantId}/reviews: a customer's review, which waits for moderation. */
export const ReviewInputSchema = v.object({
  rating: v.pipe(
    v.number(RATING_MESSAGE),
    v.integer(RATING_MESSAGE),
    v.minValue(1, RATING_MESSAGE),
    v.maxValue(5, RATING_MESSAGE),
  ),
  text: OptionalTextSchema(2000),
});
export type ReviewInput = v.InferInput<typeof ReviewInputSchema>;
