import type { SignedInUser } from '../../auth/permissions';
import {
  allowedMovesFor,
  minorOfAmount,
  timesMinor,
  type Order,
  type OrderDetail,
  type OrderNote,
  type OrderPerson,
} from '@food-admin/api-client';
import type { OrderDetailRows, OrderListRow } from './orders.repository';

/**
 * An order's total as the list and the page answer it: the spec's decimal and its exact cents, in
 * the platform's `currency` (docs/api.md#money).
 */
const totalOf = (order: OrderListRow['order'], currency: string) => ({
  total: order.total,
  totalMinor: minorOfAmount(order.total),
  currency,
});

/** The orders list's rows. */
export const orderMapper =
  (currency: string) =>
  ({ order, restaurantName, customerName, courierName }: OrderListRow): Order => ({
    id: order.id,
    version: order.version,
    restaurantId: order.restaurantId,
    restaurantName,
    customerId: order.customerId,
    customerName: customerName ?? null,
    courierId: order.courierId,
    courierName: courierName ?? null,
    status: order.status,
    ...totalOf(order, currency),
    createdAt: order.createdAt.toISOString(),
  });

type PersonColumns = OrderDetailRows['customer'];

/** The joined user, or null when the order has none (a left join of nothing answers null). */
function toPerson(row: PersonColumns): OrderPerson | null {
  if (row === null || row.id === null) return null;
  return {
    id: row.id,
    name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    email: row.email ?? '',
    phone: row.phone ?? null,
  };
}

export const toOrderNote = (note: OrderDetailRows['notes'][number]): OrderNote => ({
  id: note.id,
  text: note.text,
  authorId: note.authorId,
  authorName: note.authorName,
  createdAt: note.createdAt.toISOString(),
});

/** The order page's answer, with the moves `viewer` may make now. */
export function toOrderDetail(rows: OrderDetailRows, viewer: SignedInUser, currency: string): OrderDetail {
  const { order, restaurant } = rows;
  const customer = toPerson(rows.customer);
  const courier = toPerson(rows.courier);
  return {
    id: order.id,
    version: order.version,
    restaurantId: order.restaurantId,
    restaurantName: restaurant.name,
    customerId: order.customerId,
    customerName: customer?.name ?? null,
    courierId: order.courierId,
    courierName: courier?.name ?? null,
    status: order.status,
    ...totalOf(order, currency),
    createdAt: order.createdAt.toISOString(),
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    subtotalMinor: minorOfAmount(order.subtotal),
    deliveryFeeMinor: minorOfAmount(order.deliveryFee),
    refundedMinor: order.refundedMinor,
    refundPendingMinor: order.refundPendingMinor,
    deliveryAddress: order.deliveryAddress,
    customerNotes: order.customerNotes,
    restaurant,
    customer,
    courier,
    items: rows.items.map((item) => ({
      id: item.id,
      dishId: item.dishId,
      name: item.name,
      unitPrice: item.unitPrice,
      unitPriceMinor: minorOfAmount(item.unitPrice),
      quantity: item.quantity,
      lineTotalMinor: timesMinor(minorOfAmount(item.unitPrice), item.quantity),
    })),
    history: rows.history.map((change) => ({
      id: change.id,
      from: change.fromStatus,
      to: change.toStatus,
      reason: change.reason,
      actorId: change.actorId,
      actorName: change.actorName,
      createdAt: change.createdAt.toISOString(),
    })),
    notes: rows.notes.map(toOrderNote),
    allowedMoves: allowedMovesFor(viewer, {
      status: order.status,
      courierId: order.courierId,
      restaurantId: order.restaurantId,
      restaurantOwnerId: restaurant.ownerId,
    }),
  };
}
