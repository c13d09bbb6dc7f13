import type { ReviewVerdict } from '@food-admin/api-client';
import type { UserRow } from '../../db/rows';
import { forbidden } from '../../http/errors';
import type { ActivityInput } from '../activity/record-activity';
import type { LockedReview } from './reviews.repository';

export const REVIEW_NOT_FOUND = 'Review not found';
export const REPLY_FORBIDDEN_MESSAGE = 'You can only reply to reviews of your own restaurants';

/** An admin replies to any review; a RESTAURANT user only to reviews of a restaurant they own. */
export function assertCanReply(user: UserRow, review: Pick<LockedReview, 'restaurantOwnerId'>): void {
  if (user.role === 'ADMIN') return;
  if (user.role === 'RESTAURANT' && review.restaurantOwnerId === user.id) return;
  throw forbidden(REPLY_FORBIDDEN_MESSAGE);
}

/** "review #12 of The Blue Sushi Bar": how the activity feed names a review. */
const reviewName = (review: Pick<LockedReview, 'id' | 'restaurantName'>) =>
  `review #${review.id} of ${review.restaurantName}`;

/** The REVIEW entry of a verdict: the single call and every changed row of a bulk action write it. */
export const verdictEntry = (
  review: Pick<LockedReview, 'id' | 'restaurantName'>,
  status: ReviewVerdict,
): ActivityInput => ({
  category: 'REVIEW',
  actionType: status === 'APPROVED' ? 'APPROVE' : 'REJECT',
  action: `${status === 'APPROVED' ? 'Approved' : 'Rejected'} ${reviewName(review)}`,
  entityId: review.id,
});

export const deletedEntry = (review: Pick<LockedReview, 'id' | 'restaurantName'>): ActivityInput => ({
  category: 'REVIEW',
  actionType: 'DELETE',
  action: `Deleted ${reviewName(review)}`,
  level: 'WARN',
  entityId: review.id,
});

export const replyEntry = (
  review: Pick<LockedReview, 'id' | 'restaurantName'>,
  change: 'written' | 'removed',
): ActivityInput => ({
  category: 'REVIEW',
  actionType: change === 'written' ? 'REPLY' : 'REPLY_DELETE',
  action:
    change === 'written' ? `Replied to ${reviewName(review)}` : `Removed the reply to ${reviewName(review)}`,
  entityId: review.id,
});
