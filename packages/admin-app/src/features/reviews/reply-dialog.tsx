import { useState } from 'react';
import { MAX_REVIEW_REPLY_LENGTH, ReviewReplyInputSchema, type Review } from '@food-admin/api-client';
import { Banner, Button, Modal } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { TextareaField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { messages } from '@/i18n/compiled/en/reviews';
import { useT } from '@/i18n/locale-provider';
import type { ReviewsT } from './review-columns';
import { useRemoveReply, useReplyToReview } from './review-mutations';
import { SaveError } from '@/shared/forms/save-error';

export type ReplyDialogProps = {
  /** The review answered; the dialog is open while it is set. */
  review: Review | null;
  onClose: () => void;
};

/**
 * The owner's reply to a review (docs/requirements.md#req-reviews-moderation): a textarea with the
 * current reply, Save, and Remove reply when there is one. Failures stay in the dialog.
 */
export function ReplyDialog({ review, onClose }: ReplyDialogProps) {
  const t = useT(messages);
  return (
    <Modal
      open={review !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={review?.reply ? t('reviews.editReply') : t('reviews.replyDialog.title')}
      description={review ? reviewSummary(review, t) : undefined}
    >
      {/* Mounted per review: each opening starts from that review's reply. */}
      {review ? <ReplyForm key={review.id} review={review} onDone={onClose} /> : null}
    </Modal>
  );
}

const reviewSummary = (review: Review, t: ReviewsT) => {
  const values = {
    user: review.userName ?? t('reviews.replyDialog.aCustomer'),
    restaurant: review.restaurantName ?? t('reviews.replyDialog.yourRestaurant'),
    rating: review.rating,
  };
  return review.text
    ? t('reviews.replyDialog.summaryWithText', { ...values, text: review.text })
    : t('reviews.replyDialog.summary', values);
};

function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const texts = useApiTexts();
  const t = useT(messages);
  const reply = useReplyToReview();
  const remove = useRemoveReply();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const binding = useEntityForm({
    schema: ReviewReplyInputSchema,
    defaultValues: { text: review.reply?.text ?? '' },
    submit: ({ text }) => reply.mutateAsync({ review, text }),
    onSubmitted: onDone,
  });
  const { form } = binding;
  const busy = binding.submitting || remove.isPending;

  return (
    <form
      noValidate
      className="reply-form"
      aria-label={review.reply ? t('reviews.editReply') : t('reviews.replyDialog.title')}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      <SaveError message={binding.submitError} />
      {removeError ? <Banner tone="error">{removeError}</Banner> : null}
      <form.Field name="text">
        {(field) => (
          <TextareaField
            field={field}
            label={t('reviews.field.reply')}
            required
            hint={t('reviews.replyDialog.hint', { max: MAX_REVIEW_REPLY_LENGTH })}
          />
        )}
      </form.Field>
      <div className="reply-form__buttons">
        {review.reply ? (
          <Button
            variant="ghost"
            className="reply-form__remove"
            disabled={busy}
            loading={remove.isPending}
            onClick={() => {
              setRemoveError(null);
              remove.mutate(review, {
                onSuccess: onDone,
                onError: (error) => setRemoveError(texts.error(error)),
              });
            }}
          >
            {t('reviews.replyDialog.remove')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t('reviews.replyDialog.cancel')}
        </Button>
        <Button type="submit" loading={binding.submitting} disabled={remove.isPending}>
          {t('reviews.replyDialog.save')}
        </Button>
      </div>
    </form>
  );
}
