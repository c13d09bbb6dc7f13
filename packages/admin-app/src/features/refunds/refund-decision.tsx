import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Refund } from '@food-admin/api-client';
import { Button } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { notify } from '@/shared/feedback/notify';
import { refreshAfter } from '@/shared/live/change-scope';
import './refunds.css';

/**
 * Approve and Decline of a refund waiting for approval (admins): the order page's payments card and
 * the refunds list. Either way the order's sums and version change, so what shows them (its page,
 * the orders and refunds lists, the dashboard) reads them again; a refund someone decided first
 * (409) or that is gone says why, and the same reads show it as it is now.
 */
export function RefundDecision({
  refund,
  amount,
}: {
  refund: Pick<Refund, 'id' | 'orderId'>;
  /** The amount as the screen writes it ('$60.00'): the buttons' names and the toasts say it. */
  amount: string;
}) {
  const t = useT(messages);
  const texts = useApiTexts();
  const api = useApi();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (step: 'approve' | 'decline') =>
      step === 'approve'
        ? api.admin.approveRefund({ params: { id: refund.id } })
        : api.admin.declineRefund({ params: { id: refund.id } }),
    onSuccess: (answer, step) => {
      notify.success(t(step === 'approve' ? 'orders.refundApproved' : 'orders.refundDeclined', { amount }));
      return refreshAfter(queryClient, { kind: 'order', action: 'update', recordId: answer.refund.orderId });
    },
    onError: (error) => {
      notify.error(t('orders.refundDecisionFailed', { amount }), { description: texts.error(error) });
      return refreshAfter(queryClient, { kind: 'order', action: 'update', recordId: refund.orderId });
    },
  });
  return (
    <div className="refund-decision">
      <Button
        size="sm"
        loading={decide.isPending && decide.variables === 'approve'}
        disabled={decide.isPending}
        aria-label={t('orders.approveRefundOf', { amount })}
        onClick={() => decide.mutate('approve')}
      >
        {t('orders.approveRefund')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={decide.isPending && decide.variables === 'decline'}
        disabled={decide.isPending}
        aria-label={t('orders.declineRefundOf', { amount })}
        onClick={() => decide.mutate('decline')}
      >
        {t('orders.declineRefund')}
      </Button>
    </div>
  );
}
