import { useState } from 'react';
import { MAX_REVIEW_REPLY_LENGTH, ReviewReplyInputSchema, type Review } from '@food-admin/api-client';
import { Banner, Button, Modal } from '@food-admin/ui';
import { TextareaField } from '@/features/forms/fields';
import { useEntityForm } from '@/features/forms/form-hook';
import { useRemoveReply, useReplyToReview } from './review-mutations';

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
  return (
    <Modal
      open={review !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={review?.reply ? 'Edit reply' : 'Reply to review'}
      description={review ? reviewSummary(review) : undefined}
    >
      {/* Mounted per review: each opening starts from that review's reply. */}
      {review ? <ReplyForm key={review.id} review={review} onDone={onClose} /> : null}
    </Modal>
  );
}

const reviewSummary = (review: Review) =>
  `${review.userName ?? 'A customer'} gave ${review.restaurantName ?? 'your restaurant'} ${review.rating} of 5 stars${
    review.text ? `: “${review.text}”` : '.'
  }`;

function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
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
      aria-label={review.reply ? 'Edit reply' : 'Reply to review'}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      {binding.submitError ? <Banner tone="error">{binding.submitError}</Banner> : null}
      {removeError ? <Banner tone="error">{removeError}</Banner> : null}
      <form.Field name="text">
        {(field) => (
          <TextareaField
            field={field}
            label="Reply"
            required
            hint={`Shown under the review, signed with your name. At most ${MAX_REVIEW_REPLY_LENGTH} characters.`}
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
                onError: (error) => setRemoveError(error.message),
              });
            }}
          >
            Remove reply
          </Button>
        ) : null}
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={binding.submitting} disabled={remove.isPending}>
          Save reply
        </Button>
      </div>
    </form>
  );
}
