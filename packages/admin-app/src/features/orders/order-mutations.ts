import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ORDER_STATUS_LABELS, type OrderDetail, type OrderStatus } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';
import { useApi } from '@/lib/api-context';
import { notify } from '@/features/feedback/notify';
import { orderQuery } from './order-queries';

/**
 * The order page's writes (docs/requirements.md#req-orders-screens). Each answers the whole order
 * (status, history, notes, the moves allowed now), which replaces the page's copy at once; the
 * lists, their tab counts and the dashboard are refreshed behind it.
 */
function useOrderWrite<TInput>(
  write: (input: TInput) => Promise<OrderDetail>,
  toast: (saved: OrderDetail, input: TInput) => string,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved, input) => {
      queryClient.setQueryData(orderQuery(api, saved.id).queryKey, saved);
      notify.success(toast(saved, input), { description: `Order #${saved.id}` });
      return refreshOrderLists(queryClient);
    },
  });
}

export async function refreshOrderLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKey('admin.orders') }),
    queryClient.invalidateQueries({ queryKey: apiKey('admin.orderFacets') }),
    queryClient.invalidateQueries({ queryKey: apiKey('admin.dashboardStats') }),
  ]);
}

/** What a move's toast says: 'Order accepted', 'Order picked up'. */
export const movedToast = (to: OrderStatus) => `Order ${ORDER_STATUS_LABELS[to].toLowerCase()}`;

/** Move the order to `to` (with the reason a reject or cancel needs). */
export function useMoveOrder(orderId: number) {
  const api = useApi();
  return useOrderWrite(
    (body: { to: OrderStatus; reason?: string }) =>
      api.admin.orderTransition({ params: { id: orderId }, body }),
    (saved) => movedToast(saved.status),
  );
}

/** Assign a courier, or remove the one assigned (null). */
export function useAssignCourier(orderId: number) {
  const api = useApi();
  return useOrderWrite(
    (courierId: number | null) =>
      api.admin.assignOrderCourier({ params: { id: orderId }, body: { courierId } }),
    (saved) => (saved.courier ? `${saved.courier.name} will deliver it` : 'Courier removed'),
  );
}

/** Add a staff note; the page's timeline shows it at once. */
export function useAddOrderNote(orderId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.admin.addOrderNote({ params: { id: orderId }, body: { text } }),
    onSuccess: (note) => {
      queryClient.setQueryData(orderQuery(api, orderId).queryKey, (order: OrderDetail | undefined) =>
        order ? { ...order, notes: [...order.notes, note] } : order,
      );
      notify.success('Note added', { description: `Order #${orderId}` });
    },
  });
}
