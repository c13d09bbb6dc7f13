import {
  DEFAULT_ORDER_RULES,
  LIST_AVAILABILITIES,
  type ListAvailability,
  type OperatingRulesInput,
  type RestaurantOperations,
} from '@food-admin/api-client';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orders, orderStatusHistory, recordHistory, restaurants } from '../src/db/schema';
import { answerOverdueOrders } from '../src/modules/orders/acceptance-timeouts';
import { pauseEndJob } from '../src/modules/restaurants/operations';
import { insertMenu, insertOrder, insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * A restaurant's operations (docs/api.md#operations): the rules stored and answered with the
 * availability now, the database refusing overlapping hours whatever writes them, pauses with who
 * and when and their end, versions, history, activity, and who may change them.
 */

const closedWeek = (): OperatingRulesInput['week'] => [[], [], [], [], [], [], []];
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('restaurant operations', () => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let customer: TestUser;
  let restaurantId: number;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, owner, otherOwner, customer] = await Promise.all([
      createUser(server.db, 'ADMIN', 'admin'),
      createUser(server.db, 'RESTAURANT', 'owner'),
      createUser(server.db, 'RESTAURANT', 'other'),
      createUser(server.db, 'CUSTOMER', 'customer'),
    ]);
    restaurantId = (await insertRestaurant(server.db, { ownerId: owner.id, name: 'Hours Kitchen' })).id;
    await insertMenu(server.db, restaurantId, { isActive: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const read = async (caller: TestUser = customer) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants/${restaurantId}/operations`,
      headers: caller.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<RestaurantOperations>();
  };
  const write = (caller: TestUser, body: object, ifMatch?: string) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurantId}/operations`,
      headers: { ...caller.headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload: body,
    });
  /** The `/api/restaurants?availability=…` values that list a restaurant, and the facet values that count it. */
  const availabilityInList = async (id = restaurantId, name = 'Hours Kitchen') => {
    const search = `search=${encodeURIComponent(name)}`;
    const listedUnder: ListAvailability[] = [];
    for (const value of LIST_AVAILABILITIES) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/restaurants?availability=${value}&${search}&size=100`,
        headers: admin.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      if (response.json<{ content: { id: number }[] }>().content.some((row) => row.id === id))
        listedUnder.push(value);
    }
    const facets = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants/facets?${search}`,
      headers: admin.headers,
    });
    expect(facets.statusCode, facets.body).toBe(200);
    const counted = facets
      .json<{ availability: { value: string; count: number }[] }>()
      .availability.filter((entry) => entry.count > 0)
      .map((entry) => entry.value);
    return { listedUnder, counted };
  };
  const rules = (overrides: Partial<OperatingRulesInput> = {}): OperatingRulesInput => ({
    timeZone: 'Europe/Paris',
    week: closedWeek(),
    exceptions: [],
    closures: [],
    lastOrderMinutes: 15,
    acceptanceTimeoutMinutes: 0,
    acceptanceTimeoutAction: 'reject',
    ...DEFAULT_ORDER_RULES,
    ...overrides,
  });

  it('a restaurant without rules of its own is open around the clock in the platform zone', async () => {
    const operations = await read();
    expect(operations).toMatchObject({
      restaurantId,
      defaultTimeZone: true,
      rules: { timeZone: 'UTC', exceptions: [], closures: [], pause: null, lastOrderMinutes: 0 },
      availability: { state: 'open', accepting: true, closesAt: null },
    });
    expect(operations.rules.week).toHaveLength(7);
  });

  it('stores split and overnight shifts and answers the availability they give', async () => {
    const week = closedWeek();
    for (let day = 0; day < 7; day++)
      week[day] = [
        { opens: '11:30', closes: '14:30' },
        { opens: '18:30', closes: '02:00' },
      ];
    const response = await write(owner, rules({ week }), `"${(await read()).version}"`);
    expect(response.statusCode).toBe(200);
    const operations = response.json<RestaurantOperations>();
    expect(operations.rules).toMatchObject({ timeZone: 'Europe/Paris', week, lastOrderMinutes: 15 });
    expect(operations.defaultTimeZone).toBe(false);
    expect(operations.availability.state).toMatch(/^(open|closing-soon|closed)$/);
    expect(response.headers.etag).toBe(`"${operations.version}"`);
    expect(await read()).toEqual({ ...operations, availability: expect.any(Object) });

    const [entry] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.code, 'RESTAURANT_HOURS_UPDATED'))
      .orderBy(desc(activityLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      userId: owner.id,
      action: 'Updated the opening hours of restaurant Hours Kitchen',
    });
    const [history] = await server.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.kind, 'restaurant'), eq(recordHistory.recordId, restaurantId)))
      .orderBy(desc(recordHistory.id))
      .limit(1);
    expect(Object.keys(history?.changes ?? {}).sort()).toEqual([
      'last_order_minutes',
      'opening_hours',
      'time_zone',
    ]);
  });

  it('refuses overlapping hours with a message naming them, and a stale version with 412', async () => {
    const week = closedWeek();
    week[0] = [{ opens: '22:00', closes: '02:00' }];
    week[1] = [{ opens: '01:00', closes: '09:00' }];
    const overlap = await write(admin, rules({ week }));
    expect(overlap.statusCode).toBe(400);
    expect(JSON.stringify(overlap.json())).toContain('Monday 22:00-02:00 and Tuesday 01:00-09:00 overlap');

    const stale = await write(admin, rules(), '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ current: { restaurantId } });
  });

  it('the database itself refuses overlapping or malformed weeks', async () => {
    const overlapping = closedWeek();
    overlapping[6] = [{ opens: '23:00', closes: '03:00' }];
    overlapping[0] = [{ opens: '02:00', closes: '10:00' }];
    const malformed = [[{ opens: '9:00', closes: '10:00' }], [], [], [], [], [], []];
    for (const week of [overlapping, malformed, closedWeek().slice(1)]) {
      await expect(
        server.db.update(restaurants).set({ openingHours: week }).where(eq(restaurants.id, restaurantId)),
      ).rejects.toThrow();
    }
    const fine = closedWeek();
    fine[6] = [{ opens: '23:00', closes: '03:00' }];
    fine[0] = [{ opens: '03:00', closes: '10:00' }];
    await server.db.update(restaurants).set({ openingHours: fine }).where(eq(restaurants.id, restaurantId));
  });

  it('a pause says who and when, stops orders, and a resume ends it; an ended pause is cleared by its job', async () => {
    await write(admin, rules({ week: closedWeek().map(() => [{ opens: '00:00', closes: '00:00' }]) }));
    const until = inAnHour();
    const paused = await server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurantId}/pause`,
      headers: owner.headers,
      payload: { reason: 'kitchen-issue', note: 'Oven down', until },
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json<RestaurantOperations>()).toMatchObject({
      rules: {
        pause: {
          reason: 'kitchen-issue',
          note: 'Oven down',
          until,
          pausedBy: { id: owner.id, name: 'owner Tester' },
          pausedAt: expect.any(String),
        },
      },
      availability: {
        state: 'paused',
        accepting: false,
        reason: 'kitchen-issue',
        pausedUntil: until,
        opensAt: until,
      },
    });

    // The restaurants list's availability filter (and its facet) says paused while the pause is on.
    expect(await availabilityInList()).toEqual({ listedUnder: ['paused'], counted: ['paused'] });

    const resumed = await server.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurantId}/pause`,
      headers: admin.headers,
    });
    expect(resumed.json<RestaurantOperations>()).toMatchObject({
      rules: { pause: null },
      availability: { state: 'open' },
    });
    const codes = await server.db
      .select({ code: activityLog.code })
      .from(activityLog)
      .where(sql`${activityLog.code} in ('RESTAURANT_PAUSED', 'RESTAURANT_RESUMED')`)
      .orderBy(activityLog.id);
    expect(codes.map((row) => row.code)).toEqual(['RESTAURANT_PAUSED', 'RESTAURANT_RESUMED']);

    // A pause whose end has come: the availability is open at once, the job clears the row.
    await server.db
      .update(restaurants)
      .set({ pauseReason: 'busy', pausedUntil: new Date(Date.now() - 1000), pausedAt: new Date() })
      .where(eq(restaurants.id, restaurantId));
    expect((await read()).availability.state).toBe('open');
    // Over for the list too, before the job has cleared it.
    expect(await availabilityInList()).toEqual({ listedUnder: ['open'], counted: ['open'] });
    await pauseEndJob(server.db).run();
    expect((await read()).rules.pause).toBeNull();
  });

  it('refuses a pause in the past or longer than a week, with the reason', async () => {
    const pause = (until: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/restaurants/${restaurantId}/pause`,
        headers: admin.headers,
        payload: { reason: 'busy', until },
      });
    expect(JSON.stringify((await pause('2020-01-01T00:00:00Z')).json())).toContain(
      'The pause must end in the future',
    );
    const later = new Date(Date.now() + 8 * 86_400_000).toISOString();
    expect(JSON.stringify((await pause(later)).json())).toContain(
      'At most 7 days: a longer stop is a closure',
    );
  });

  it('only an admin and the owner change them; anyone signed in reads them', async () => {
    expect((await write(otherOwner, rules())).statusCode).toBe(403);
    expect((await write(customer, rules())).statusCode).toBe(403);
    const pause = await server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurantId}/pause`,
      headers: otherOwner.headers,
      payload: { reason: 'busy', until: inAnHour() },
    });
    expect(pause.statusCode).toBe(403);
    expect((await read(otherOwner)).restaurantId).toBe(restaurantId);
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants/999999/operations',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the acceptance timeout', () => {
  let server: TestServer;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, customer] = await Promise.all([
      createUser(server.db, 'ADMIN', 'admin'),
      createUser(server.db, 'CUSTOMER', 'customer'),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  /** A restaurant whose timeout and action are set through the API, as an admin would. */
  async function restaurantWith(minutes: number, action: 'reject' | 'accept') {
    const { id } = await insertRestaurant(server.db, { name: `Timeout ${minutes} ${action}` });
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${id}/operations`,
      headers: admin.headers,
      payload: {
        timeZone: 'UTC',
        week: closedWeek().map(() => [{ opens: '00:00', closes: '00:00' }]),
        exceptions: [],
        closures: [],
        lastOrderMinutes: 0,
        acceptanceTimeoutMinutes: minutes,
        acceptanceTimeoutAction: action,
        ...DEFAULT_ORDER_RULES,
      },
    });
    expect(response.json<RestaurantOperations>().rules).toMatchObject({
      acceptanceTimeoutMinutes: minutes,
      acceptanceTimeoutAction: action,
    });
    return id;
  }
  const order = (restaurantId: number, status: 'PENDING' | 'ACCEPTED', placed: Date) =>
    insertOrder(server.db, restaurantId, customer.id, { status, createdAt: placed });
  const statusOf = async (id: number) =>
    (await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

  it('rejects a PENDING order past the timeout with its reason, as the platform, and leaves the others', async () => {
    const rejecting = await restaurantWith(10, 'reject');
    const overdue = await order(rejecting, 'PENDING', minutesAgo(11));
    const young = await order(rejecting, 'PENDING', minutesAgo(5));
    const answered = await order(rejecting, 'ACCEPTED', minutesAgo(30));
    const never = await order(await restaurantWith(0, 'reject'), 'PENDING', minutesAgo(60));

    expect(await answerOverdueOrders(server.db, server.config.currency)).toBe(1);
    expect(await statusOf(overdue.id)).toBe('REJECTED');
    expect([await statusOf(young.id), await statusOf(answered.id), await statusOf(never.id)]).toEqual([
      'PENDING',
      'ACCEPTED',
      'PENDING',
    ]);
    const [move] = await server.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, overdue.id));
    expect(move).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'REJECTED',
      reason: 'Not accepted in time',
      actorId: null,
    });
    const [entry] = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.category, 'ORDER'), eq(activityLog.entityId, overdue.id)))
      .orderBy(activityLog.id);
    expect(entry).toMatchObject({ userId: null, username: 'System', code: 'ORDER_REJECTED', level: 'WARN' });
    // The order's page shows the move with its reason, like a person's.
    const detail = await server.app.inject({
      method: 'GET',
      url: `/admin/orders/${overdue.id}`,
      headers: admin.headers,
    });
    expect(JSON.stringify(detail.json())).toContain('Not accepted in time');
    // Answered once: a second run finds nothing.
    expect(await answerOverdueOrders(server.db, server.config.currency)).toBe(0);
  });

  it('accepts instead when the restaurant chose so', async () => {
    const accepting = await restaurantWith(10, 'accept');
    const overdue = await order(accepting, 'PENDING', minutesAgo(15));
    await answerOverdueOrders(server.db, server.config.currency);
    expect(await statusOf(overdue.id)).toBe('ACCEPTED');
    const [move] = await server.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, overdue.id));
    expect(move).toMatchObject({ toStatus: 'ACCEPTED', reason: null, actorId: null });
  });

  it('refuses a timeout beyond two hours', async () => {
    const { id } = await insertRestaurant(server.db);
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${id}/operations`,
      headers: admin.headers,
      payload: {
        timeZone: 'UTC',
        week: closedWeek(),
        exceptions: [],
        closures: [],
        lastOrderMinutes: 0,
        acceptanceTimeoutMinutes: 121,
        acceptanceTimeoutAction: 'reject',
        ...DEFAULT_ORDER_RULES,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('At most 120 minutes');
  });
});
