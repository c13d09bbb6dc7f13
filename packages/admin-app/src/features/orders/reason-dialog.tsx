import {
  MAX_ORDER_REASON_LENGTH,
  OrderTransitionInputSchema,
  type OrderDetail,
} from '@food-admin/api-client';
import { Button, Modal } from '@food-admin/ui';
import { TextareaField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import { REFUSAL_TEXTS } from './order-moves';
import { SaveError } from '@/shared/forms/save-error';

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
  const t = useT(messages);
  return (
    <Modal
      open={to !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={to ? `${t(REFUSAL_TEXTS[to])} #${order.id}` : ''}
      description={t('orders.reasonDescription')}
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
  const t = useT(messages);
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
      aria-label={t(REFUSAL_TEXTS[to])}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      <SaveError message={binding.submitError} />
      <form.Field name="reason">
        {(field) => (
          <TextareaField
            field={field as never}
            label={t('orders.reason')}
            required
            hint={t('orders.reasonHint', { max: MAX_ORDER_REASON_LENGTH })}
          />
        )}
      </form.Field>
      <div className="reason-form__buttons">
        <Button variant="outline" onClick={onDone} disabled={binding.submitting}>
          {t('orders.back')}
        </Button>
        <Button type="submit" variant="danger" loading={binding.submitting}>
          {t(REFUSAL_TEXTS[to])}
        </Button>
      </div>
    </form>
  );
}
