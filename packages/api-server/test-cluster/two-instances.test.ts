/**
 * Two instances, proven: the API is stateless enough to run as several processes behind a load
 * balancer. Two real server processes (`node --import tsx src/main.ts`, A and B) share one
 * PostgreSQL database (a fresh `food_admin_cluster`) and one Redis database (db 5, flushed per run),
 * behind a small round-robin reverse proxy written for this suite (support/proxy.ts), which appends
 * to X-Forwarded-For (the instances run with TRUST_PROXY=1) and can pin a request to one instance.
 * Every reply says which instance answered, and the tests assert that too.
 *
 * What it proves, one `describe` each:
 * 1. read-after-write across instances: restaurants, menus, dishes and profiles written through one
 *    instance are read, changed and deleted through the other at once;
 * 2. the auth rate limit is one budget per client for the whole cluster, kept in Redis: with
 *    RATE_LIMIT_AUTH_MAX=6 the 7th login from one source address (a different account each time,
 *    alternating instances) is 429 with an integer Retry-After, on both instances, while another
 *    client (another source address) still gets through;
 * 2b. a client that writes its own X-Forwarded-For still spends its own budget, through one proxy
 *    (TRUST_PROXY=1) and through two (a second pair of instances with TRUST_PROXY=2 behind two
 *    proxies);
 * 3. an image uploaded through one instance (UPLOAD_STORAGE=database) is served, byte for byte, by
 *    the other;
 * 4. a role change made through one instance applies to the user's very next request on the other,
 *    and so does a revocation (4b: a user deleted through one is refused on its next read through
 *    the other, although that instance had verified and cached the token);
 * 5. kill -9 of instance A in the middle of a burst of 200 creates (8 in flight, alternating) loses no
 *    acknowledged write: every create answered 2xx is then found through B, none twice, and only
 *    requests that were in flight at A when it died may have been written unacknowledged. A is then
 *    restarted and serves again;
 * 6. live updates (docs/api.md#events): a change written through one instance reaches an event
 *    stream open on the other (PostgreSQL LISTEN/NOTIFY), and a stream that reconnects to the other
 *    instance with Last-Event-ID gets what it missed.
 *
 * Users are Auth Emulator accounts with a `users` row written straight into the shared database
 * (test/support/server.ts createUser); test/global-setup.ts starts the emulator, and
 * test-cluster/global-setup.ts recreates the database and flushes the Redis db. Run it with
 * `npm run test:cluster -w @food-admin/api-server`.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Dish, Menu, Page, Profile, Restaurant, User } from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../src/db/open';
import { TEST_EMULATOR_HOST, TEST_PROJECT_ID } from '../test/emulator-constants';
import { createUser, signUpAccount, type TestUser } from '../test/support/server';
import { openEventStream } from '../test/support/event-stream';
import { clientFor, type Client, type Reply } from './support/client';
import { startCluster, type Cluster } from './support/cluster';
import {
  AUTH_RATE_MAX,
  AUTH_RATE_WINDOW_MS,
  CLUSTER_DATABASE_URL,
  CLUSTER_REDIS_URL,
} from './support/constants';
import { multipartPng } from './support/multipart';
import { randomPng } from './support/png';
import { redisKeyCount } from './support/services';
import { startProxy, type InstanceName } from './support/proxy';

let cluster: Cluster | undefined;
let api: Client;
let database: OpenedDatabase | undefined;
let admin: TestUser;
/** Names written by this run carry it, so lists can be filtered to this run's rows. */
const run = randomUUID().slice(0, 8);

const other = (name: InstanceName): InstanceName => (name === 'A' ? 'B' : 'A');

/** A loopback address other than 127.0.0.1 (Linux answers the whole 127/8): one more "real client". */
function randomClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Status and instance in one value, so a failure shows both. */
const seen = (reply: Reply) => `${reply.status} from ${reply.servedBy ?? '?'}`;

/** The instances' environment: behind the suite's proxy, one hop. */
const CLUSTER_ENV = {
  DATABASE_URL: CLUSTER_DATABASE_URL,
  REDIS_URL: CLUSTER_REDIS_URL,
  FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
  FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
  UPLOAD_STORAGE: 'database',
  // One proxy hop in front: the client is the address it appends to X-Forwarded-For.
  TRUST_PROXY: '1',
  RATE_LIMIT_AUTH: '1',
  RATE_LIMIT_AUTH_MAX: String(AUTH_RATE_MAX),
  RATE_LIMIT_AUTH_WINDOW_MS: String(AUTH_RATE_WINDOW_MS),
  // Behind a proxy every connection comes from the proxy's address (docs/operations.md#limits).
  MAX_CONNECTIONS_PER_CLIENT: '0',
};

beforeAll(async () => {
  cluster = await startCluster(CLUSTER_ENV);
  api = clientFor(cluster.proxy.url);
  // Both instances are up, so the schema is migrated: users go straight into the shared database.
  database = await openDatabase({ databaseUrl: CLUSTER_DATABASE_URL, migrate: false });
  admin = await createUser(database.db, 'ADMIN', 'cluster-admin');
});

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
});

describe('1. read-after-write across instances', () => {
  it('a restaurant, its menu and a dish written through one instance are read, changed and deleted through the other', async () => {
    const created = await api('POST', '/api/restaurants', {
      via: 'A',
      token: admin.token,
      json: { name: `Cluster ${run} bistro`, address: '1 Main Street' },
    });
    expect(seen(created)).toBe('201 from A');
    const restaurant = created.json<Restaurant>();

    const readB = await api('GET', `/api/restaurants/${restaurant.id}`, { via: 'B', token: admin.token });
    expect(seen(readB)).toBe('200 from B');
    expect(readB.json()).toEqual(restaurant);

    const updated = await api('PUT', `/api/restaurants/${restaurant.id}`, {
      via: 'B',
      token: admin.token,
      json: { name: `Cluster ${run} brasserie`, address: '2 Side Street', isActive: false },
    });
    expect(seen(updated)).toBe('200 from B');
    const readA = await api('GET', `/api/restaurants/${restaurant.id}`, { via: 'A', token: admin.token });
    expect(seen(readA)).toBe('200 from A');
    expect(readA.json<Restaurant>()).toMatchObject({
      id: restaurant.id,
      name: `Cluster ${run} brasserie`,
      address: '2 Side Street',
      isActive: false,
    });

    const menuCreated = await api('POST', `/api/restaurants/${restaurant.id}/menus`, {
      via: 'B',
      token: admin.token,
      json: { restaurantId: restaurant.id, name: 'Lunch' },
    });
    expect(seen(menuCreated)).toBe('201 from B');
    const menu = menuCreated.json<Menu>();
    const menuOnA = await api('GET', `/api/menus/${menu.id}`, { via: 'A', token: admin.token });
    expect(seen(menuOnA)).toBe('200 from A');
    expect(menuOnA.json()).toEqual(menu);

    const dishCreated = await api('POST', `/api/menus/${menu.id}/dishes`, {
      via: 'A',
      token: admin.token,
      json: { name: 'Soup of the day', price: 4.5 },
    });
    expect(seen(dishCreated)).toBe('201 from A');
    const dish = dishCreated.json<Dish>();
    const dishOnB = await api('GET', `/api/dishes/${dish.id}`, { via: 'B', token: admin.token });
    expect(seen(dishOnB)).toBe('200 from B');
    expect(dishOnB.json()).toEqual(dish);
    const listOnB = await api('GET', `/api/menus/${menu.id}/dishes?page=0&size=10`, {
      via: 'B',
      token: admin.token,
    });
    expect(seen(listOnB)).toBe('200 from B');
    expect(listOnB.json<Page<Dish>>().content).toEqual([dish]);

    const removed = await api('DELETE', `/api/dishes/${dish.id}`, { via: 'B', token: admin.token });
    expect(seen(removed)).toBe('204 from B');
    const goneOnA = await api('GET', `/api/dishes/${dish.id}`, { via: 'A', token: admin.token });
    expect(seen(goneOnA)).toBe('404 from A');
  });

  it('a profile registered through one instance signs in, and gets its new role, through the other', async () => {
    const account = await signUpAccount(`cluster-${run}-${randomUUID().slice(0, 6)}@test.food`);
    const registered = await api('POST', '/api/auth/register', {
      via: 'A',
      token: account.idToken,
      json: { uid: account.uid, firstName: 'Clara', lastName: 'Cluster', email: account.email },
    });
    expect(seen(registered)).toBe('201 from A');
    const profile = registered.json<Profile>();
    expect(profile.role).toBe('CUSTOMER');

    const login = (via: InstanceName) =>
      api('POST', '/api/auth/login', { via, token: account.idToken, json: { uid: account.uid } });
    const onB = await login('B');
    expect(seen(onB)).toBe('200 from B');
    expect(onB.json()).toEqual(profile);

    const promoted = await api('PUT', `/admin/users/${profile.id}`, {
      via: 'B',
      token: admin.token,
      json: { role: 'RESTAURANT' },
    });
    expect(seen(promoted)).toBe('200 from B');
    const onA = await login('A');
    expect(seen(onA)).toBe('200 from A');
    expect(onA.json<Profile>().role).toBe('RESTAURANT');

    const search = encodeURIComponent(account.email);
    const listed = await api('GET', `/admin/users?search=${search}`, { via: 'A', token: admin.token });
    expect(seen(listed)).toBe('200 from A');
    expect(listed.json<Page<User>>().content.map((user) => [user.id, user.role])).toEqual([
      [profile.id, 'RESTAURANT'],
    ]);
  });
});

describe('2. one auth rate limit for the whole cluster', () => {
  it(`answers the ${AUTH_RATE_MAX + 1}th auth call of a client 429 with Retry-After, whichever instance takes it`, async () => {
    const db = database?.db;
    if (db === undefined) throw new Error('no database');
    // A different account for every call: what runs out is the client's budget, not an account's.
    const users = await Promise.all(
      Array.from({ length: AUTH_RATE_MAX + 4 }, (_, n) => createUser(db, 'CUSTOMER', `limited${n}`)),
    );
    // Fresh source addresses: no other test (or earlier run) has spent their budget.
    const client = randomClientAddress();
    let neighbour = randomClientAddress();
    while (neighbour === client) neighbour = randomClientAddress();
    let call = 0;
    const login = (via: InstanceName, from: string) => {
      const user = users[call++];
      if (user === undefined) throw new Error('not enough users');
      return api('POST', '/api/auth/login', { via, from, token: user.token, json: { uid: user.uid } });
    };

    const keysBefore = await redisKeyCount(CLUSTER_REDIS_URL);
    const within: string[] = [];
    for (let n = 0; n < AUTH_RATE_MAX; n += 1)
      within.push(seen(await login(n % 2 === 0 ? 'A' : 'B', client)));
    // Each instance saw only half the budget: a per-instance limit would let the next call through.
    expect(within).toEqual(Array.from({ length: AUTH_RATE_MAX }, (_, n) => `200 from ${n % 2 ? 'B' : 'A'}`));

    const over = AUTH_RATE_MAX % 2 === 0 ? 'A' : 'B';
    const limited = await login(over, client);
    expect(seen(limited)).toBe(`429 from ${over}`);
    const retryAfter = limited.headers['retry-after'];
    expect(retryAfter).toMatch(/^[0-9]+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(AUTH_RATE_WINDOW_MS / 1000);
    expect(typeof limited.json().message).toBe('string');

    // With REDIS_URL set, the budgets are kept there (this client's is a new key).
    expect(await redisKeyCount(CLUSTER_REDIS_URL)).toBeGreaterThan(keysBefore);

    // The other instance refuses the same client too.
    expect(seen(await login(other(over), client))).toBe(`429 from ${other(over)}`);

    // The budget is per client (the proxy's X-Forwarded-For), not one for everybody.
    expect(seen(await login('A', neighbour))).toBe('200 from A');
    expect(seen(await login('B', neighbour))).toBe('200 from B');
  });
});

describe('2b. the client address cannot be spoofed through X-Forwarded-For', () => {
  /**
   * Bad-token logins from one client, each with an X-Forwarded-For of its own making: the auth
   * budget is spent before the token is verified, so all but the first AUTH_RATE_MAX are 429 when
   * the server counts the address the nearest trusted proxy saw, whatever the client wrote.
   */
  async function floodWithSpoofedAddresses(url: string, client: string) {
    const send = clientFor(url);
    const statuses: number[] = [];
    for (let n = 0; n < AUTH_RATE_MAX + 3; n += 1) {
      const reply = await send('POST', '/api/auth/login', {
        from: client,
        token: 'not-a-token',
        headers: { 'x-forwarded-for': `203.0.113.${n + 1}, 198.51.100.${n + 1}` },
        json: { uid: 'anyone' },
      });
      statuses.push(reply.status);
    }
    return statuses;
  }
  const expected = [...Array<number>(AUTH_RATE_MAX).fill(401), 429, 429, 429];

  it('through one proxy (TRUST_PROXY=1)', async () => {
    if (cluster === undefined) throw new Error('no cluster');
    expect(await floodWithSpoofedAddresses(cluster.proxy.url, randomClientAddress())).toEqual(expected);
  });

  it('through two proxies (TRUST_PROXY=2), and every real client keeps its own budget', async () => {
    const behindTwo = await startCluster({ ...CLUSTER_ENV, TRUST_PROXY: '2' });
    // The outer proxy (a load balancer in front of the instances' own proxy) appends the client's
    // address; the inner one appends the outer one's.
    const inner = new URL(behindTwo.proxy.url);
    const outer = await startProxy({ A: Number(inner.port), B: Number(inner.port) });
    try {
      const client = randomClientAddress();
      let neighbour = randomClientAddress();
      while (neighbour === client) neighbour = randomClientAddress();
      expect(await floodWithSpoofedAddresses(outer.url, client)).toEqual(expected);
      const fromNeighbour = await clientFor(outer.url)('POST', '/api/auth/login', {
        from: neighbour,
        token: 'not-a-token',
        json: { uid: 'anyone' },
      });
      expect(fromNeighbour.status).toBe(401);
    } finally {
      await outer.close();
      await behindTwo.stop();
    }
  });
});

describe('3. uploads shared by every instance', () => {
  it.each<[InstanceName, InstanceName]>([
    ['A', 'B'],
    ['B', 'A'],
  ])('an image uploaded through %s is served, byte for byte, by %s', async (writer, reader) => {
    const png = randomPng();
    const uploaded = await api('POST', '/api/uploads', {
      via: writer,
      token: admin.token,
      ...multipartPng(png),
    });
    expect(seen(uploaded)).toBe(`201 from ${writer}`);
    const { pathname } = new URL(uploaded.json<{ data: { url: string } }>().data.url, 'http://any.host');
    expect(pathname).toMatch(/^\/api\/uploads\/[^/]+\.png$/);

    const served = await api('GET', pathname, { via: reader });
    expect(seen(served), 'the other instance must have the image').toBe(`200 from ${reader}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body.length).toBe(png.length);
    expect(served.body.equals(png)).toBe(true);
  });
});

describe('4. role changes apply cluster-wide on the next request', () => {
  it('an admin demoted through A is refused through B at once, and works through both when promoted back', async () => {
    if (database === undefined) throw new Error('no database');
    const colleague = await createUser(database.db, 'ADMIN', 'colleague');
    const adminCall = (via: InstanceName) =>
      api('GET', '/admin/users?page=0&size=1', { via, token: colleague.token });
    expect(seen(await adminCall('A'))).toBe('200 from A');
    expect(seen(await adminCall('B'))).toBe('200 from B');

    const demoted = await api('PUT', `/admin/users/${colleague.id}`, {
      via: 'A',
      token: admin.token,
      json: { role: 'CUSTOMER' },
    });
    expect(seen(demoted)).toBe('200 from A');
    expect(demoted.json<User>().role).toBe('CUSTOMER');

    const refused = await adminCall('B');
    expect(seen(refused)).toBe('403 from B');
    expect(refused.json()).toEqual({ message: 'Administrator role required', code: 'ADMIN_REQUIRED' });
    expect(seen(await adminCall('A'))).toBe('403 from A');

    const promoted = await api('PUT', `/admin/users/${colleague.id}`, {
      via: 'B',
      token: admin.token,
      json: { role: 'ADMIN' },
    });
    expect(seen(promoted)).toBe('200 from B');
    expect(seen(await adminCall('A'))).toBe('200 from A');
    expect(seen(await adminCall('B'))).toBe('200 from B');
  });
});

describe('4b. revocations apply cluster-wide on the next request', () => {
  it('a user deleted through A is refused through B on its next read and export', async () => {
    if (database === undefined) throw new Error('no database');
    const owner = await createUser(database.db, 'RESTAURANT', 'revoked-owner');
    const read = (via: InstanceName, path: string) => api('GET', path, { via, token: owner.token });
    // Both instances have verified (and cached) the token.
    expect(seen(await read('A', '/admin/orders?page=0&size=1'))).toBe('200 from A');
    expect(seen(await read('B', '/admin/orders?page=0&size=1'))).toBe('200 from B');

    const removed = await api('DELETE', `/admin/users/${owner.id}`, { via: 'A', token: admin.token });
    expect(seen(removed)).toBe('204 from A');

    for (const via of ['B', 'A'] as const) {
      for (const path of ['/admin/orders?page=0&size=1', '/admin/orders/export']) {
        const refused = await read(via, path);
        expect(seen(refused), path).toBe(`401 from ${via}`);
      }
    }
  });
});

describe('5. kill -9 of an instance mid-burst', () => {
  const TOTAL = 200;
  const CONCURRENCY = 8;
  /** A is killed once this many creates were acknowledged (and A has requests in flight). */
  const KILL_AFTER = 60;

  it('loses no acknowledged write, and the restarted instance serves again', async () => {
    if (cluster === undefined) throw new Error('no cluster');
    const live = cluster;
    const prefix = `Burst ${run} #`;
    type Ack = {
      id: number;
      name: string;
      answered: string;
      servedBy: InstanceName | undefined;
      afterKill: boolean;
    };
    const acknowledged: Ack[] = [];
    const refused: string[] = [];
    let killed: Promise<void> | undefined;
    let inFlightAtA = 0;
    let sentBeforeKill = 0;
    let next = 0;

    const worker = async () => {
      while (next < TOTAL) {
        const index = next;
        next += 1;
        const name = `${prefix}${index}`;
        const afterKill = killed !== undefined;
        try {
          const reply = await api('POST', '/api/restaurants', {
            token: admin.token,
            json: { name, address: `${index} Burst Lane` },
          });
          if (reply.status >= 200 && reply.status < 300) {
            const body = reply.json<Restaurant>();
            acknowledged.push({
              id: body.id,
              name,
              answered: body.name,
              servedBy: reply.servedBy,
              afterKill,
            });
          } else {
            refused.push(`${name}: ${seen(reply)}`);
          }
        } catch (error) {
          refused.push(`${name}: ${(error as Error).message}`);
        }
        // Kill while A is busy: at least one request is in flight there.
        if (killed === undefined && acknowledged.length >= KILL_AFTER && live.proxy.inFlight.A > 0) {
          inFlightAtA = live.proxy.inFlight.A;
          sentBeforeKill = next;
          killed = live.kill('A');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await killed;

    // The kill did happen in the middle of the burst, and both sides of it were exercised.
    expect(killed, 'A was never killed').toBeDefined();
    expect(sentBeforeKill).toBeLessThan(TOTAL / 2);
    expect(acknowledged.filter((ack) => ack.servedBy === 'A' && !ack.afterKill).length).toBeGreaterThan(0);
    expect(acknowledged.filter((ack) => ack.servedBy === 'B' && ack.afterKill).length).toBeGreaterThan(0);
    // Requests the proxy sent to the dead A failed (that is allowed), so A really was gone.
    expect(refused.length).toBeGreaterThan(0);
    expect(
      refused.every((line) => !line.includes('from B')),
      refused.join('\n'),
    ).toBe(true);
    expect(acknowledged.filter((ack) => ack.answered !== ack.name)).toEqual([]);
    expect(new Set(acknowledged.map((ack) => ack.id)).size).toBe(acknowledged.length);

    // Every acknowledged create is there, read through the survivor.
    const listed = await api('GET', '/api/restaurants', { via: 'B', token: admin.token });
    expect(seen(listed)).toBe('200 from B');
    const rows = listed.json<Restaurant[]>().filter((row) => row.name.startsWith(prefix));
    const byId = new Map(rows.map((row) => [row.id, row.name]));
    const missing = acknowledged.filter((ack) => byId.get(ack.id) !== ack.name);
    expect(missing, 'acknowledged but missing or different').toEqual([]);
    // Nothing was written twice, and only what A had in flight when it died may exist unacknowledged.
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    expect(rows.length - acknowledged.length).toBeGreaterThanOrEqual(0);
    expect(rows.length - acknowledged.length).toBeLessThanOrEqual(inFlightAtA);

    console.info(
      `burst: ${TOTAL} creates, ${acknowledged.length} acknowledged ` +
        `(${acknowledged.filter((ack) => ack.servedBy === 'A').length} by A), ${refused.length} failed; ` +
        `A killed after ${sentBeforeKill} sent with ${inFlightAtA} in flight; ` +
        `${rows.length - acknowledged.length} written but unacknowledged`,
    );

    // A comes back on its port and serves reads and writes of the shared database again.
    await live.restart('A');
    const lastOfB = acknowledged.filter((ack) => ack.servedBy === 'B').at(-1);
    if (lastOfB === undefined) throw new Error('B acknowledged nothing');
    const readOnA = await api('GET', `/api/restaurants/${lastOfB.id}`, { via: 'A', token: admin.token });
    expect(seen(readOnA)).toBe('200 from A');
    expect(readOnA.json<Restaurant>().name).toBe(lastOfB.name);
    const createdOnA = await api('POST', '/api/restaurants', {
      via: 'A',
      token: admin.token,
      json: { name: `${prefix}after-restart`, address: 'Phoenix Road' },
    });
    expect(seen(createdOnA)).toBe('201 from A');
    const readOnB = await api('GET', `/api/restaurants/${createdOnA.json<Restaurant>().id}`, {
      via: 'B',
      token: admin.token,
    });
    expect(seen(readOnB)).toBe('200 from B');
  });
});

describe('6. live updates across instances', () => {
  const direct = (name: InstanceName) => `http://127.0.0.1:${cluster?.ports[name]}`;
  const isCreateOf = (id: number) => (m: { event: string; data: string }) =>
    m.event === 'change' && JSON.parse(m.data).recordId === id && JSON.parse(m.data).action === 'create';

  it('a stream open on B hears a restaurant created through A', async () => {
    const stream = await openEventStream(direct('B'), { authorization: `Bearer ${admin.token}` });
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((m) => m.event === 'ready');
      const created = await api('POST', '/api/restaurants', {
        via: 'A',
        token: admin.token,
        json: { name: `Cluster ${run} live`, address: '6 Stream Street' },
      });
      expect(seen(created)).toBe('201 from A');
      const event = await stream.waitFor(isCreateOf(created.json<Restaurant>().id));
      expect(JSON.parse(event.data)).toMatchObject({ kind: 'restaurant', actor: { id: admin.id } });
    } finally {
      stream.close();
    }
  });

  it('a stream that drops on A and reconnects to B with Last-Event-ID gets what it missed', async () => {
    const first = await openEventStream(direct('A'), { authorization: `Bearer ${admin.token}` });
    const ready = await first.waitFor((m) => m.event === 'ready');
    first.close();
    const missed = await api('POST', '/api/restaurants', {
      via: 'A',
      token: admin.token,
      json: { name: `Cluster ${run} missed`, address: '7 Stream Street' },
    });
    expect(seen(missed)).toBe('201 from A');
    const again = await openEventStream(direct('B'), {
      authorization: `Bearer ${admin.token}`,
      'last-event-id': String(ready.id),
    });
    try {
      await again.waitFor(isCreateOf(missed.json<Restaurant>().id));
    } finally {
      again.close();
    }
  });
});
