import { useQuery } from '@tanstack/react-query';
import { COURIER_ASSIGNABLE_STATUSES, type OrderDetail } from '@food-admin/api-client';
import { Banner, FormField, Select } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { useAssignCourier } from './order-mutations';
import { courierChoicesQuery } from './order-queries';

const NO_COURIER = '';

/**
 * Who delivers the order (admins, docs/requirements.md#req-orders-screens): a select of the courier
 * accounts, 'No courier' to remove the one assigned. It changes the order at once; once the food
 * has left the kitchen (picked up) the courier is fixed and shown as text.
 */
export function CourierPicker({ order }: { order: OrderDetail }) {
  const api = useApi();
  const couriers = useQuery(courierChoicesQuery(api));
  const assign = useAssignCourier(order);
  if (!COURIER_ASSIGNABLE_STATUSES.includes(order.status)) return null;

  const options = [
    { value: NO_COURIER, label: 'No courier' },
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
        label="Courier"
        hint={order.courier ? undefined : 'A courier is needed before the order is picked up.'}
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
          {couriers.error.message}
        </Banner>
      ) : null}
      {assign.isError ? <Banner tone="error">{assign.error.message}</Banner> : null}
    </div>
  );
}
