import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, Refund, RefundBearer, RefundReason, RefundStatus } from '@food-admin/api-client';
import { Badge, Banner, Button, isolatedText, Skeleton, useKitStrings, type BadgeTone } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useFormatDateTime } from '@/lib/format-date';
import { notify } from '@/shared/feedback/notify';
import { refreshAfter } from '@/shared/live/change-scope';
import { orderRefundsQuery } from './order-queries';

/** Each refund reason's label. */
const REASON_KEYS = {
  MISSING_ITEM: 'orders.refundReason.missingItem',
  WRONG_ITEM: 'orders.refundReason.wrongItem',
  QUALITY: 'orders.refundReason.quality',
  LATE_OR_COLD: 'orders.refundReason.lateOrCold',
  DAMAGED: 'orders.refundReason.damaged',
  ITEM_UNAVAILABLE: 'orders.refundReason.itemUnavailable',
  CUSTOMER_CANCELLED: 'orders.refundReason.customerCancelled',
  RESTAURANT_CANCELLED: 'orders.refundReason.restaurantCancelled',
  DUPLICATE_CHARGE: 'orders.refundReason.duplicateCharge',
  GOODWILL: 'orders.refundReason.goodwill',
  OTHER: 'orders.refundReason.other',
} as const satisfies Record<RefundReason, keyof typeof messages>;

const BEARER_KEYS = {
  RESTAURANT: 'orders.refundBearer.restaurant',
  PLATFORM: 'orders.refundBearer.platform',
  COURIER: 'orders.refundBearer.courier',
} as const satisfies Record<RefundBearer, keyof typeof messages>;

const STATUS_LOOK = {
  SUCCEEDED: { key: 'orders.refundStatus.succeeded', tone: 'success' },
  PENDING_APPROVAL: { key: 'orders.refundStatus.pending', tone: 'warning' },
  DECLINED: { key: 'orders.refundStatus.declined', tone: 'neutral' },
} as const satisfies Record<RefundStatus, { key: keyof typeof messages; tone: BadgeTone }>;

/**
 * What the order was paid and what went back (docs/api.md#refunds): paid, refunded, waiting for
 * approval and net from the order itself, then each refund with its state, reason, who bears it
 * and who asked; an admin approves or declines a waiting one here. The list is read again only
 * when the order's refund sums change (a move of the order leaves it be).
 */
export function OrderPayments({ order, canDecide }: { order: OrderDetail; canDecide: boolean }) {
  const t = useT(messages);
  const texts = useApiTexts();
  const { formatMoney } = useKitStrings();
  const api = useApi();
  const money = (minor: number) => formatMoney(minor, order.currency);
  const refunds = useQuery(orderRefundsQuery(api, order));
  const sums = [
    { label: t('orders.paid'), value: order.totalMinor },
    { label: t('orders.refunded'), value: order.refundedMinor },
    { label: t('orders.refundPending'), value: order.refundPendingMinor },
    { label: t('orders.net'), value: order.totalMinor - order.refundedMinor },
  ];

  return (
    <section className="detail-panel" aria-labelledby="order-payments-title">
      <h2 id="order-payments-title" className="detail-panel__title">
        {t('orders.payments')}
      </h2>
      <dl className="order-facts order-payments__sums">
        {sums.map(({ label, value }) => (
          <div key={label} className="order-payments__sum">
            <dt>{label}</dt>
            <dd>{money(value)}</dd>
          </div>
        ))}
      </dl>
      {refunds.isError ? (
        <Banner tone="warning" onRetry={() => void refunds.refetch()}>
          {texts.error(refunds.error)}
        </Banner>
      ) : refunds.isPending ? (
        <Skeleton text="md" width="70%" />
      ) : refunds.data.refunds.length === 0 ? (
        <p className="order-facts__muted">{t('orders.noRefunds')}</p>
      ) : (
        <ul className="order-refunds">
          {refunds.data.refunds.map((refund) => (
            <RefundRow key={refund.id} refund={refund} money={money} canDecide={canDecide} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RefundRow({
  refund,
  money,
  canDecide,
}: {
  refund: Refund;
  money: (minor: number) => string;
  canDecide: boolean;
}) {
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  const look = STATUS_LOOK[refund.status];
  const amount = money(refund.amountMinor);
  return (
    <li className="order-refunds__item">
      <div className="order-refunds__head">
        <strong>{amount}</strong> <Badge tone={look.tone}>{t(look.key)}</Badge>
      </div>
      <div className="order-facts__muted">
        {t(REASON_KEYS[refund.reason])} · {t(BEARER_KEYS[refund.bearer])}
        {refund.deliveryFeeMinor > 0 ? ` · ${t('orders.refundWithFee')}` : ''}
      </div>
      {refund.note ? <div>{refund.note}</div> : null}
      <div className="order-facts__muted">
        {/* Isolated: a Latin name beside an Arabic date keeps its order in right-to-left text. */}
        {t('orders.refundBy', {
          name: isolatedText(refund.createdByName ?? '—'),
          date: isolatedText(formatDateTime(refund.createdAt)),
        })}
      </div>
      {canDecide && refund.status === 'PENDING_APPROVAL' ? (
        <RefundDecision refund={refund} amount={amount} />
      ) : null}
    </li>
  );
}

/** Approve and Decline of a waiting refund (admins). */
function RefundDecision({ refund, amount }: { refund: Refund; amount: string }) {
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
      // The order's sums and version changed: its page, lists and dashboard read them again.
      return refreshAfter(queryClient, { kind: 'order', action: 'update', recordId: answer.refund.orderId });
    },
    // Someone decided it first (409) or it is gone: say why, and show the order as it is now.
    onError: (error) => {
      notify.error(t('orders.refundDecisionFailed', { amount }), { description: texts.error(error) });
      return refreshAfter(queryClient, { kind: 'order', action: 'update', recordId: refund.orderId });
    },
  });
  return (
    <div className="order-refunds__decision">
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
