import type { RefundBearer, RefundMethod, RefundReason, RefundStatus } from '@food-admin/api-client';
import type { BadgeTone } from '@food-admin/ui';
import type { messages } from '@/i18n/compiled/en/orders';

/*
 * The names of a refund's status, reason, bearer and method: the orders catalog's, which the order
 * page's payments card and refund dialog speak too (they import these).
 */

type OrdersKey = keyof typeof messages;

/** Each status's name and badge colour: done, waiting for someone, declined. */
export const REFUND_STATUS_LOOK = {
  SUCCEEDED: { key: 'orders.refundStatus.succeeded', tone: 'success' },
  PENDING_APPROVAL: { key: 'orders.refundStatus.pending', tone: 'warning' },
  DECLINED: { key: 'orders.refundStatus.declined', tone: 'neutral' },
} as const satisfies Record<RefundStatus, { key: OrdersKey; tone: BadgeTone }>;

export const REFUND_REASON_KEYS = {
  MISSING_ITEM: 'orders.refundReason.missingItem',
  WRONG_ITEM: 'orders.refundReason.wrongItem',
  QUALITY: 'orders.refundReason.quality',
  LATE_OR_COLD: 'orders.refundReason.lateOrCold',
  DAMAGED: 'orders.refundReason.damaged',
  ITEM_UNAVAILABLE: 'orders.refundReason.itemUnavailable',
  CUSTOMER_CANCELLED: 'orders.refundReason.customerCancelled',
  RESTAURANT_CANCELLED: 'orders.refundReason.restaurantCancelled',
  DUPLICATE_CHARGE: 'orders.refundReason.duplicateCharge',
  GOODWILL: 'orders.refundReason.goodwill',
  OTHER: 'orders.refundReason.other',
} as const satisfies Record<RefundReason, OrdersKey>;

export const REFUND_BEARER_KEYS = {
  RESTAURANT: 'orders.refundBearer.restaurant',
  PLATFORM: 'orders.refundBearer.platform',
  COURIER: 'orders.refundBearer.courier',
} as const satisfies Record<RefundBearer, OrdersKey>;

export const REFUND_METHOD_KEYS = {
  ORIGINAL_PAYMENT: 'orders.refundMethod.originalPayment',
  STORE_CREDIT: 'orders.refundMethod.storeCredit',
  CASH: 'orders.refundMethod.cash',
  OTHER: 'orders.refundMethod.other',
} as const satisfies Record<RefundMethod, OrdersKey>;
