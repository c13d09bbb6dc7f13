import type { Review } from '@food-admin/api-client';
import type { ReviewListRow } from './reviews.repository';

export const toReview = ({ review, restaurantName, userName, replyAuthorName }: ReviewListRow): Review => ({
  id: review.id,
  version: review.version,
  restaurantId: review.restaurantId,
  restaurantName,
  userId: review.userId,
  userName: userName ?? null,
  rating: review.rating,
  text: review.text,
  status: review.status,
  reply:
    review.replyText === null || review.repliedAt === null
      ? null
      : {
          text: review.replyText,
          authorId: review.replyAuthorId,
          authorName: replyAuthorName ?? null,
          repliedAt: review.repliedAt.toISOString(),
        },
  createdAt: review.createdAt.toISOString(),
});
