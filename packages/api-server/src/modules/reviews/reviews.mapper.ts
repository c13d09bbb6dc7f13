import type { Review } from '@food-admin/api-client';
import type { ReviewListRow } from './reviews.repository';

export const toReview = ({ review, restaurantName, userName }: ReviewListRow): Review => ({
  id: review.id,
  restaurantId: review.restaurantId,
  restaurantName,
  userId: review.userId,
  userName: userName ?? null,
  rating: review.rating,
  text: review.text,
  createdAt: review.createdAt.toISOString(),
});
