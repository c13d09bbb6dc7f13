import {
  MAX_ORDER_REASON_LENGTH,
  OrderTransitionInputSchema,
  type OrderDetail,
} from '@food-admin/api-client';
import { Banner, Button, Modal } from '@food-admin/ui';
import { TextareaField } from '@/features/forms/fields';
import { useEntityForm } from '@/features/forms/form-hook';
import { REFUSAL_TEXTS } from './order-moves';

export type Refusal = 'REJECTED' | 'CANCELLED';

type ReasonDialogProps = {
  order: Pick<OrderDetail, 'id'>;
  /** The refusal asked for; the dialog is open while it is set. */
  to: Refusal | null;
  onClose: () => void;
  /** Makes the move; a failure rejects and stays in the dialog. */
  onConfirm: (input: { to: Refusal; reason: string }) => Promise<unknown>;
};

/**
 * Why an order is rejected or cancelled (docs/requirements.md#req-orders-screens): the reason is
 * required (the server checks it too) and kept in the order's history.
 */
export function ReasonDialog({ order, to, onClose, onConfirm }: ReasonDialogProps) {
  const texts = to ? REFUSAL_TEXTS[to] : undefined;
  return (
    <Modal
      open={to !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts ? `${texts.title} #${order.id}` : ''}
      description="The reason is kept in the order's history."
    >
      {to ? <ReasonForm key={to} to={to} onDone={onClose} onConfirm={onConfirm} /> : null}
    </Modal>
  );
}

function ReasonForm({
  to,
  onDone,
  onConfirm,
}: {
  to: Refusal;
  onDone: () => void;
  onConfirm: ReasonDialogProps['onConfirm'];
}) {
  const binding = useEntityForm({
    schema: OrderTransitionInputSchema,
    defaultValues: { to, reason: '' },
    submit: (input) => onConfirm({ to, reason: input.reason ?? '' }),
    onSubmitted: onDone,
  });
  const { form } = binding;
  return (
    <form
      noValidate
      className="reason-form"
      aria-label={REFUSAL_TEXTS[to].title}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      {binding.submitError ? <Banner tone="error">{binding.submitError}</Banner> : null}
      <form.Field name="reason">
        {(field) => (
          <TextareaField
            field={field as never}
            label="Reason"
            required
            hint={`At most ${MAX_ORDER_REASON_LENGTH} characters.`}
          />
        )}
      </form.Field>
      <div className="reason-form__buttons">
        <Button variant="outline" onClick={onDone} disabled={binding.submitting}>
          Back
        </Button>
        <Button type="submit" variant="danger" loading={binding.submitting}>
          {REFUSAL_TEXTS[to].confirm}
        </Button>
      </div>
    </form>
  );
}
