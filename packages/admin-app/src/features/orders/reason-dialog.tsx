import {
  MAX_ORDER_REASON_LENGTH,
  OrderTransitionInputSchema,
  type CancelRefund,
  type OrderDetail,
} from '@food-admin/api-client';
import { Button, Checkbox, Modal, useKitStrings } from '@food-admin/ui';
import { TextareaField, useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import { REFUSAL_TEXTS } from './order-moves';
import { SaveError } from '@/shared/forms/save-error';

export type Refusal = 'REJECTED' | 'CANCELLED';

/** What of the order the dialog names: what is left to refund of it. */
type RefusedOrder = Pick<
  OrderDetail,
  'id' | 'currency' | 'totalMinor' | 'refundedMinor' | 'refundPendingMinor'
>;

type ReasonDialogProps = {
  order: RefusedOrder;
  /** The refusal asked for; the dialog is open while it is set. */
  to: Refusal | null;
  onClose: () => void;
  /** Makes the move; a failure rejects and stays in the dialog. */
  onConfirm: (input: { to: Refusal; reason: string; refund?: CancelRefund }) => Promise<unknown>;
};

/**
 * Why an order is rejected or cancelled (docs/requirements.md#req-orders-screens): the reason is
 * required (the server checks it too) and kept in the order's history. Cancelling asks whether the
 * customer gets back what is left to refund (yes by default, `refund: 'FULL'`, or 'NONE'); a
 * rejected order is always refunded in full by the server, which the dialog says (docs/api.md#refunds).
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
      {to ? <ReasonForm key={to} order={order} to={to} onDone={onClose} onConfirm={onConfirm} /> : null}
    </Modal>
  );
}

function ReasonForm({
  order,
  to,
  onDone,
  onConfirm,
}: {
  order: RefusedOrder;
  to: Refusal;
  onDone: () => void;
  onConfirm: ReasonDialogProps['onConfirm'];
}) {
  const t = useT(messages);
  const { formatMoney } = useKitStrings();
  const refundable = formatMoney(
    Math.max(0, order.totalMinor - order.refundedMinor - order.refundPendingMinor),
    order.currency,
  );
  const binding = useEntityForm({
    schema: OrderTransitionInputSchema,
    // Only a cancel asks; a reject is refunded in full whatever the body says.
    defaultValues: {
      to,
      reason: '',
      refund: (to === 'CANCELLED' ? 'FULL' : undefined) as CancelRefund | undefined,
    },
    submit: (input) =>
      onConfirm({ to, reason: input.reason ?? '', ...(input.refund ? { refund: input.refund } : {}) }),
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
      {to === 'CANCELLED' ? (
        <form.Field name="refund">
          {(field) => (
            <RefundInFull
              field={field as never}
              label={t('orders.refundInFull')}
              description={t('orders.refundInFullHint', { amount: refundable })}
            />
          )}
        </form.Field>
      ) : (
        <p className="reason-form__note">{t('orders.rejectRefunds', { amount: refundable })}</p>
      )}
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

/** The cancel's "Refund the customer in full": checked is FULL, unchecked NONE. */
function RefundInFull({
  field,
  label,
  description,
}: {
  field: BoundField<CancelRefund>;
  label: string;
  description: string;
}) {
  const { value, onChange } = useFieldBinding(field);
  return (
    <Checkbox
      label={label}
      description={description}
      checked={value === 'FULL'}
      onCheckedChange={(checked) => onChange(checked ? 'FULL' : 'NONE')}
    />
  );
}
