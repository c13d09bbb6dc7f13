import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_BOARD_PATCH_IDS,
  type ApiClient,
  type BoardOrder,
  type ChangeEvent,
  type OrderBoard,
} from '@food-admin/api-client';
import { listenForBoardChanges, patchedBoard } from './board-patch';
import { orderBoardQuery } from './board-queries';

const card = (id: number, fields: Partial<BoardOrder> = {}): BoardOrder => ({
  id,
  version: 1,
  restaurantId: 1,
  restaurantName: 'Trattoria',
  status: 'PENDING',
  placedAt: `2026-12-01T10:${String(id).padStart(2, '0')}:00.000Z`,
  statusSince: '2026-12-01T10:00:00.000Z',
  acceptanceDueAt: null,
  itemCount: 1,
  totalMinor: 1000,
  currency: 'EUR',
  courierId: null,
  courierName: null,
  deliveryZone: null,
  ...fields,
});
const board = (...orders: BoardOrder[]): OrderBoard => ({ orders, truncated: false });
const ids = (value: OrderBoard | undefined) => value?.orders.map((order) => order.id);

describe('patchedBoard', () => {
  it('replaces the named cards, drops those that left, adds new ones in their place, oldest first', () => {
    const held = board(card(1), card(3), card(5));
    const patched = patchedBoard(held, new Set([3, 5, 4]), [
      card(3, { version: 2, status: 'ACCEPTED' }),
      card(4),
    ]);
    expect(ids(patched)).toEqual([1, 3, 4]);
    expect(patched?.orders[1]).toMatchObject({ version: 2, status: 'ACCEPTED' });
    // The cards not named are the same objects: their memoised cards do not render again.
    expect(patched?.orders[0]).toBe(held.orders[0]);
  });

  it('keeps a card newer than its patch (this tab saved it meanwhile)', () => {
    const held = board(card(1, { version: 3 }));
    expect(patchedBoard(held, new Set([1]), [card(1, { version: 2 })])?.orders[0]?.version).toBe(3);
  });

  it("gives up past the board's limit: a whole read says what is cut", () => {
    const full = board(...Array.from({ length: 1000 }, (_, index) => card(index + 1)));
    expect(patchedBoard(full, new Set([2000]), [card(2000)])).toBeUndefined();
  });
});

describe("the board's reads", () => {
  const event = (recordId: number, kind: ChangeEvent['kind'] = 'order'): ChangeEvent => ({
    id: recordId,
    kind,
    recordId,
    version: 2,
    action: 'update',
    actor: null,
    at: '2026-12-01T10:00:00.000Z',
    restaurantId: 1,
    menuId: null,
    orderId: null,
  });

  /** A board of orders 1 to 3 over a fake API that answers the cards asked for, order 2 moved. */
  function setup() {
    const queryClient = new QueryClient();
    const server = board(card(1), card(2, { version: 2, status: 'ACCEPTED' }), card(3));
    const read = vi.fn(async ({ query }: { query?: { id?: number[] }; signal?: AbortSignal } = {}) =>
      query?.id ? board(...server.orders.filter((order) => query.id?.includes(order.id))) : server,
    );
    const api = { dispatch: { board: read } } as unknown as ApiClient;
    const options = orderBoardQuery(api);
    const fetchBoard = () => queryClient.fetchQuery({ ...options, staleTime: 0 });
    return { queryClient, read, fetchBoard, queryKey: options.queryKey };
  }

  it('read whole until the board listens and has read itself whole once; then the changed cards alone', async () => {
    const { queryClient, read, fetchBoard } = setup();
    await fetchBoard();
    const listener = listenForBoardChanges(queryClient);
    listener.hear(event(2));
    await fetchBoard();
    // Listening began after the first read: the second is whole too.
    expect(read).toHaveBeenLastCalledWith(expect.not.objectContaining({ query: expect.anything() }));

    listener.hear(event(2));
    listener.hear(event(9, 'dish'));
    const patched = await fetchBoard();
    expect(read).toHaveBeenLastCalledWith(expect.objectContaining({ query: { id: [2] } }));
    expect(patched.orders[1]).toMatchObject({ id: 2, status: 'ACCEPTED' });
    // Nothing heard since (a refetch on focus, after this tab's own write): whole.
    await fetchBoard();
    expect(read).toHaveBeenLastCalledWith(expect.not.objectContaining({ query: expect.anything() }));
    listener.stop();
  });

  it('reads whole after a gap: changes missed, the stream down, the board closed', async () => {
    const { queryClient, read, fetchBoard } = setup();
    const listener = listenForBoardChanges(queryClient);
    await fetchBoard();
    for (const gap of [() => listener.hear(undefined), () => listener.down()]) {
      listener.hear(event(1));
      gap();
      await fetchBoard();
      expect(read).toHaveBeenLastCalledWith(expect.not.objectContaining({ query: expect.anything() }));
    }
    listener.stop();
    await fetchBoard();
    listener.hear(event(1));
    await fetchBoard();
    expect(read).toHaveBeenLastCalledWith(expect.not.objectContaining({ query: expect.anything() }));
  });

  it("reads whole after a restaurant's or a person's change (their names are on cards)", async () => {
    const { queryClient, read, fetchBoard } = setup();
    const listener = listenForBoardChanges(queryClient);
    await fetchBoard();
    for (const kind of ['restaurant', 'user'] as const) {
      listener.hear(event(1));
      listener.hear(event(7, kind));
      await fetchBoard();
      expect(read).toHaveBeenLastCalledWith(expect.not.objectContaining({ query: expect.anything() }));
    }
    // A change of anything else does not: the next order change is patched.
    listener.hear(event(9, 'dish'));
    listener.hear(event(1));
    await fetchBoard();
    expect(read).toHaveBeenLastCalledWith(expect.objectContaining({ query: { id: [1] } }));
    listener.stop();
  });

  it('reads whole when more orders changed than one patch takes', async () => {
    const { queryClient, read, fetchBoard } = setup();
    const listener = listenForBoardChanges(queryClient);
    await fetchBoard();
    for (let id = 1; id <= MAX_BOARD_PATCH_IDS + 1; id += 1) listener.hear(event(id));
    await fetchBoard();
    expect(read).toHaveBeenLastCalledWith(expect.not.objectContaining({ query: expect.anything() }));
    listener.stop();
  });

  it('asks again for the cards of a read a newer one cancelled', async () => {
    const { queryClient, read, fetchBoard, queryKey } = setup();
    const listener = listenForBoardChanges(queryClient);
    await fetchBoard();
    listener.hear(event(1));
    // A read that answers only when cancelled.
    read.mockImplementationOnce(
      ({ signal }: { signal?: AbortSignal } = {}) =>
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const first = fetchBoard().catch(() => undefined);
    listener.hear(event(3));
    await queryClient.refetchQueries({ queryKey });
    await first;
    expect(read).toHaveBeenLastCalledWith(expect.objectContaining({ query: { id: [1, 3] } }));
    listener.stop();
  });

  it('keeps the ids of a patch that failed for the next read', async () => {
    const { queryClient, read, fetchBoard } = setup();
    const listener = listenForBoardChanges(queryClient);
    await fetchBoard();
    listener.hear(event(3));
    read.mockRejectedValueOnce(new Error('offline'));
    await expect(fetchBoard()).rejects.toThrow('offline');
    await fetchBoard();
    expect(read).toHaveBeenLastCalledWith(expect.objectContaining({ query: { id: [3] } }));
    listener.stop();
  });
});
