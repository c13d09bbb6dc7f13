import * as v from 'valibot';
import { MinorSchema } from '../money/money';
import { MAX_ID, VersionSchema } from './common';
import { ACCEPTANCE_TIMEOUT_ALERT_MINUTES, PENDING_ORDER_ALERT_MINUTES } from './dashboard';
import { IntegerFilterSchema } from './list-query';
import type { OrderStatus } from './orders';

/*
 * The live operations board (docs/api.md#dispatch-board, docs/requirements.md#req-dispatch-board):
 * the open orders in one answer, one thin card each, and the rules that mark a card late. The
 * board follows the event stream (each change refetches it) and draws its couriers lane from
 * GET /admin/couriers; lateness is worked out by the client, since it changes with the clock and
 * no event says so.
 */

/** The board's columns, in lifecycle order; delivered, rejected and cancelled orders leave it. */
export const BOARD_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'PREPARING',
  'READY',
  'PICKED_UP',
] as const satisfies readonly OrderStatus[];
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** The board shows at most this many orders, oldest first (`truncated` says some were left off). */
export const MAX_BOARD_ORDERS = 1000;

/** One order's card. */
export const BoardOrderSchema = v.object({
  id: v.number(),
  /** What If-Match names when a courier is assigned from the board. */
  version: VersionSchema,
  restaurantId: v.number(),
  restaurantName: v.string(),
  status: v.picklist(BOARD_STATUSES),
  placedAt: v.string(),
  /** When the order entered its current status (its latest status-history entry). */
  statusSince: v.string(),
  /**
   * When the platform answers a PENDING order by its restaurant's acceptance timeout; null for the
   * other statuses and for a restaurant without a timeout.
   */
  acceptanceDueAt: v.nullable(v.string()),
  /** The number of dishes (quantities summed). */
  itemCount: v.number(),
  totalMinor: MinorSchema,
  currency: v.string(),
  courierId: v.nullable(v.number()),
  courierName: v.nullable(v.string()),
  /** The delivery zone that priced it (the restaurant's zone by name); null for an order placed otherwise. */
  deliveryZone: v.nullable(v.string()),
});
export type BoardOrder = v.InferOutput<typeof BoardOrderSchema>;

/** A board that heard a few orders change reads their cards alone, at most this many at once. */
export const MAX_BOARD_PATCH_IDS = 100;

/**
 * GET /admin/dispatch/board's query. With `id` (repeatable): only those orders' cards, the ones still
 * open that the caller may see; an order named and not answered has left the board (or was never on
 * it for the caller). A board patches itself with these instead of reading every card again.
 */
export const OrderBoardQuerySchema = v.object({
  id: IntegerFilterSchema('Id', 1, MAX_ID, MAX_BOARD_PATCH_IDS),
});
export type OrderBoardQuery = v.InferInput<typeof OrderBoardQuerySchema>;

/** GET /admin/dispatch/board. */
export const OrderBoardSchema = v.object({
  /** Oldest first, at most MAX_BOARD_ORDERS. */
  orders: v.array(BoardOrderSchema),
  /** More orders are open than the board shows. */
  truncated: v.boolean(),
});
export type OrderBoard = v.InferOutput<typeof OrderBoardSchema>;

/** A READY order with no courier for this many minutes is late. */
export const READY_WITHOUT_COURIER_LATE_MINUTES = 10;
/** A delivery's estimate when its courier has no average yet (GET /admin/couriers' averageDeliveryMinutes). */
export const DEFAULT_DELIVERY_ESTIMATE_MINUTES = 30;

/**
 * Why a card is late:
 * - `acceptance`: PENDING past the acceptance timeout's warning point (ACCEPTANCE_TIMEOUT_ALERT_MINUTES
 *   before the platform answers), or, for a restaurant without a timeout, waiting
 *   PENDING_ORDER_ALERT_MINUTES (the dashboard's rule);
 * - `courier`: READY without a courier for READY_WITHOUT_COURIER_LATE_MINUTES;
 * - `delivery`: PICKED_UP for longer than the estimate (the courier's average, or the default).
 */
export const LATE_REASONS = ['acceptance', 'courier', 'delivery'] as const;
export type LateReason = (typeof LATE_REASONS)[number];

const MINUTE_MS = 60_000;

/**
 * Why `order` is late at `now`, or null. `deliveryMinutes` is its courier's average delivery time
 * when known.
 */
export function lateReason(
  order: Pick<BoardOrder, 'status' | 'placedAt' | 'statusSince' | 'acceptanceDueAt' | 'courierId'>,
  now: number,
  deliveryMinutes?: number | null,
): LateReason | null {
  const since = now - Date.parse(order.statusSince);
  switch (order.status) {
    case 'PENDING':
      return order.acceptanceDueAt === null
        ? now - Date.parse(order.placedAt) >= PENDING_ORDER_ALERT_MINUTES * MINUTE_MS
          ? 'acceptance'
          : null
        : Date.parse(order.acceptanceDueAt) - now <= ACCEPTANCE_TIMEOUT_ALERT_MINUTES * MINUTE_MS
          ? 'acceptance'
          : null;
    case 'READY':
      return order.courierId === null && since >= READY_WITHOUT_COURIER_LATE_MINUTES * MINUTE_MS
        ? 'courier'
        : null;
    case 'PICKED_UP':
      return since > (deliveryMinutes ?? DEFAULT_DELIVERY_ESTIMATE_MINUTES) * MINUTE_MS ? 'delivery' : null;
    default:
      return null;
  }
}
