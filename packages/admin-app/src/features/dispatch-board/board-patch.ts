import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import {
  MAX_BOARD_ORDERS,
  MAX_BOARD_PATCH_IDS,
  type ApiClient,
  type BoardOrder,
  type ChangeEvent,
  type OrderBoard,
} from '@food-admin/api-client';

/*
 * The board follows order changes by reading the changed cards alone (GET /admin/dispatch/board
 * ?id=...) and patching the cards it holds, instead of reading every open order again with each
 * change (docs/performance.md#board-patch). The live stream names each changed order; the board
 * keeps the ids heard since its last read. A read knows it may patch only while every change since
 * the last whole read was heard: after a gap (the stream down, changes missed, the board just
 * opened) and with nothing heard (a refetch on focus, after this tab's own write), it reads whole.
 */

/** The orders heard changed since the board's last read, and whether that is every change. */
type HeardOrders = {
  /**
   * Each order heard changed, with the count of changes heard when it last was: a read clears an
   * id only if it was not heard again meanwhile, and only once its answer is kept.
   */
  ids: Map<number, number>;
  heardCount: number;
  /** The board is open and has heard every change since its last whole read. */
  complete: boolean;
  /** Raised by each gap: a whole read that began before one does not make the board complete. */
  gaps: number;
  listening: boolean;
};

const heardBy = new WeakMap<QueryClient, HeardOrders>();

function heardOf(queryClient: QueryClient): HeardOrders {
  let heard = heardBy.get(queryClient);
  if (heard === undefined) {
    heard = { ids: new Map(), heardCount: 0, complete: false, gaps: 0, listening: false };
    heardBy.set(queryClient, heard);
  }
  return heard;
}

/**
 * Changes of what cards show beside their order: a restaurant's name and zone, a courier's name.
 * They do not name the orders whose cards show them, so the next read is whole (they are rare next
 * to order changes).
 */
const CARD_SHOWN_KINDS: ReadonlySet<ChangeEvent['kind']> = new Set(['restaurant', 'user']);

/** Changes may have gone unheard: the next read is whole. */
function gap(heard: HeardOrders): void {
  heard.complete = false;
  heard.gaps += 1;
}

/**
 * Starts keeping the orders heard changed (while the board is open): each change heard, and
 * `undefined` when changes were missed. Returns what stops it.
 */
export function listenForBoardChanges(queryClient: QueryClient) {
  const heard = heardOf(queryClient);
  heard.listening = true;
  gap(heard);
  return {
    hear(event: ChangeEvent | undefined) {
      if (event === undefined || CARD_SHOWN_KINDS.has(event.kind)) gap(heard);
      else if (event.kind === 'order') heard.ids.set(event.recordId, (heard.heardCount += 1));
    },
    /** The stream is down: what changes meanwhile is not heard. */
    down: () => gap(heard),
    stop() {
      heard.listening = false;
      heard.ids.clear();
      gap(heard);
    },
  };
}

const oldestFirst = (a: BoardOrder, b: BoardOrder) =>
  a.placedAt < b.placedAt ? -1 : a.placedAt > b.placedAt ? 1 : a.id - b.id;

/**
 * `board` with the cards of the orders `ids` names replaced by `fresh` (an order named and not in
 * `fresh` has left the board), oldest first; a card newer than its patch is kept. Undefined when
 * the patched board would be longer than the server shows: a whole read then says what is cut.
 */
export function patchedBoard(
  board: OrderBoard,
  ids: ReadonlySet<number>,
  fresh: readonly BoardOrder[],
): OrderBoard | undefined {
  const byId = new Map(fresh.map((card) => [card.id, card]));
  const orders: BoardOrder[] = [];
  for (const card of board.orders) {
    if (!ids.has(card.id)) orders.push(card);
    else {
      const patch = byId.get(card.id);
      byId.delete(card.id);
      if (patch !== undefined) orders.push(patch.version >= card.version ? patch : card);
    }
  }
  if (byId.size > 0) orders.push(...byId.values());
  if (orders.length > MAX_BOARD_ORDERS) return undefined;
  return { orders: byId.size > 0 ? orders.sort(oldestFirst) : orders, truncated: false };
}

/**
 * The board's query function: the cards heard changed when it may patch, else the whole board. The
 * ids it read leave the heard ones only when it answers: a read that fails, or is cancelled by a
 * newer one (which then asks for them too), leaves them for the next.
 */
export async function readBoard(
  api: ApiClient,
  { client, queryKey, signal }: QueryFunctionContext,
): Promise<OrderBoard> {
  const heard = heardOf(client);
  const held = client.getQueryData<OrderBoard>(queryKey);
  const taken = new Map(heard.ids);
  const ids = new Set(taken.keys());
  const patch =
    heard.complete &&
    held !== undefined &&
    !held.truncated &&
    ids.size > 0 &&
    ids.size <= MAX_BOARD_PATCH_IDS;
  const gaps = heard.gaps;
  const answered = () => {
    if (signal.aborted) return;
    for (const [id, count] of taken) if (heard.ids.get(id) === count) heard.ids.delete(id);
  };
  if (patch) {
    const fresh = await api.dispatch.board({ query: { id: [...ids] }, signal });
    // The cards held now: this tab's assignment may have patched one meanwhile.
    const now = client.getQueryData<OrderBoard>(queryKey) ?? held;
    const patched = patchedBoard(now, ids, fresh.orders);
    if (patched !== undefined) {
      answered();
      return patched;
    }
  }
  const whole = await api.dispatch.board({ signal });
  answered();
  if (!signal.aborted) heard.complete = heard.listening && heard.gaps === gaps;
  return whole;
}
