import type { Order } from '@food-admin/api-client';
import type { OrderListRow } from './orders.repository';

export const toOrder = ({ order, restaurantName, customerName }: OrderListRow): Order => ({
  id: order.id,
  restaurantId: order.restaurantId,
  restaurantName,
  customerId: order.customerId,
  customerName: customerName ?? null,
  status: order.status,
  total: Number(order.total),
  createdAt: order.createdAt.toISOString(),
});
