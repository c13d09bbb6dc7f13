import { activityMessage, refusal, type ReviewVerdict } from '@food-admin/api-client';
import { assertCan, type SignedInUser } from '../../auth/permissions';
import type { ActivityInput } from '../activity/record-activity';
import type { LockedReview } from './reviews.repository';

export const REVIEW_NOT_FOUND = 'Review not found';

/** 403 REPLY_NOT_YOURS unless `user` holds reviews.reply on the review's restaurant. */
export function assertCanReply(
  user: SignedInUser,
  review: Pick<LockedReview, 'restaurantId' | 'restaurantOwnerId'>,
): void {
  const restaurant = { id: review.restaurantId, ownerId: review.restaurantOwnerId };
  assertCan(user, 'reviews.reply', restaurant, refusal('REPLY_NOT_YOURS'));
}

/** How the activity feed names a review: "review #12 of The Blue Sushi Bar". */
const reviewName = (review: Pick<LockedReview, 'id' | 'restaurantName'>) => ({
  id: review.id,
  restaurant: review.restaurantName,
});

/** The REVIEW entry of a verdict: the single call and every changed row of a bulk action write it. */
export const verdictEntry = (
  review: Pick<LockedReview, 'id' | 'restaurantName'>,
  status: ReviewVerdict,
): ActivityInput => ({
  category: 'REVIEW',
  actionType: status === 'APPROVED' ? 'APPROVE' : 'REJECT',
  ...activityMessage(status === 'APPROVED' ? 'REVIEW_APPROVED' : 'REVIEW_REJECTED', reviewName(review)),
  entityId: review.id,
});

export const deletedEntry = (review: Pick<LockedReview, 'id' | 'restaurantName'>): ActivityInput => ({
  category: 'REVIEW',
  actionType: 'DELETE',
  ...activityMessage('REVIEW_DELETED', reviewName(review)),
  level: 'WARN',
  entityId: review.id,
});

export const replyEntry = (
  review: Pick<LockedReview, 'id' | 'restaurantName'>,
  change: 'written' | 'removed',
): ActivityInput => ({
  category: 'REVIEW',
  actionType: change === 'written' ? 'REPLY' : 'REPLY_DELETE',
  ...activityMessage(change === 'written' ? 'REVIEW_REPLIED' : 'REVIEW_REPLY_REMOVED', reviewName(review)),
  entityId: review.id,
});
