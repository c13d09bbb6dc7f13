import { useCallback } from 'react';
import type { OrderStatus } from '@food-admin/api-client';
import { messages } from './compiled/en/orderStatus';
import { useT } from './locale-provider';

/** Each status's message (Storybook's play functions name statuses by it too). */
export const STATUS_KEYS = {
  PENDING: 'orderStatus.pending',
  ACCEPTED: 'orderStatus.accepted',
  REJECTED: 'orderStatus.rejected',
  PREPARING: 'orderStatus.preparing',
  READY: 'orderStatus.ready',
  PICKED_UP: 'orderStatus.pickedUp',
  DELIVERED: 'orderStatus.delivered',
  CANCELLED: 'orderStatus.cancelled',
} as const satisfies Record<OrderStatus, keyof typeof messages>;

export type OrderStatusName = (status: OrderStatus) => string;

/**
 * How people read an order status (the orders' tabs, badges, filter and timeline, the courier's
 * order choices, the dashboard's charts); the API's values stay as they are. A status the app does
 * not know is shown as it came.
 */
export function useOrderStatusName(): OrderStatusName {
  const t = useT(messages);
  return useCallback((status) => (Object.hasOwn(STATUS_KEYS, status) ? t(STATUS_KEYS[status]) : status), [t]);
}
