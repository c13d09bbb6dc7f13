import { beforeEach, describe, expect, it } from 'vitest';
import { clearMockRefunds, mockDb } from '../src/index';
import { mockClient, useMockApi } from './support';

useMockApi();
const api = mockClient();
// From a store without refunds: the fixtures' own (fixtures/orders.ts) taken away with their orders' sums.
beforeEach(clearMockRefunds);

/*
 * The refunds list and the orders' refund state in the mocks (handlers/refund-list.ts), from refunds
 * made through the mock API. Fixture orders (fixtures/orders.ts): 1031 is DELIVERED (35.99) at a
 * restaurant nobody owns; 1027 is DELIVERED (86.98) at the demo owner's.
 */
const SMALL = 1031;
const LARGE = 1027;

const refund = (id: number, amountMinor: number, extra: Record<string, unknown> = {}) =>
  api.admin.refundOrder({
    params: { id },
    body: { amountMinor, reason: 'GOODWILL', bearer: 'RESTAURANT', method: 'CASH', ...extra },
  });

describe('the refunds list (mocks)', () => {
  it('lists refunds newest first with their order, filters, facets and exports them', async () => {
    expect((await api.admin.refunds({ query: {} })).totalElements).toBe(0);
    const first = (await refund(SMALL, 3599)).refund;
    const second = (await refund(LARGE, 250, { reason: 'QUALITY', bearer: 'PLATFORM' })).refund;
    // Above the mocks' 50.00 threshold: it waits.
    const third = (await refund(LARGE, 6000)).refund;
    expect(third.status).toBe('PENDING_APPROVAL');

    const page = await api.admin.refunds({ query: {} });
    expect(page.content.map((row) => row.id)).toEqual([third.id, second.id, first.id]);
    const large = mockDb.orders.find(LARGE);
    expect(page.content[0]).toMatchObject({
      orderId: LARGE,
      restaurantId: large?.restaurantId,
      restaurantName: large?.restaurantName,
      customerName: large?.customerName,
    });

    const waiting = await api.admin.refunds({ query: { status: ['PENDING_APPROVAL'] } });
    expect(waiting.content.map((row) => row.id)).toEqual([third.id]);
    const byAmount = await api.admin.refunds({ query: { sort: ['amountMinor,asc'] } });
    expect(byAmount.content.map((row) => row.id)).toEqual([second.id, first.id, third.id]);
    const byOrder = await api.admin.refunds({ query: { search: String(SMALL) } });
    expect(byOrder.content.map((row) => row.id)).toEqual([first.id]);

    expect(await api.admin.refundFacets({ query: { reason: ['GOODWILL'] } })).toEqual({
      status: [
        { value: 'PENDING_APPROVAL', count: 1 },
        { value: 'SUCCEEDED', count: 1 },
      ],
      reason: [
        { value: 'GOODWILL', count: 2 },
        { value: 'QUALITY', count: 1 },
      ],
      bearer: [{ value: 'RESTAURANT', count: 2 }],
    });

    const csv = await api.admin.refundsExport({ query: { sort: ['amountMinor,asc'] } });
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toMatch(/^ID,Order ID,Restaurant,Created,Status,Reason,Bearer,Method,Amount,Currency,/);
    expect(lines.map((line) => line.split(',')[8])).toEqual(['2.50', '35.99', '60.00']);
  });

  it("shows an owner their restaurants' refunds only", async () => {
    await refund(SMALL, 100);
    const mine = (await refund(LARGE, 100)).refund;
    mockDb.actor = 'owner@demo.food';
    const page = await api.admin.refunds({ query: {} });
    expect(page.content.map((row) => row.id)).toEqual([mine.id]);
    mockDb.actor = 'courier@demo.food';
    expect((await api.admin.refunds({ query: {} })).totalElements).toBe(0);
  });

  it('filters and counts orders by their refund state', async () => {
    await refund(SMALL, 3599);
    await refund(LARGE, 100);
    const { refund: waiting } = await refund(LARGE, 6000);
    const idsOf = async (state: 'NONE' | 'PARTIAL' | 'FULL' | 'PENDING') =>
      (await api.admin.orders({ query: { refund: [state], size: 100 } })).content.map((row) => row.id);
    expect(await idsOf('FULL')).toEqual([SMALL]);
    expect(await idsOf('PENDING')).toEqual([LARGE]);
    expect(await idsOf('PARTIAL')).toEqual([]);
    expect(await idsOf('NONE')).not.toContain(SMALL);
    const facets = await api.admin.orderFacets({ query: {} });
    expect(facets.refund?.find((facet) => facet.value === 'FULL')?.count).toBe(1);

    await api.admin.declineRefund({ params: { id: waiting.id } });
    expect(await idsOf('PENDING')).toEqual([]);
    expect(await idsOf('PARTIAL')).toEqual([LARGE]);
  });
});
