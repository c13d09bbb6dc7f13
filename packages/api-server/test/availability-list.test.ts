import {
  ALWAYS_OPEN,
  availabilityAt,
  DEFAULT_ORDER_RULES,
  LIST_AVAILABILITIES,
  listAvailabilityOf,
  OperatingRulesSchema,
  type OpeningInterval,
  type RestaurantOperations,
} from '@food-admin/api-client';
import { eq, lt, sql } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { menus, restaurants } from '../src/db/schema';
import {
  adoptDefaultTimeZone,
  refreshAcceptingSpans,
  saveAcceptingSpans,
} from '../src/modules/restaurants/accepting-spans';
import { rulesOf } from '../src/modules/restaurants/operations';
import { arbitraryWeek } from '../../api-client/test/week-arbitrary';
import { insertMenu, insertRestaurant } from './support/fixtures';
import { planWithout } from './support/plans';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * The restaurants list's availability filter and facet (docs/architecture.md#availability): the
 * spans the database keeps say what the contract's rule says, for every state, after a save, after
 * hours written behind the app's back, and at any instant, across clock changes.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const today = () => new Date().toISOString().slice(0, 10);
const closedAllWeek = (): OpeningInterval[][] => [[], [], [], [], [], [], []];

describe('the restaurants list by availability', () => {
  let server: TestServer;
  let admin: TestUser;
  const name = `Availability ${Date.now().toString(36)}`;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createUser(server.db, 'ADMIN', 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  const list = async (query: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants?${query}&search=${encodeURIComponent(name)}&size=100`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ content: { name: string }[] }>()
      .content.map((row) => row.name.slice(name.length + 1))
      .sort();
  };
  const facet = async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants/facets?search=${encodeURIComponent(name)}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ availability: { value: string; count: number }[] }>().availability;
  };
  const operationsOf = async (id: number) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants/${id}/operations`,
      headers: admin.headers,
    });
    return response.json<RestaurantOperations>();
  };
  const restaurant = async (label: string, menu = true, isActive = true) => {
    const row = await insertRestaurant(server.db, { name: `${name} ${label}`, isActive });
    if (menu) await insertMenu(server.db, row.id, { isActive: true });
    return row;
  };

  it('lists each restaurant under what the rule says: open, paused, or closed for any reason', async () => {
    const open = await restaurant('open');
    const paused = await restaurant('paused');
    const closure = await restaurant('closure');
    await restaurant('inactive', true, false);
    await restaurant('no-menu', false);
    await server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${paused.id}/pause`,
      headers: admin.headers,
      payload: { reason: 'busy', until: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const closed = await server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${closure.id}/operations`,
      headers: admin.headers,
      payload: {
        ...(await operationsOf(closure.id)).rules,
        closures: [{ from: today(), to: today(), reason: 'Inventory' }],
        pause: undefined,
      },
    });
    expect(closed.statusCode, closed.body).toBe(200);

    expect(await list('availability=open')).toEqual(['open']);
    expect(await list('availability=paused')).toEqual(['paused']);
    expect(await list('availability=closed')).toEqual(['closure', 'inactive', 'no-menu']);
    expect(await list('availability=open&availability=paused')).toEqual(['open', 'paused']);
    expect(await facet()).toEqual([
      { value: 'closed', count: 3 },
      { value: 'open', count: 1 },
      { value: 'paused', count: 1 },
    ]);
    // Each restaurant's page says the same, by the contract's rule.
    for (const [label, row] of [
      ['open', open],
      ['paused', paused],
      ['closure', closure],
    ] as const) {
      const state = listAvailabilityOf((await operationsOf(row.id)).availability);
      expect(await list(`availability=${state}`)).toContain(label);
    }
  });

  it('hours written behind the app (a seed, SQL) are followed once the refresh job has run', async () => {
    const row = await restaurant('by-sql');
    expect(await list('availability=open')).toContain('by-sql');
    // Closed all week, written straight into the table: the trigger marks its spans due.
    await server.db
      .update(restaurants)
      .set({ openingHours: closedAllWeek() })
      .where(eq(restaurants.id, row.id));
    const [due] = rowsOf(
      await server.db.execute(
        sql`select accepting_spans_until = '-infinity' as due from restaurant_rows where id = ${row.id}`,
      ),
    );
    expect(due).toEqual({ due: true });
    expect(await refreshAcceptingSpans(server.db, 'UTC')).toBeGreaterThan(0);
    expect(await list('availability=closed')).toContain('by-sql');
    // Back to the default hours: open for ever, never due again.
    await server.db.update(restaurants).set({ openingHours: ALWAYS_OPEN }).where(eq(restaurants.id, row.id));
    await refreshAcceptingSpans(server.db, 'UTC');
    expect(await list('availability=open')).toContain('by-sql');
    const [kept] = rowsOf(
      await server.db.execute(
        sql`select accepting_spans_until, version from restaurant_rows where id = ${row.id}`,
      ),
    );
    // Computing them is no edit: the version is the SQL updates' own (two), not more.
    expect(kept).toEqual({ accepting_spans_until: null, version: row.version + 2 });
  });

  it('recomputes the spans of restaurants without a zone when the platform starts in another default zone', async () => {
    // Open 00:00-12:00 every day: in UTC and in UTC+12 (Etc/GMT-12) these are complementary
    // halves of the day, so exactly one of the two zones says "open" at any instant.
    const row = await restaurant('default-zone');
    const week = Array.from({ length: 7 }, () => [{ opens: '00:00', closes: '12:00' }]);
    await server.db.update(restaurants).set({ openingHours: week }).where(eq(restaurants.id, row.id));
    const openIn = async (zone: string) => {
      await refreshAcceptingSpans(server.db, zone);
      const listed = (await list('availability=open')).includes('default-zone');
      const rules = rulesOf({ ...row, openingHours: week }, zone);
      expect(listed).toBe(availabilityAt({ rules, active: true, hasMenu: true }, Date.now()).accepting);
      return listed;
    };
    await adoptDefaultTimeZone(server.db, 'UTC');
    const inUtc = await openIn('UTC');
    expect(await adoptDefaultTimeZone(server.db, 'UTC')).toBe(0);
    expect(await adoptDefaultTimeZone(server.db, 'Etc/GMT-12')).toBeGreaterThan(0);
    expect(await openIn('Etc/GMT-12')).toBe(!inUtc);
  });

  it('keeps has_active_menu as the menus say, without a version, history or live update of the restaurant', async () => {
    const row = await restaurant('menus', false);
    const state = async () => {
      const [found] = await server.db
        .select({ hasActiveMenu: restaurants.hasActiveMenu, version: restaurants.version })
        .from(restaurants)
        .where(eq(restaurants.id, row.id));
      return found;
    };
    expect(await state()).toEqual({ hasActiveMenu: false, version: row.version });
    const menu = await insertMenu(server.db, row.id, { isActive: true });
    expect(await state()).toEqual({ hasActiveMenu: true, version: row.version });
    await server.db.update(menus).set({ isActive: false }).where(eq(menus.id, menu.id));
    expect(await state()).toEqual({ hasActiveMenu: false, version: row.version });
    await server.db.update(menus).set({ isActive: true }).where(eq(menus.id, menu.id));
    expect((await state())?.hasActiveMenu).toBe(true);
    // In the trash, then purged: no active menu.
    await server.db.execute(sql`update menu_rows set deleted_at = now() where id = ${menu.id}`);
    expect((await state())?.hasActiveMenu).toBe(false);
    await server.db.execute(sql`update menu_rows set deleted_at = null where id = ${menu.id}`);
    expect((await state())?.hasActiveMenu).toBe(true);
    await server.db.execute(sql`delete from menu_rows where id = ${menu.id}`);
    expect(await state()).toEqual({ hasActiveMenu: false, version: row.version });
    const [history] = rowsOf(
      await server.db.execute(
        sql`select count(*)::int as n from record_history where kind = 'restaurant' and record_id = ${row.id}`,
      ),
    );
    expect(history).toEqual({ n: 0 });
  });

  it('refuses an availability the contract does not name', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants?availability=busy',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(LIST_AVAILABILITIES).not.toContain('busy');
  });

  it("lists the paused ones whose pause began before a time (the dashboard's long pauses)", async () => {
    const now = Date.now();
    const pausedHoursAgo = async (label: string, hours: number) => {
      const row = await restaurant(label);
      // Paused since then until an hour from now, as a pause made then would be.
      await server.db
        .update(restaurants)
        .set({
          pauseReason: 'busy',
          pauseNote: '',
          pausedUntil: new Date(now + HOUR_MS),
          pausedAt: new Date(now - hours * HOUR_MS),
        })
        .where(eq(restaurants.id, row.id));
      return new Date(now - hours * HOUR_MS).toISOString();
    };
    await pausedHoursAgo('long-5h', 5);
    const threeHoursAgo = await pausedHoursAgo('long-3h', 3);
    await pausedHoursAgo('short-1h', 1);

    const before = (iso: string) => list(`availability=paused&pausedBefore=${encodeURIComponent(iso)}`);
    expect(await before(new Date(now - 2 * HOUR_MS).toISOString())).toEqual(['long-3h', 'long-5h']);
    // Before, not at: the pause that began at that very instant is left out.
    expect(await before(threeHoursAgo)).toEqual(['long-5h']);

    const bad = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants?pausedBefore=yesterday',
      headers: admin.headers,
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['pausedBefore']);
  });

  it('reads the pauses begun before a time from their own index', async () => {
    // Drizzle's schema describes the view, so only this notices the index (0029) gone. The test
    // table is nearly empty: with sequential scans off, the index must still be what answers.
    const plan = await planWithout(
      server.db,
      ['enable_seqscan'],
      server.db.select({ id: restaurants.id }).from(restaurants).where(lt(restaurants.pausedAt, new Date())),
    );
    expect(plan).toMatch(/using restaurant_rows_paused_at_idx on/);
  });

  describe('the stored spans agree with the rule at any instant (property)', () => {
    const week = arbitraryWeek;
    // Saved a day before 2026's clock changes in Europe and North America, and on a plain day.
    const savedAt = fc.constantFrom(
      Date.parse('2026-03-28T00:00:00Z'),
      Date.parse('2026-10-24T00:00:00Z'),
      Date.parse('2026-03-07T00:00:00Z'),
      Date.parse('2026-10-31T00:00:00Z'),
      Date.parse('2026-12-04T09:00:00Z'),
    );
    const zone = fc.constantFrom('Europe/Paris', 'America/New_York', 'Asia/Kolkata');

    it("PostgreSQL's multirange holds exactly the instants availabilityAt accepts", async () => {
      const row = await restaurant('property');
      await fc.assert(
        fc.asyncProperty(
          week,
          zone,
          savedAt,
          fc.integer({ min: 0, max: 60 }),
          fc.array(fc.integer({ min: 0, max: 3 * DAY_MS }), { minLength: 12, maxLength: 12 }),
          async (days, timeZone, now, lastOrderMinutes, offsets) => {
            const drawn = { ...row, timeZone, openingHours: days, lastOrderMinutes };
            const rules = rulesOf(drawn, 'UTC');
            expect(v.is(OperatingRulesSchema, rules)).toBe(true);
            await saveAcceptingSpans(server.db, drawn, 'UTC', now);
            const instants = offsets.map((offset) => now + offset);
            const answers = rowsOf(
              await server.db.execute(sql`
                select r.accepting_spans @> t.at as accepting
                from restaurant_rows r,
                  unnest(${`{${instants.map((at) => new Date(at).toISOString()).join(',')}}`}::timestamptz[])
                    with ordinality as t(at, n)
                where r.id = ${row.id}
                order by t.n`),
            ).map((answer) => answer.accepting);
            expect(answers).toEqual(
              instants.map(
                (at) =>
                  availabilityAt(
                    { rules: { ...rules, ...DEFAULT_ORDER_RULES }, active: true, hasMenu: true },
                    at,
                  ).accepting,
              ),
            );
          },
        ),
        { numRuns: 40 },
      );
    });
  });
});
