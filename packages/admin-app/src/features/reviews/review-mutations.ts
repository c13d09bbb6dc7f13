import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewVerdict } from '@food-admin/api-client';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import { notify } from '@/shared/feedback/notify';
import { messages } from '@/i18n/compiled/en/reviews';
import { useT } from '@/i18n/locale-provider';
import type { ReviewsT } from './review-columns';
import { refreshAfter } from '@/shared/live/change-scope';

/** How a toast names a review: '#12 · Sakura Sushi Bar'. */
export const reviewLabel = (review: Pick<Review, 'id' | 'restaurantName' | 'restaurantId'>, t: ReviewsT) =>
  `#${review.id} · ${review.restaurantName ?? t('reviews.restaurantNumber', { id: review.restaurantId })}`;

/** Approve or reject one review (admins); the review then leaves the tab it was on. */
export function useModerateReview() {
  const texts = useApiTexts();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: ({ review, status }: { review: Review; status: ReviewVerdict }) =>
      api.admin.moderateReview({ params: { id: review.id }, body: { status }, ifMatch: review.version }),
    onSuccess: (saved) => {
      notify.success(t(saved.status === 'APPROVED' ? 'reviews.toast.approved' : 'reviews.toast.rejected'), {
        description: reviewLabel(saved, t),
      });
      return refreshAfter(queryClient, {
        kind: 'review',
        action: 'update',
        recordId: saved.id,
        version: saved.version,
      });
    },
    onError: (error, { status }) => {
      // A 412 (someone moderated it first) shows the lists as they are now.
      void refreshAfter(queryClient, { kind: 'review', action: 'update' });
      notify.error(t(status === 'APPROVED' ? 'reviews.toast.approveFailed' : 'reviews.toast.rejectFailed'), {
        description: texts.error(error),
      });
    },
  });
}

/** Write or replace the owner's reply. */
export function useReplyToReview() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: ({ review, text }: { review: Review; text: string }) =>
      api.reviews.reply({ params: { id: review.id }, body: { text }, ifMatch: review.version }),
    onSuccess: (saved) => {
      notify.success(t('reviews.toast.replySaved'), { description: reviewLabel(saved, t) });
      return refreshAfter(queryClient, {
        kind: 'review',
        action: 'update',
        recordId: saved.id,
        version: saved.version,
      });
    },
  });
}

/** Remove the owner's reply. */
export function useRemoveReply() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: (review: Review) =>
      api.reviews.removeReply({ params: { id: review.id }, ifMatch: review.version }),
    onSuccess: (_, review) => {
      notify.success(t('reviews.toast.replyRemoved'), { description: reviewLabel(review, t) });
      return refreshAfter(queryClient, { kind: 'review', action: 'update' });
    },
  });
}
