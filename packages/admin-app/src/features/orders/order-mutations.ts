import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError, OrderDetailSchema, type OrderDetail, type OrderStatus } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';
import { useApi } from '@/lib/api-context';
import { notify } from '@/features/feedback/notify';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import type { OrdersTranslate } from './order-columns';
import { orderQuery } from './order-queries';

/**
 * The order page's writes (docs/requirements.md#req-orders-screens). Each answers the whole order
 * (status, history, notes, the moves allowed now), which replaces the page's copy at once; the
 * lists, their tab counts and the dashboard are refreshed behind it.
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
      return refreshOrderLists(queryClient);
    },
    onError: (error) => {
      // Someone moved the order first (412): the page shows it as it is now, with the moves left.
      const current = error instanceof ApiError && error.status === 412 ? currentOrder(error) : undefined;
      if (current) queryClient.setQueryData(orderQuery(api, current.id).queryKey, current);
    },
  });
}

/** The order a 412 answered as `current`, if it reads as one. */
function currentOrder(error: ApiError): OrderDetail | undefined {
  const parsed = v.safeParse(OrderDetailSchema, (error.body as { current?: unknown } | undefined)?.current);
  return parsed.success ? parsed.output : undefined;
}

/** The order as the page shows it: its writes are based on this version (If-Match). */
type ShownOrder = Pick<OrderDetail, 'id' | 'version'>;

export async function refreshOrderLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKey('admin.orders') }),
    queryClient.invalidateQueries({ queryKey: apiKey('admin.orderFacets') }),
    queryClient.invalidateQueries({ queryKey: apiKey('admin.dashboardStats') }),
  ]);
}

/** What a move's toast says: 'Order accepted', 'Order picked up'. */
export const movedToast = (to: OrderStatus, t: OrdersTranslate) => t('orders.moved', { status: to });

/** Move the order to `to` (with the reason a reject or cancel needs). */
export function useMoveOrder(order: ShownOrder) {
  const api = useApi();
  return useOrderWrite(
    (body: { to: OrderStatus; reason?: string }) =>
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
    },
  });
}
