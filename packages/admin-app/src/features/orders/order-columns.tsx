import { Link } from '@tanstack/react-router';
import { ORDER_STATUS_LABELS, type Order, type OrderStatus } from '@food-admin/api-client';
import { Badge, formatPrice, type BadgeTone, type ColumnDef } from '@food-admin/ui';
import { formatDateTime } from '@/lib/format-date';

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
  return <Badge tone={ORDER_STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** The orders table's columns; the ID opens the order's page. */
export const orderColumns: ColumnDef<Order, unknown>[] = [
  {
    id: 'id',
    header: 'ID',
    accessorKey: 'id',
    cell: ({ row }) => (
      <Link
        to="/admin/orders/$orderId"
        params={{ orderId: String(row.original.id) }}
        aria-label={`Open order #${row.original.id}`}
      >
        #{row.original.id}
      </Link>
    ),
  },
  {
    id: 'restaurant',
    header: 'Restaurant',
    accessorFn: (order) => order.restaurantName ?? `#${order.restaurantId}`,
    enableSorting: true,
  },
  { id: 'customer', header: 'Customer', accessorFn: (order) => order.customerName ?? '—' },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
    enableSorting: true,
  },
  { id: 'courier', header: 'Courier', accessorFn: (order) => order.courierName ?? '—' },
  { id: 'total', header: 'Total', accessorFn: (order) => formatPrice(order.total), enableSorting: true },
  {
    id: 'createdAt',
    header: 'Placed',
    accessorFn: (order) => formatDateTime(order.createdAt),
    enableSorting: true,
  },
];
