import {
  COURIER_ASSIGNABLE_STATUSES,
  lateReason,
  type BoardOrder,
  type Courier,
  type LateReason,
} from '@food-admin/api-client';
import type { OrderBoardCardData } from '@food-admin/ui';

/**
 * What the board shows: everything, or one restaurant's, one courier's ('none': no courier yet) or
 * one delivery zone's orders; `find`, the orders found by number or name (see `found`).
 */
export type BoardFilters = { restaurant?: number; courier?: number | 'none'; zone?: string; find?: string };

/** How each card's texts are written (the screen's translations and money format). */
export type CardTexts = {
  late: (reason: LateReason) => string;
  total: (order: BoardOrder) => string;
};

/**
 * Whether `text` finds the order: its number from its start (`104` finds 1042; `#1042` too), or a
 * part of its restaurant's or its courier's name, in any case. The columns keep only the cards in
 * view in the DOM, so the browser's own find cannot reach the others.
 */
export function found(order: BoardOrder, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  const number = needle.replace(/^#\s*/, '');
  return (
    (/^[0-9]+$/.test(number) && String(order.id).startsWith(number)) ||
    order.restaurantName.toLocaleLowerCase().includes(needle) ||
    (order.courierName?.toLocaleLowerCase().includes(needle) ?? false)
  );
}

/** Whether an order passes the filters. */
export const matches = (order: BoardOrder, filters: BoardFilters): boolean =>
  (filters.find === undefined || found(order, filters.find)) &&
  (filters.restaurant === undefined || order.restaurantId === filters.restaurant) &&
  (filters.courier === undefined ||
    (filters.courier === 'none' ? order.courierId === null : order.courierId === filters.courier)) &&
  (filters.zone === undefined || order.deliveryZone === filters.zone);

/** Each courier's average delivery minutes, by id (the delivery rule's estimate). */
export const averagesOf = (couriers: readonly Courier[] | undefined): ReadonlyMap<number, number | null> =>
  new Map((couriers ?? []).map((courier) => [courier.id, courier.averageDeliveryMinutes]));

/** Why `order` is late at `now` (its courier's average as the delivery estimate). */
export const lateOf = (order: BoardOrder, now: number, averages: ReadonlyMap<number, number | null>) =>
  lateReason(order, now, order.courierId === null ? null : averages.get(order.courierId));

/**
 * Turns the board's orders into the kit's cards, reusing the card of an order that has not changed
 * (the same object: TanStack Query keeps unchanged rows as they were) and is as late as before, so
 * the kit's memoised cards re-render only for what moved. One instance per board.
 */
export function createCardCache(texts: () => CardTexts) {
  const cache = new Map<
    number,
    { order: BoardOrder; late: LateReason | null; dispatch: boolean; card: OrderBoardCardData }
  >();
  return (
    orders: readonly BoardOrder[],
    now: number,
    averages: ReadonlyMap<number, number | null>,
    dispatch: boolean,
  ) => {
    const seen = new Set<number>();
    const cards = orders.map((order) => {
      seen.add(order.id);
      const late = lateOf(order, now, averages);
      const cached = cache.get(order.id);
      if (cached && cached.order === order && cached.late === late && cached.dispatch === dispatch)
        return cached.card;
      const card = toCard(order, late, dispatch, texts());
      cache.set(order.id, { order, late, dispatch, card });
      return card;
    });
    for (const id of cache.keys()) if (!seen.has(id)) cache.delete(id);
    return cards;
  };
}

function toCard(
  order: BoardOrder,
  late: LateReason | null,
  dispatch: boolean,
  texts: CardTexts,
): OrderBoardCardData {
  return {
    id: order.id,
    column: order.status,
    title: `#${order.id}`,
    href: `/admin/orders/${order.id}`,
    restaurant: order.restaurantName,
    placedAt: order.placedAt,
    dueAt: order.acceptanceDueAt,
    itemCount: order.itemCount,
    total: texts.total(order),
    courierId: order.courierId,
    courierName: order.courierName,
    late: late === null ? null : texts.late(late),
    assignable: dispatch && (COURIER_ASSIGNABLE_STATUSES as readonly string[]).includes(order.status),
  };
}
