import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COURIER_ASSIGNABLE_STATUSES,
  ORDER_STATUS_LABELS,
  type ApiClient,
  type Courier,
} from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import { Banner, Button, FormField, Modal, Select } from '@food-admin/ui';
import { notify } from '@/features/feedback/notify';
import { useApi } from '@/lib/api-context';
import { couriersQuery } from './courier-queries';

/** Orders a courier can still be given (not picked up yet), oldest first: the dialog keeps those without one. */
export const ordersAwaitingCourierQuery = (api: ApiClient) =>
  apiQuery(api, 'admin.orders', {
    query: { status: [...COURIER_ASSIGNABLE_STATUSES], sort: ['createdAt,asc'], size: 100, page: 0 },
  });

type AssignOrderDialogProps = { courier: Courier; onClose: () => void };

/**
 * Assign an order to a courier from the couriers screen (docs/requirements.md#req-couriers): the
 * orders without a courier that are not picked up yet, oldest first; the same call as the order
 * page's courier picker. An unavailable courier can still be chosen (availability informs).
 */
export function AssignOrderDialog({ courier, onClose }: AssignOrderDialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const orders = useQuery(ordersAwaitingCourierQuery(api));
  const [orderId, setOrderId] = useState<string>('');
  const waiting = (orders.data?.content ?? []).filter((order) => order.courierId == null);
  const assign = useMutation({
    // The order as listed: if someone assigned it meanwhile, the 412 says so and the list refreshes.
    mutationFn: (id: number) =>
      api.admin.assignOrderCourier({
        params: { id },
        body: { courierId: courier.id },
        ifMatch: waiting.find((order) => order.id === id)?.version,
      }),
    onSuccess: (saved) => {
      notify.success(`${courier.name} will deliver order #${saved.id}`);
      void queryClient.invalidateQueries({ queryKey: couriersQuery(api).queryKey });
      void queryClient.invalidateQueries({ queryKey: ordersAwaitingCourierQuery(api).queryKey });
      onClose();
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ordersAwaitingCourierQuery(api).queryKey }),
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Assign an order to ${courier.name}`}
      description="Orders without a courier that have not been picked up, oldest first."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={orderId === '' || assign.isPending}
            loading={assign.isPending}
            onClick={() => assign.mutate(Number(orderId))}
          >
            Assign
          </Button>
        </>
      }
    >
      {orders.isError ? (
        <Banner tone="warning" onRetry={() => void orders.refetch()}>
          {orders.error.message}
        </Banner>
      ) : orders.isSuccess && waiting.length === 0 ? (
        <p>No order is waiting for a courier.</p>
      ) : (
        <FormField label="Order">
          <Select
            value={orderId}
            placeholder={orders.isPending ? 'Loading orders…' : 'Choose an order'}
            disabled={orders.isPending}
            onValueChange={setOrderId}
            options={waiting.map((order) => ({
              value: String(order.id),
              label: `#${order.id} · ${order.restaurantName ?? 'Restaurant'} · ${ORDER_STATUS_LABELS[order.status]}`,
            }))}
          />
        </FormField>
      )}
      {assign.isError ? <Banner tone="error">{assign.error.message}</Banner> : null}
    </Modal>
  );
}
