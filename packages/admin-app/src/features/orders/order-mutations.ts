import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  type CancelRefund,
  type OrderDetail,
  type OrderRefunds,
  type OrderStatus,
  type RefundInput,
} from '@food-admin/api-client';
import { useKitStrings } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { refreshAfter } from '@/shared/live/change-scope';
import { notify } from '@/shared/feedback/notify';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import type { OrdersTranslate } from './order-columns';
import { orderConflict } from './order-conflict';
import { orderQuery, orderRefundsQuery } from './order-queries';

/**
 * The order page's writes (docs/requirements.md#req-orders-screens). Each answers the whole order
 * (status, history, notes, the moves allowed now), which replaces the page's copy at once; the
 * lists, their tab counts and the dashboard are refreshed behind it (shared/live/change-scope.ts),
 * and the write's own live event then costs nothing. When someone else moved the order first, the
 * page shows it as it is now (order-conflict.ts).
 */
function useOrderWrite<TInput>(
  write: (input: TInput) => Promise<OrderDetail>,
  toast: (saved: OrderDetail, input: TInput, t: OrdersTranslate) => string,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: write,
    onSuccess: (saved, input) => {
      queryClient.setQueryData(orderQuery(api, saved.id).queryKey, saved);
      notify.success(toast(saved, input, t), { description: t('orders.orderNumber', { id: saved.id }) });
      return refreshAfter(queryClient, {
        kind: 'order',
        action: 'update',
        recordId: saved.id,
        version: saved.version,
      });
    },
    onError: (error) => {
      const conflict = orderConflict(error);
      if (conflict === undefined) return;
      if (conflict.current)
        queryClient.setQueryData(orderQuery(api, conflict.current.id).queryKey, conflict.current);
      // What changed it meanwhile (its history, the lists); the order itself too when the answer had no copy.
      const known = conflict.current && { recordId: conflict.current.id, version: conflict.current.version };
      return refreshAfter(queryClient, { kind: 'order', action: 'update', ...known });
    },
  });
}

/** The order as the page shows it: its writes are based on this version (If-Match). */
type ShownOrder = Pick<OrderDetail, 'id' | 'version'>;

/** What a move's toast says: 'Order accepted', 'Order picked up'. */
export const movedToast = (to: OrderStatus, t: OrdersTranslate) => t('orders.moved', { status: to });

/** Move the order to `to` (with the reason a reject or cancel needs, and what a cancel gives back). */
export function useMoveOrder(order: ShownOrder) {
  const api = useApi();
  return useOrderWrite(
    (body: { to: OrderStatus; reason?: string; refund?: CancelRefund }) =>
      api.admin.orderTransition({ params: { id: order.id }, body, ifMatch: order.version }),
    (saved, _input, t) => movedToast(saved.status, t),
  );
}

/** Assign a courier, or remove the one assigned (null). */
export function useAssignCourier(order: ShownOrder) {
  const api = useApi();
  return useOrderWrite(
    (courierId: number | null) =>
      api.admin.assignOrderCourier({ params: { id: order.id }, body: { courierId }, ifMatch: order.version }),
    (saved, _input, t) =>
      saved.courier ? t('orders.courierAssigned', { name: saved.courier.name }) : t('orders.courierRemoved'),
  );
}

/** Add a staff note; the page's timeline shows it at once. */
export function useAddOrderNote(orderId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: (text: string) => api.admin.addOrderNote({ params: { id: orderId }, body: { text } }),
    onSuccess: (note) => {
      queryClient.setQueryData(orderQuery(api, orderId).queryKey, (order: OrderDetail | undefined) =>
        order ? { ...order, notes: [...order.notes, note] } : order,
      );
      notify.success(t('orders.noteAdded'), { description: t('orders.orderNumber', { id: orderId }) });
      return refreshAfter(queryClient, {
        kind: 'orderNote',
        action: 'create',
        recordId: note.id,
        version: 1,
        orderId,
      });
    },
  });
}

/** A refund as the dialog sends it: the body, the refunds' version it is based on, and its key. */
export type RefundRequest = { body: RefundInput; ifMatch: number; idempotencyKey: string };

/**
 * Give money back on the order (docs/api.md#refunds). The answer holds the order's refunds after
 * it, which the payments card shows at once (under the order's new sums); the order itself (its
 * sums, its version), the lists and the dashboard are read again. The toast says whether the money
 * went back or waits for an admin. A refusal (409) or a lost race (412) is the dialog's to show:
 * the page reads the order again so that it shows what changed.
 */
export function useRefundOrder(order: Pick<OrderDetail, 'id' | 'currency'>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  const { formatMoney } = useKitStrings();
  const refresh = () => refreshAfter(queryClient, { kind: 'order', action: 'update', recordId: order.id });
  return useMutation({
    mutationFn: ({ body, ifMatch, idempotencyKey }: RefundRequest) =>
      api.admin.refundOrder({ params: { id: order.id }, body, ifMatch, idempotencyKey }),
    onSuccess: ({ refund, ...refunds }) => {
      seedRefunds(refunds);
      const amount = formatMoney(refund.amountMinor, refund.currency);
      if (refund.status === 'PENDING_APPROVAL')
        notify.info(t('orders.refundWaits', { amount }), {
          description: t('orders.refundWaitsDetail', { id: order.id }),
        });
      else
        notify.success(t('orders.refundDone', { amount }), {
          description: t('orders.orderNumber', { id: order.id }),
        });
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 412)) return refresh();
    },
  });

  /** The order's refunds now, under the key the card reads once the order has its new sums. */
  function seedRefunds(refunds: OrderRefunds) {
    const key = orderRefundsQuery(api, {
      id: order.id,
      refundedMinor: refunds.limits.refundedMinor,
      refundPendingMinor: refunds.limits.pendingMinor,
    }).queryKey;
    queryClient.setQueryData(key, refunds);
  }
}
