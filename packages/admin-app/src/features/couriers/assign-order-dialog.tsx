import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COURIER_ASSIGNABLE_STATUSES, type ApiClient, type Courier } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import { Banner, Button, FormField, Modal, Select } from '@food-admin/ui';
import { useOrderStatusName } from '@/i18n/order-status-names';
import { useApiTexts } from '@/i18n/api-texts';
import { notify } from '@/shared/feedback/notify';
import { useApi } from '@/lib/api-context';
import { refreshAfter } from '@/shared/live/change-scope';
import { messages } from '@/i18n/compiled/en/couriers';
import { useT } from '@/i18n/locale-provider';

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
  const texts = useApiTexts();
  const statusName = useOrderStatusName();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
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
      notify.success(t('couriers.assignDialog.assigned', { name: courier.name, id: saved.id }));
      void refreshAfter(queryClient, {
        kind: 'order',
        action: 'update',
        recordId: saved.id,
        version: saved.version,
      });
      onClose();
    },
    onError: () => void refreshAfter(queryClient, { kind: 'order', action: 'update' }),
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('couriers.assignDialog.title', { name: courier.name })}
      description={t('couriers.assignDialog.description')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('couriers.assignDialog.cancel')}
          </Button>
          <Button
            disabled={orderId === '' || assign.isPending}
            loading={assign.isPending}
            onClick={() => assign.mutate(Number(orderId))}
          >
            {t('couriers.assign')}
          </Button>
        </>
      }
    >
      {orders.isError ? (
        <Banner tone="warning" onRetry={() => void orders.refetch()}>
          {texts.error(orders.error)}
        </Banner>
      ) : orders.isSuccess && waiting.length === 0 ? (
        <p>{t('couriers.assignDialog.none')}</p>
      ) : (
        <FormField label={t('couriers.assignDialog.order')}>
          <Select
            value={orderId}
            placeholder={
              orders.isPending ? t('couriers.assignDialog.loading') : t('couriers.assignDialog.choose')
            }
            disabled={orders.isPending}
            onValueChange={setOrderId}
            options={waiting.map((order) => ({
              value: String(order.id),
              label: [
                `#${order.id}`,
                order.restaurantName ?? t('couriers.assignDialog.restaurant'),
                statusName(order.status),
              ].join(' · '),
            }))}
          />
        </FormField>
      )}
      {assign.isError ? <Banner tone="error">{texts.error(assign.error)}</Banner> : null}
    </Modal>
  );
}
