import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderDetail, Refund } from '@food-admin/api-client';
import { Badge, Banner, Button, isolatedText, Skeleton, useKitStrings } from '@food-admin/ui';
import {
  REFUND_BEARER_KEYS,
  REFUND_REASON_KEYS,
  REFUND_STATUS_LOOK,
  RefundDecision,
} from '@/features/refunds';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useFormatDateTime } from '@/lib/format-date';
import { orderRefundsQuery } from './order-queries';

// Loaded on the first Refund: most visits of an order page never open it (docs/performance.md).
const RefundDialog = lazy(() =>
  import('./refund-dialog').then((module) => ({ default: module.RefundDialog })),
);

/**
 * What the order was paid and what went back (docs/api.md#refunds): paid, refunded, waiting for
 * approval and net from the order itself, then each refund with its state, reason, who bears it
 * and who asked; an admin approves or declines a waiting one here. Refund opens the refund dialog
 * while something is left to refund (an owner's refunds are at the restaurant's cost). The list is
 * read again only when the order's refund sums change (a move of the order leaves it be).
 */
export function OrderPayments({
  order,
  canDecide,
  restaurantBears,
}: {
  order: OrderDetail;
  canDecide: boolean;
  /** The caller refunds at the restaurant's cost only (the restaurant's owner). */
  restaurantBears: boolean;
}) {
  const t = useT(messages);
  const texts = useApiTexts();
  const { formatMoney } = useKitStrings();
  const api = useApi();
  const money = (minor: number) => formatMoney(minor, order.currency);
  // The list the card had stays while the order's new sums read it again: the refund dialog, open
  // on it, keeps its values through another refund.
  const refunds = useQuery({ ...orderRefundsQuery(api, order), placeholderData: keepPreviousData });
  const [refunding, setRefunding] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [wanted, setWanted] = useState(false);
  const formatDateTime = useFormatDateTime();
  // Past the window after delivery the server refuses a refund (409): say so instead of offering one.
  const closesAt = refunds.data?.closesAt ?? null;
  const closed = closesAt !== null && Date.parse(closesAt) <= Date.now();
  const sums = [
    { label: t('orders.paid'), value: order.totalMinor },
    { label: t('orders.refunded'), value: order.refundedMinor },
    { label: t('orders.refundPending'), value: order.refundPendingMinor },
    { label: t('orders.net'), value: order.totalMinor - order.refundedMinor },
  ];

  return (
    <section className="detail-panel" aria-labelledby="order-payments-title">
      <div className="order-payments__head">
        <h2 id="order-payments-title" className="detail-panel__title">
          {t('orders.payments')}
        </h2>
        {closed ? (
          <p className="order-facts__muted">
            {t('orders.refundsClosed', { date: isolatedText(formatDateTime(closesAt)) })}
          </p>
        ) : refunds.data && refunds.data.limits.refundableMinor > 0 ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setWanted(true);
              setRefunding(true);
            }}
          >
            {t('orders.refund')}
          </Button>
        ) : null}
      </div>
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
      {refunds.data && wanted ? (
        <Suspense fallback={null}>
          <RefundDialog
            order={order}
            refunds={refunds.data}
            open={refunding}
            onClose={() => setRefunding(false)}
            restaurantBears={restaurantBears}
          />
        </Suspense>
      ) : null}
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
  const look = REFUND_STATUS_LOOK[refund.status];
  const amount = money(refund.amountMinor);
  return (
    <li className="order-refunds__item">
      <div className="order-refunds__head">
        <strong>{amount}</strong> <Badge tone={look.tone}>{t(look.key)}</Badge>
      </div>
      <div className="order-facts__muted">
        {t(REFUND_REASON_KEYS[refund.reason])} · {t(REFUND_BEARER_KEYS[refund.bearer])}
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
