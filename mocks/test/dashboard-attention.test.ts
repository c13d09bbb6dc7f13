import { ACCEPTANCE_TIMEOUT_ALERT_MINUTES, LONG_PAUSE_ALERT_HOURS } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { mockDb, setMockOperations } from '../src/index';
import { mockClient, useMockApi } from './support';

useMockApi();
const api = mockClient();

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Needs attention's alerts that depend on the clock, as the server's dashboard counts them. */
describe('dashboard attention', () => {
  it('counts nothing on the clock in the fixtures', async () => {
    await expect(api.admin.dashboardAttention()).resolves.toMatchObject({
      longPausedRestaurants: 0,
      ordersNearAcceptanceTimeout: null,
    });
  });

  it(`counts among the paused restaurants those paused ${LONG_PAUSE_ALERT_HOURS} hours or more ago`, async () => {
    expect(LONG_PAUSE_ALERT_HOURS).toBeGreaterThan(1); // 3 hours ago counts, 10 minutes ago does not
    const [longAgo, justNow] = mockDb.restaurants.all().filter((row) => row.isActive);
    if (!longAgo || !justNow) throw new Error('two active restaurants expected in the fixtures');
    const pause = {
      reason: 'busy',
      note: '',
      until: new Date(Date.now() + 60 * MINUTE).toISOString(),
    } as const;
    setMockOperations(longAgo.id, { pause }, { pausedAt: ago(3 * 60 * MINUTE), pausedBy: null });
    setMockOperations(justNow.id, { pause }, { pausedAt: ago(10 * MINUTE), pausedBy: null });

    await expect(api.admin.dashboardAttention()).resolves.toMatchObject({
      pausedRestaurants: 2,
      longPausedRestaurants: 1,
    });
    // The restaurants list the dashboard links to shows that one.
    const list = await api.restaurants.list({
      query: { availability: ['paused'], pausedBefore: ago(LONG_PAUSE_ALERT_HOURS * 60 * MINUTE), size: 100 },
    });
    expect(list.content.map((row) => row.id)).toEqual([longAgo.id]);
  });

  it(`counts the PENDING orders their acceptance timeout answers within ${ACCEPTANCE_TIMEOUT_ALERT_MINUTES} minutes, and the orders list's window shows them`, async () => {
    expect(ACCEPTANCE_TIMEOUT_ALERT_MINUTES).toBeGreaterThan(2); // due in 1.5 and 2 minutes count
    const [timed, untimed] = mockDb.restaurants.all();
    const template = mockDb.orders.all()[0];
    if (!timed || !untimed || !template) throw new Error('restaurants and orders expected in the fixtures');
    setMockOperations(timed.id, { acceptanceTimeoutMinutes: 10 });
    const placed = (restaurantId: number, agoMs: number, status: 'PENDING' | 'ACCEPTED' = 'PENDING') =>
      mockDb.orders.insert({ ...template, restaurantId, status, createdAt: ago(agoMs) });
    const soonest = placed(timed.id, 8.5 * MINUTE); // due in 1.5 minutes
    const next = placed(timed.id, 8 * MINUTE); // due in 2 minutes
    placed(timed.id, MINUTE); // due in 9 minutes
    placed(timed.id, 11 * MINUTE); // past its timeout
    placed(timed.id, 8.25 * MINUTE, 'ACCEPTED'); // answered
    const untimedOrder = placed(untimed.id, 8.25 * MINUTE); // its restaurant has no timeout

    const near = (await api.admin.dashboardAttention()).ordersNearAcceptanceTimeout;
    expect(near).toEqual({
      count: 2,
      firstDueAt: new Date(Date.parse(soonest.createdAt) + 10 * MINUTE).toISOString(),
      placedFrom: soonest.createdAt,
      placedBefore: new Date(Date.parse(next.createdAt) + 1).toISOString(),
    });
    // The list shows both, and the PENDING order without a timeout placed between them: no list
    // filter selects by timeout.
    const list = await api.admin.orders({
      query: { status: ['PENDING'], createdFrom: near?.placedFrom, createdTo: near?.placedBefore, size: 100 },
    });
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    expect(ids(list.content)).toEqual(ids([soonest, next, untimedOrder]));
  });
});
