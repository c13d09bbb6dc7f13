import { Link } from '@tanstack/react-router';
import type { Order, OrderStatus } from '@food-admin/api-client';
import { Badge, type BadgeTone, type ColumnDef } from '@food-admin/ui';
import { useOrderStatusName } from '@/i18n/order-status-names';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/orders';

/** `t` of the orders namespace, for the helpers that the screens call with theirs. */
export type OrdersTranslate = Translate<keyof typeof messages>;

/** A status's badge colour: waiting (warning), in the kitchen or on the road (info), done, refused. */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, BadgeTone>> = {
  PENDING: 'warning',
  ACCEPTED: 'info',
  PREPARING: 'info',
  READY: 'primary',
  PICKED_UP: 'primary',
  DELIVERED: 'success',
  CANCELLED: 'neutral',
  REJECTED: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const statusName = useOrderStatusName();
  return <Badge tone={ORDER_STATUS_TONES[status]}>{statusName(status)}</Badge>;
}

type ColumnFormats = {
  dateTime: (iso: string) => string;
  /** An amount in cents of a currency (the kit's formatMoney). */
  money: (minor: number, currency: string) => string;
};

/**
 * The orders table's columns in `t`'s language; the ID opens the order's page. Short of room, the
 * Courier folds first, then Placed and Customer, under the restaurant.
 */
export const orderColumns = (t: OrdersTranslate, format: ColumnFormats): ColumnDef<Order, unknown>[] => [
  {
    id: 'id',
    header: t('orders.field.id'),
    accessorKey: 'id',
    meta: { kind: 'id' },
    cell: ({ row }) => (
      <Link
        to="/admin/orders/$orderId"
        params={{ orderId: row.original.id }}
        aria-label={t('orders.openOrder', { id: row.original.id })}
      >
        #{row.original.id}
      </Link>
    ),
  },
  {
    id: 'restaurant',
    header: t('orders.field.restaurant'),
    accessorFn: (order) => order.restaurantName ?? `#${order.restaurantId}`,
    enableSorting: true,
    meta: { kind: 'text' },
  },
  {
    id: 'customer',
    header: t('orders.field.customer'),
    accessorFn: (order) => order.customerName ?? '—',
    meta: { kind: 'text', priority: 2 },
  },
  {
    id: 'status',
    header: t('orders.field.status'),
    cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
    enableSorting: true,
    meta: { kind: 'tag' },
  },
  {
    id: 'courier',
    header: t('orders.field.courier'),
    accessorFn: (order) => order.courierName ?? '—',
    meta: { kind: 'text', priority: 3 },
  },
  {
    id: 'total',
    header: t('orders.field.total'),
    accessorFn: (order) => format.money(order.totalMinor, order.currency),
    enableSorting: true,
    meta: { kind: 'amount' },
  },
  {
    id: 'createdAt',
    header: t('orders.field.placed'),
    accessorFn: (order) => format.dateTime(order.createdAt),
    enableSorting: true,
    meta: { kind: 'date', priority: 2 },
  },
];
