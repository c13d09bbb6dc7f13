import { useQuery } from '@tanstack/react-query';
import { COURIER_ASSIGNABLE_STATUSES, type OrderDetail } from '@food-admin/api-client';
import { Banner, FormField, Select } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import { orderConflict } from './order-conflict';
import { useAssignCourier } from './order-mutations';
import { courierChoicesQuery } from './order-queries';

const NO_COURIER = '';

/**
 * Who delivers the order (admins, docs/requirements.md#req-orders-screens): a select of the courier
 * accounts, 'No courier' to remove the one assigned. It changes the order at once; once the food
 * has left the kitchen (picked up) the courier is fixed and shown as text.
 */
export function CourierPicker({ order }: { order: OrderDetail }) {
  const texts = useApiTexts();
  const api = useApi();
  const t = useT(messages);
  const couriers = useQuery(courierChoicesQuery(api));
  const assign = useAssignCourier(order);
  if (!COURIER_ASSIGNABLE_STATUSES.includes(order.status)) return null;

  const options = [
    { value: NO_COURIER, label: t('orders.noCourier') },
    ...(couriers.data?.content ?? []).map((user) => ({
      value: String(user.id),
      label: `${user.firstName} ${user.lastName}`.trim() || user.email,
    })),
  ];
  // The assigned courier stays choosable while the list loads (or if it is on a later page).
  if (order.courier && !options.some((option) => option.value === String(order.courier?.id)))
    options.push({ value: String(order.courier.id), label: order.courier.name });

  return (
    <div className="courier-picker">
      <FormField
        label={t('orders.field.courier')}
        hint={order.courier ? undefined : t('orders.courierNeeded')}
      >
        <Select
          value={order.courier ? String(order.courier.id) : NO_COURIER}
          options={options}
          disabled={assign.isPending}
          onValueChange={(value) => assign.mutate(value === NO_COURIER ? null : Number(value))}
        />
      </FormField>
      {couriers.isError ? (
        <Banner tone="warning" onRetry={() => void couriers.refetch()}>
          {texts.error(couriers.error)}
        </Banner>
      ) : null}
      {assign.isError ? (
        // Someone else changed the order meanwhile: the page shows it as it is now (a warning).
        <Banner tone={orderConflict(assign.error) ? 'warning' : 'error'}>{texts.error(assign.error)}</Banner>
      ) : null}
    </div>
  );
}
