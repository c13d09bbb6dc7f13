import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { contract } from '../src/contract/contract';
import { BASE_URL, server, testClient, useMswServer } from './support';

useMswServer();

// The client's calls wait for the endpoint table on their first use (src/contract/load.ts): the
// sign-in page's start-up does not build its schemas.
describe('the client before and after its endpoint table loads', () => {
  it('offers every endpoint of the table as a function, one identity per endpoint', () => {
    const { api } = testClient();
    const groups = api as unknown as Record<string, Record<string, unknown>>;
    for (const [group, endpoints] of Object.entries(contract))
      for (const name of Object.keys(endpoints)) {
        expect(typeof groups[group]?.[name], `${group}.${name}`).toBe('function');
        expect(groups[group]?.[name]).toBe(groups[group]?.[name]);
      }
  });

  it('is not mistaken for a promise, so awaiting the client or a group does not hang', async () => {
    const { api } = testClient();
    expect(await api).toBe(api);
    expect(await api.admin).toBe(api.admin);
  });

  it('keeps the hand-written calls beside the derived ones of the same group', () => {
    const { api } = testClient();
    expect(typeof api.uploads.image).toBe('function');
    expect(typeof api.events.stream).toBe('function');
    expect(typeof (api.uploads as unknown as Record<string, unknown>).file).toBe('function');
  });

  it('rejects a call of a name the table does not hold, instead of sending it', async () => {
    const { api } = testClient();
    const unknown = (api as unknown as Record<string, Record<string, () => Promise<unknown>>>).users
      ?.notAnEndpoint;
    await expect(unknown?.()).rejects.toThrow('No endpoint users.notAnEndpoint in the contract');
  });

  it('sends the first call once the table has loaded', async () => {
    server.use(
      http.get(`${BASE_URL}/admin/dashboard-stats`, () =>
        HttpResponse.json({ restaurants: 1, users: 2, orders: 3, reviews: 4 }),
      ),
    );
    const { api } = testClient();
    await expect(api.admin.dashboardStats()).resolves.toEqual({
      restaurants: 1,
      users: 2,
      orders: 3,
      reviews: 4,
    });
  });

  it("finds a group's endpoints whichever of its parts loads first", async () => {
    // A restaurant's operations endpoints are a part of their own within the restaurants group.
    for (const first of ['operations', 'list'] as const) {
      vi.resetModules();
      const { loadEndpoint } = await import('../src/contract/load');
      const second = first === 'list' ? 'operations' : 'list';
      // Fresh modules, so the definitions are compared by what they declare.
      const declared = (name: 'operations' | 'list') => {
        const { method, path, summary } = contract.restaurants[name];
        return { method, path, summary };
      };
      expect(await loadEndpoint('restaurants', first)).toMatchObject(declared(first));
      expect(await loadEndpoint('restaurants', second)).toMatchObject(declared(second));
      expect(await loadEndpoint('restaurants', first)).toMatchObject(declared(first));
    }
  });
});
