import {
  decimalOf,
  minorOf,
  sumMinor,
  type DashboardSeries,
  type Order,
  type Page,
} from '@food-admin/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Money is exact end to end (docs/api.md#money): thousands of random order totals add up to the
 * same cents in the database's sum (the dashboard's revenue), in the client's sum of the list's
 * totalMinor, and in the export's Total column, each equal to the integer sum of the cents drawn.
 */

/** Totals up to 2,000.00, any cent. */
const totalCents = fc.integer({ min: 1, max: 200_000 });

describe('money adds up exactly on the server, the client and the export', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createUser(server.db, 'ADMIN', 'money-admin');
  });
  afterAll(async () => {
    await server.close();
  });

  const get = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  let run = 0;
  it('sums thousands of random totals to the same cents everywhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(totalCents, { minLength: 1000, maxLength: 2500 }), async (cents) => {
        run += 1;
        // A day and a restaurant of this run alone, so that the dashboard's day counts only these.
        const day = `1990-01-${String(run).padStart(2, '0')}`;
        const restaurant = await insertRestaurant(server.db, { name: `Money ${run}` });
        for (let at = 0; at < cents.length; at += 500) {
          await server.db.insert(orders).values(
            cents.slice(at, at + 500).map((minor, index) => ({
              restaurantId: restaurant.id,
              status: 'DELIVERED' as const,
              subtotal: Number(decimalOf(minor)),
              total: Number(decimalOf(minor)),
              createdAt: new Date(Date.parse(`${day}T00:00:00Z`) + at + index),
            })),
          );
        }
        const exact = cents.reduce((sum, minor) => sum + minor, 0);

        const series = (await get(`/admin/dashboard/series?from=${day}&to=${day}`)).json<DashboardSeries>();
        expect(series.totals.current.revenueMinor).toBe(exact);
        expect(series.currency).toBe('USD');

        const listed: number[] = [];
        for (let page = 0, last = false; !last; page += 1) {
          const body = (await get(`/admin/orders?restaurantId=${restaurant.id}&size=100&page=${page}`)).json<
            Page<Order>
          >();
          listed.push(...body.content.map((order) => order.totalMinor));
          ({ last } = body);
        }
        expect(listed).toHaveLength(cents.length);
        expect(sumMinor(listed)).toBe(exact);

        const csv = (await get(`/admin/orders/export?restaurantId=${restaurant.id}`)).body;
        const exported = csv
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => minorOf(line.split(',').at(-1) ?? ''));
        expect(exported).toHaveLength(cents.length);
        expect(sumMinor(exported)).toBe(exact);
      }),
      { numRuns: 3 },
    );
  });
});
