import {
  BOARD_STATUSES,
  contract,
  MAX_BOARD_ORDERS,
  type BoardOrder,
  type BoardStatus,
  type OrderBoard,
} from '@food-admin/api-client';
import { DEFAULT_MOCK_RULES, mockDb } from '../db/mock-db';
import type { MockOrder } from '../fixtures/orders';
import { mockEndpoint } from './mock-endpoint';
import { visibleMockOrders } from './orders';

/*
 * The operations board as the server's modules/dispatch answers it (docs/api.md#dispatch-board):
 * the open orders the actor may see, oldest first, one card each.
 */

const MINUTE_MS = 60_000;
const MOCK_ZONES = ['Centre', 'North', 'Riverside'];

type OpenOrder = MockOrder & { status: BoardStatus };
const isOpen = (order: MockOrder): order is OpenOrder =>
  (BOARD_STATUSES as readonly string[]).includes(order.status);

/** When the platform answers a PENDING order by its restaurant's acceptance timeout, or null. */
function acceptanceDueAt(order: OpenOrder): string | null {
  const rules = mockDb.operations.get(order.restaurantId)?.rules ?? DEFAULT_MOCK_RULES;
  if (order.status !== 'PENDING' || rules.acceptanceTimeoutMinutes <= 0) return null;
  return new Date(Date.parse(order.createdAt) + rules.acceptanceTimeoutMinutes * MINUTE_MS).toISOString();
}

const toCard = (order: OpenOrder): BoardOrder => ({
  id: order.id,
  version: order.version,
  restaurantId: order.restaurantId,
  restaurantName: order.restaurantName ?? order.restaurant.name,
  status: order.status,
  placedAt: order.createdAt,
  statusSince: order.history.findLast((change) => change.to === order.status)?.createdAt ?? order.createdAt,
  acceptanceDueAt: acceptanceDueAt(order),
  itemCount: order.items.reduce((count, item) => count + item.quantity, 0),
  totalMinor: order.totalMinor,
  currency: order.currency,
  courierId: order.courierId ?? null,
  courierName: order.courierName ?? null,
  // The mock orders keep no delivery zone: a few names in turn, so the board's zone filter has some.
  deliveryZone: MOCK_ZONES[order.id % MOCK_ZONES.length] ?? null,
});

const oldestFirst = (a: MockOrder, b: MockOrder) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;

/** The whole board, or with `id` the cards of those orders still open. */
function orderBoard({ query }: { query: { id?: number[] | undefined } }): OrderBoard {
  const named = new Set(query.id ?? []);
  const open = visibleMockOrders()
    .filter(isOpen)
    .filter((order) => named.size === 0 || named.has(order.id))
    .sort(oldestFirst);
  return { orders: open.slice(0, MAX_BOARD_ORDERS).map(toCard), truncated: open.length > MAX_BOARD_ORDERS };
}

export const dispatchEndpoints = {
  dispatchBoard: mockEndpoint(contract.dispatch.board, orderBoard, () => ({ orders: [], truncated: false })),
};
