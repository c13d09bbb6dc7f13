import { BOARD_STATUSES } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_ID, mockDb, setMockOperations } from '../src/index';
import { mockClient, useMockApi } from './support';

useMockApi();
const api = mockClient();

describe('the operations board (docs/api.md#dispatch-board)', () => {
  it('answers the open orders oldest first, with their cards as the client parses them', async () => {
    const board = await api.dispatch.board();
    const open = mockDb.orders
      .all()
      .filter((order) => (BOARD_STATUSES as readonly string[]).includes(order.status));
    expect(board.truncated).toBe(false);
    const byId = (a: number, b: number) => a - b;
    expect(board.orders.map((card) => card.id).sort(byId)).toEqual(open.map((order) => order.id).sort(byId));
    const placed = board.orders.map((card) => Date.parse(card.placedAt));
    expect(placed).toEqual([...placed].sort((a, b) => a - b));
    const stored = mockDb.orders.find(board.orders[0]!.id)!;
    expect(board.orders[0]).toMatchObject({
      itemCount: stored.items.reduce((count, item) => count + item.quantity, 0),
      totalMinor: stored.totalMinor,
      statusSince: stored.history.at(-1)?.createdAt,
    });
  });

  it("gives a PENDING order its restaurant's acceptance deadline, and an owner their restaurants' orders", async () => {
    const pending = mockDb.orders.all().find((order) => order.status === 'PENDING')!;
    setMockOperations(pending.restaurantId, { acceptanceTimeoutMinutes: 20 });
    const card = (await api.dispatch.board()).orders.find((row) => row.id === pending.id);
    expect(card?.acceptanceDueAt).toBe(new Date(Date.parse(pending.createdAt) + 20 * 60_000).toISOString());

    const owner = mockDb.users.find(DEMO_OWNER_ID)!;
    mockDb.actor = owner.email;
    const theirs = new Set(
      mockDb.restaurants
        .all()
        .filter((restaurant) => restaurant.ownerId === DEMO_OWNER_ID)
        .map((restaurant) => restaurant.id),
    );
    const cards = (await api.dispatch.board()).orders;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((row) => theirs.has(row.restaurantId))).toBe(true);
  });
});
