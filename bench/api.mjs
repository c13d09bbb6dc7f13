// @ts-check
// npm run bench:api: seeds a large data set, starts the real api-server on it (PGlite, then
// PostgreSQL), signs in a real admin through the bench's Auth Emulator, and measures each hot
// route with autocannon on loopback: requests/s, p50/p99 latency, event-loop delay inside the
// server, and /api/health latency under that load. Prints a table, writes bench/results/api.json.
//
// Environment:
//   BENCH_SCALE=1         data set size (1 = 1M dishes, 200k restaurants, 100k users, 1M activity entries)
//   BENCH_DURATION=5      seconds of load per route (plus 1 s of warm-up)
//   BENCH_CONNECTIONS=10  concurrent connections
//   BENCH_DRIVERS=pglite,postgres
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   (server where food_admin_bench is created)
//   BENCH_PORT=8399       port of the server under test
//   BENCH_AUTH_PORT=9399  port of the bench's own Auth Emulator (+40 and +41 for its hub and logging)
//   BENCH_ONLY=regex      only the scenarios whose name matches
//   BENCH_WEBHOOK_CHANGES=1000  restaurant edits over a minute for the webhooks measure
import { Worker } from 'node:worker_threads';
// autocannon ships no type declarations.
// @ts-expect-error TS7016
import autocannon from 'autocannon';
import { createBenchDatabase } from './lib/bench-database.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { emulatorAccount, startBenchEmulator } from './lib/emulator.mjs';
import { formatTable, machineInfo, round, warnIfBusy } from './lib/format.mjs';
import { writeBenchReport } from './lib/report.mjs';
import { measureWebhooks } from './lib/webhook-measure.mjs';
import { percentile } from './lib/percentile.mjs';
import { rssMb } from './lib/process-memory.mjs';
import { countsFor, seededUserEmail, unrefundedDeliveredOrderIds } from './lib/seed-sql.mjs';

const scale = readNumber('BENCH_SCALE', 1);
const durationSeconds = readNumber('BENCH_DURATION', 5);
const connections = readNumber('BENCH_CONNECTIONS', 10);
const port = readNumber('BENCH_PORT', 8399);
const drivers = /** @type {('pglite' | 'postgres')[]} */ (
  (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').map((name) => name.trim())
);
const postgresAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const ADMIN = { email: 'bench-admin@bench.food', password: 'bench-admin-123' };
/** Places the orders of the acceptance-timeout measure, as the customer app does. */
const CUSTOMER = { email: 'bench-customer@bench.food', password: 'bench-customer-123' };
/** A restaurant account holding a kitchen set on a few restaurants: the permission check's cost. */
const MEMBER = { email: 'bench-member@bench.food', password: 'bench-member-123' };
/** Orders placed over a minute for that measure (the issue's target: 1,000). */
const TIMEOUT_ORDERS = Number(process.env.BENCH_TIMEOUT_ORDERS ?? 1000);

/** @param {string} name @param {number} fallback */
function readNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

/** @param {number} days the ISO date that many days before today (the seed spreads orders over 90 days) */
const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * @typedef {{ name: string, method?: string, path: string, public?: boolean, cycle?: boolean, update?: 'plain' | 'if-match', refund?: boolean, writesPerSecond?: number, cursorFrom?: string, as?: 'member' }} Scenario
 * (cursorFrom: a page whose nextCursor the path is loaded after, as `after`; refund: POST a refund
 * of 0.01 to `{id}` in the path, one of refundOrders after another; as: called by the kitchen
 * member instead of the admin)
 * @param {ReturnType<typeof countsFor>} counts
 * @returns {Scenario[]}
 */
function scenarios(counts) {
  const deepPage = Math.floor(counts.restaurants / 10 / 2);
  // Page 1,000 of the feed at full scale; the middle of a smaller one.
  const feedPage = Math.min(1000, Math.floor(counts.activity / 10 / 2));
  const userNumber = Math.floor(counts.users * 0.4242);
  return [
    { name: 'health (ceiling)', path: '/api/health', public: true },
    { name: 'restaurants page 0', path: '/api/restaurants?page=0&size=10' },
    { name: `restaurants page ${deepPage}`, path: `/api/restaurants?page=${deepPage}&size=10` },
    // The same page as the grid loads it, by position (docs/api.md#keyset-paging).
    {
      name: `restaurants page ${deepPage} by cursor`,
      path: `/api/restaurants?page=${deepPage}&size=10`,
      cursorFrom: `/api/restaurants?page=${deepPage - 1}&size=10`,
    },
    { name: 'restaurants search common', path: '/api/restaurants?search=pizzeria&page=0&size=10' },
    { name: 'restaurants search rare', path: '/api/restaurants?search=zanzibar&page=0&size=10' },
    { name: 'dishes of menu 1, search', path: '/api/menus/1/dishes?search=pizza&page=0&size=10' },
    {
      name: 'users search by email',
      path: `/admin/users?search=${encodeURIComponent(seededUserEmail(userNumber))}&page=0&size=10`,
    },
    { name: 'activity, no filter', path: '/admin/recent-activity?page=0&size=10' },
    { name: `activity page ${feedPage}`, path: `/admin/recent-activity?page=${feedPage}&size=10` },
    {
      name: `activity page ${feedPage} by cursor`,
      path: `/admin/recent-activity?page=${feedPage}&size=10`,
      cursorFrom: `/admin/recent-activity?page=${feedPage - 1}&size=10`,
    },
    { name: 'activity category', path: '/admin/recent-activity?category=RESTAURANT&page=0&size=10' },
    { name: 'activity level', path: '/admin/recent-activity?level=ERROR&page=0&size=10' },
    { name: 'activity search', path: '/admin/recent-activity?search=pizzeria&page=0&size=10' },
    {
      name: 'activity all filters',
      path: '/admin/recent-activity?category=DISH&level=WARN&search=pizzeria&page=0&size=10',
    },
    { name: 'dashboard stats', path: '/admin/dashboard-stats' },
    // The dashboard's trends (from the daily rollups) and alerts.
    { name: 'dashboard series 7d', path: '/admin/dashboard/series?range=7d' },
    { name: 'dashboard series 30d', path: '/admin/dashboard/series?range=30d' },
    { name: 'dashboard series 90d', path: '/admin/dashboard/series?range=90d' },
    { name: 'dashboard attention', path: '/admin/dashboard/attention' },
    // The couriers lane, which the operations board reads with each order change.
    { name: 'couriers', path: '/admin/couriers' },
    // The same while an admin saves a restaurant 10 times a second: every save moves the change
    // counter, so the costly rankings are recomputed in the background (docs/operations.md#dashboard).
    {
      name: 'dashboard series 30d, 10 writes/s',
      path: '/admin/dashboard/series?range=30d',
      writesPerSecond: 10,
    },
    { name: 'dashboard attention, 10 writes/s', path: '/admin/dashboard/attention', writesPerSecond: 10 },
    // Sorts and filters of the lists (docs/api.md#lists): the first page of each.
    { name: 'users sort email desc', path: '/admin/users?sort=email,desc&page=0&size=10' },
    { name: 'users sort lastName asc', path: '/admin/users?sort=lastName,asc&page=0&size=10' },
    { name: 'users sort role asc', path: '/admin/users?sort=role,asc&page=0&size=10' },
    { name: 'users filter role', path: '/admin/users?role=COURIER&page=0&size=10' },
    { name: 'users facets', path: '/admin/users/facets' },
    { name: 'restaurants sort name asc', path: '/api/restaurants?sort=name,asc&page=0&size=10' },
    { name: 'restaurants sort address desc', path: '/api/restaurants?sort=address,desc&page=0&size=10' },
    { name: 'restaurants sort isActive', path: '/api/restaurants?sort=isActive,asc&page=0&size=10' },
    { name: 'restaurants filter inactive', path: '/api/restaurants?isActive=false&page=0&size=10' },
    { name: 'restaurants filter owner', path: '/api/restaurants?ownerId=2&page=0&size=10' },
    // The availability filter and facets (docs/architecture.md#availability): the rule's spans.
    { name: 'restaurants open now', path: '/api/restaurants?availability=open&page=0&size=10' },
    { name: 'restaurants paused', path: '/api/restaurants?availability=paused&page=0&size=10' },
    { name: 'restaurants closed', path: '/api/restaurants?availability=closed&page=0&size=10' },
    { name: 'restaurants facets', path: '/api/restaurants/facets' },
    { name: 'dishes of menu 1 sort price desc', path: '/api/menus/1/dishes?sort=price,desc&page=0&size=10' },
    { name: 'dishes of menu 1 sort name', path: '/api/menus/1/dishes?sort=name,asc&page=0&size=10' },
    { name: 'dishes of menu 1 unavailable', path: '/api/menus/1/dishes?available=false&page=0&size=10' },
    { name: 'dishes of menu 1 desserts', path: '/api/menus/1/dishes?category=DESSERT&page=0&size=10' },
    {
      name: 'dishes of menu 1 facets',
      path: '/api/menus/1/dishes/facets?category=DESSERT',
    },
    { name: 'menus sort name', path: '/api/menus?sort=name,desc&page=0&size=10' },
    { name: 'orders sort total desc', path: '/admin/orders?sort=total,desc&page=0&size=10' },
    { name: 'orders sort status', path: '/admin/orders?sort=status,asc&page=0&size=10' },
    { name: 'orders sort createdAt asc', path: '/admin/orders?sort=createdAt,asc&page=0&size=10' },
    { name: 'orders sort restaurantName', path: '/admin/orders?sort=restaurantName,asc&page=0&size=10' },
    { name: 'orders filter status', path: '/admin/orders?status=CANCELLED&page=0&size=10' },
    { name: 'orders filter restaurant', path: '/admin/orders?restaurantId=7&page=0&size=10' },
    {
      name: 'orders filter dates',
      path: `/admin/orders?createdFrom=${daysAgo(30)}&createdTo=${daysAgo(20)}&page=0&size=10`,
    },
    { name: 'orders facets', path: '/admin/orders/facets' },
    // The permission check against the role's (docs/performance.md#permission-check): the same
    // pages for the admin (grants by role) and for a kitchen member of five restaurants (grants
    // from memberships, the list scoped to them).
    { name: 'orders of restaurant 3, admin', path: '/admin/orders?restaurantId=3&page=0&size=10' },
    {
      name: 'orders of restaurant 3, member',
      path: '/admin/orders?restaurantId=3&page=0&size=10',
      as: 'member',
    },
    { name: 'orders page 0, member', path: '/admin/orders?page=0&size=10', as: 'member' },
    { name: 'reviews sort rating desc', path: '/admin/reviews?sort=rating,desc&page=0&size=10' },
    { name: 'reviews filter rating', path: '/admin/reviews?rating=1&page=0&size=10' },
    // The refunds list (docs/api.md#refunds-list): a quarter of the orders refunded in full, 2% of
    // the delivered ones by hand (seed-sql.mjs); restaurant 7 as in the orders' filter.
    { name: 'refunds newest first', path: '/admin/refunds?page=0&size=10' },
    { name: 'refunds filter status', path: '/admin/refunds?status=PENDING_APPROVAL&page=0&size=10' },
    { name: 'refunds filter restaurant', path: '/admin/refunds?restaurantId=7&page=0&size=10' },
    { name: 'refunds facets', path: '/admin/refunds/facets' },
    { name: 'create+delete restaurant', path: '/api/restaurants', cycle: true },
    // Saving a restaurant as the spec's clients do (no If-Match) and as the admin app does (If-Match
    // with the version the last save answered): what checking the version costs (docs/api.md#versions).
    { name: 'update restaurant', path: '/api/restaurants', update: 'plain' },
    { name: 'update restaurant, If-Match', path: '/api/restaurants', update: 'if-match' },
    // A refund as an admin makes one (docs/api.md#refunds): 0.01 by amount, a fresh Idempotency-Key
    // each, on one delivered order after another (each has 10.00 or more left).
    { name: 'create refund 0.01', path: '/admin/orders/{id}/refunds', refund: true },
  ].filter((scenario) => scenario.public || !only || only.test(scenario.name));
}

/** @param {string} url */
function startHealthProbe(url) {
  const worker = new Worker(new URL('./lib/health-probe.mjs', import.meta.url), {
    workerData: { url, intervalMs: 50 },
  });
  return {
    /** @returns {Promise<{ p50: number, p99: number, max: number, samples: number, failures: number }>} */
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (/** @type {{ latencies: number[], failures: number }} */ result) => {
          void worker.terminate();
          resolve({
            p50: round(percentile(result.latencies, 50), 1),
            p99: round(percentile(result.latencies, 99), 1),
            max: round(Math.max(...result.latencies, 0), 1),
            samples: result.latencies.length,
            failures: result.failures,
          });
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

/**
 * Autocannon options for one scenario: a plain GET, or POST + DELETE of the created restaurant.
 * @param {string} baseUrl
 * @param {Scenario} scenario
 * @param {Record<string, string>} headers
 * @param {number} duration
 */
function loadOptions(baseUrl, scenario, headers, duration) {
  const common = { url: baseUrl, connections, duration, headers };
  if (scenario.update) return { ...common, requests: [updateRequest(scenario, headers)] };
  if (scenario.refund) return { ...common, requests: [refundRequest(scenario, headers)] };
  if (!scenario.cycle) return { ...common, requests: [{ method: 'GET', path: scenario.path }] };
  return {
    ...common,
    requests: [
      {
        method: 'POST',
        path: scenario.path,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench Bistro',
          address: '1 Load St',
          description: 'bench',
          isActive: true,
        }),
        onResponse: (
          /** @type {number} */ _status,
          /** @type {string} */ body,
          /** @type {any} */ context,
        ) => {
          context.id = JSON.parse(body).id;
        },
      },
      {
        method: 'DELETE',
        setupRequest: (/** @type {any} */ request, /** @type {any} */ context) => ({
          ...request,
          path: `${scenario.path}/${context.id}`,
        }),
      },
    ],
  };
}

/** Each load run saves its own restaurant (ids 1, 2, ...): the warm-up and each scenario one of their own. */
let nextUpdatedId = 1;

/**
 * A PUT of the same restaurant over and over; with `if-match`, each names the version the last one
 * answered, as the admin app does. The restaurant and its version are kept here, not in
 * autocannon's per-connection `context`, which autocannon resets after every pass through the
 * request list (with one request, after every request: an earlier version of this bench saved a
 * new restaurant each time and never sent If-Match). Meant for one connection (BENCH_CONNECTIONS=1):
 * with more, conditional saves of the one restaurant race and some answer 412.
 * @param {Scenario} scenario
 * @param {Record<string, string>} headers
 */
function updateRequest(scenario, headers) {
  const target = { id: nextUpdatedId++, version: /** @type {number | undefined} */ (undefined) };
  return {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Bistro',
      address: '1 Load St',
      description: 'bench',
      isActive: true,
    }),
    setupRequest: (/** @type {any} */ request) => {
      const ifMatch =
        scenario.update === 'if-match' && target.version ? { 'if-match': `"${target.version}"` } : {};
      return {
        ...request,
        path: `${scenario.path}/${target.id}`,
        headers: { ...request.headers, ...ifMatch },
      };
    },
    onResponse: (/** @type {number} */ status, /** @type {string} */ body) => {
      if (status >= 200 && status < 300) target.version = JSON.parse(body).version;
    },
  };
}

/**
 * DELIVERED orders the seed gave no refund (seed-sql.mjs#unrefundedDeliveredOrderIds), set in
 * main: the refund scenario takes 0.01 of each in turn, so at most a few cents of any one (each
 * has 10.00 or more) and rarely two requests wait on one order's row lock at once.
 * @type {number[]}
 */
let refundOrders = [];
let nextRefund = 0;
/** Idempotency-Keys unique to this process. */
const refundKeyPrefix = `bench-refund-${Date.now()}`;

/** The next refund's path and Idempotency-Key. */
function nextRefundTarget(/** @type {Scenario} */ scenario) {
  const index = nextRefund++;
  const orderId = refundOrders[index % refundOrders.length];
  if (orderId === undefined) throw new Error('no orders to refund (refundOrders is empty)');
  return { path: scenario.path.replace('{id}', String(orderId)), key: `${refundKeyPrefix}-${index}` };
}

const REFUND_BODY = JSON.stringify({
  amountMinor: 1,
  reason: 'GOODWILL',
  bearer: 'PLATFORM',
  method: 'STORE_CREDIT',
});

/**
 * POST /admin/orders/{id}/refunds of 0.01 (SUCCEEDED at once: under the approval threshold), each
 * request on the next order with its own Idempotency-Key (the key, like the target, is kept here,
 * not in autocannon's context, which it resets after every pass through the request list).
 * @param {Scenario} scenario
 * @param {Record<string, string>} headers
 */
function refundRequest(scenario, headers) {
  return {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: REFUND_BODY,
    setupRequest: (/** @type {any} */ request) => {
      const { path, key } = nextRefundTarget(scenario);
      return { ...request, path, headers: { ...request.headers, 'idempotency-key': key } };
    },
  };
}

/**
 * The page's nextCursor (the bench fails without one: the list would not page by position).
 * @param {string} url
 * @param {Record<string, string>} headers
 */
async function nextCursorOf(url, headers) {
  const body = /** @type {any} */ (await (await fetch(url, { headers })).json());
  if (typeof body?.nextCursor !== 'string') throw new Error(`${url} answered no nextCursor`);
  return body.nextCursor;
}

/**
 * One request first: a scenario that does not answer 2xx with sensible content is a broken
 * bench, not a fast route.
 * @param {string} baseUrl
 * @param {Scenario} scenario
 * @param {Record<string, string>} headers
 */
async function checkScenario(baseUrl, scenario, headers) {
  if (scenario.cycle || scenario.update) return { status: 'write' };
  if (scenario.refund) {
    // One real refund: 201, SUCCEEDED, a cent, on a delivered order.
    const { path, key } = nextRefundTarget(scenario);
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
      body: REFUND_BODY,
    });
    const body = /** @type {any} */ (await response.json().catch(() => undefined));
    if (response.status !== 201 || body?.refund?.status !== 'SUCCEEDED' || body.refund.amountMinor !== 1)
      throw new Error(`${scenario.name}: ${response.status} ${JSON.stringify(body)}`);
    const order = /** @type {any} */ (
      await (await fetch(`${baseUrl}/admin/orders/${body.refund.orderId}`, { headers })).json()
    );
    if (order?.status !== 'DELIVERED') throw new Error(`${scenario.name}: refunded a ${order?.status} order`);
    return { status: response.status, refundable: body.limits.refundableMinor };
  }
  const response = await fetch(baseUrl + scenario.path, { headers });
  const body = /** @type {any} */ (await response.json().catch(() => undefined));
  if (!response.ok) throw new Error(`${scenario.name}: ${response.status} ${JSON.stringify(body)}`);
  if (body && Array.isArray(body.content)) {
    return { items: body.content.length, totalPages: body.totalPages, last: body.last };
  }
  return { status: response.status };
}

/**
 * Saves restaurant 1 unchanged (GET, then PUT of what it answered) `perSecond` times a second until
 * stopped: real writes through the API, which move the dashboard's change counter.
 * @param {string} baseUrl
 * @param {Record<string, string>} headers
 * @param {number} perSecond
 */
function startWriter(baseUrl, headers, perSecond) {
  let running = true;
  let done = 0;
  let failed = 0;
  const loop = (async () => {
    while (running) {
      const next = Date.now() + 1000 / perSecond;
      const current = await fetch(`${baseUrl}/api/restaurants/1`, { headers });
      const { name, address, description, logoUrl, isActive, ownerId } = /** @type {any} */ (
        await current.json()
      );
      const saved = await fetch(`${baseUrl}/api/restaurants/1`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name, address, description, logoUrl, isActive, ownerId }),
      });
      await saved.arrayBuffer();
      if (saved.ok) done += 1;
      else failed += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      if (failed > 0) throw new Error(`the writer's saves failed ${failed} times`);
      return done;
    },
  };
}

/**
 * @param {Awaited<ReturnType<typeof startBenchServer>>} server
 * @param {Scenario[]} list
 * @param {{ admin: string, member: string }} tokens
 * @param {() => Promise<number>} settle waits for the last route's queries still running
 */
async function runScenarios(server, list, tokens, settle) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const results = [];
  for (const listed of list) {
    await settle();
    const headers = /** @type {Record<string, string>} */ (
      listed.public
        ? { accept: 'application/json' }
        : { accept: 'application/json', authorization: `Bearer ${tokens[listed.as ?? 'admin']}` }
    );
    const scenario = listed.cursorFrom
      ? {
          ...listed,
          path: `${listed.path}&after=${await nextCursorOf(baseUrl + listed.cursorFrom, headers)}`,
        }
      : listed;
    const check = await checkScenario(baseUrl, scenario, headers);
    await autocannon(loadOptions(baseUrl, scenario, headers, 1));
    await server.resetLoopDelay();
    const probe = scenario.public ? undefined : startHealthProbe(`${baseUrl}/api/health`);
    const writer = scenario.writesPerSecond
      ? startWriter(baseUrl, headers, scenario.writesPerSecond)
      : undefined;
    const result = await autocannon(loadOptions(baseUrl, scenario, headers, durationSeconds));
    const writes = await writer?.stop();
    const healthUnderLoad = await probe?.stop();
    const loopDelay = await server.readLoopDelay();
    const entry = {
      name: scenario.name,
      path: scenario.path,
      check,
      requestsPerSecond: round(result.requests.average, 1),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      /** Answers by status, so a failing run says what failed. */
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [
          code,
          /** @type {{ count: number }} */ (stats).count,
        ]),
      ),
      loopDelayMs: loopDelay,
      healthUnderLoadMs: healthUnderLoad,
      writes,
    };
    results.push(entry);
    console.log(
      `  ${scenario.name.padEnd(28)} ${String(entry.requestsPerSecond).padStart(8)} req/s  p50 ${entry.latencyMs.p50} ms  p99 ${entry.latencyMs.p99} ms` +
        `  loop p99 ${loopDelay.p99} ms${entry.non2xx || entry.errors || entry.timeouts ? `  FAILURES non2xx=${entry.non2xx} errors=${entry.errors} timeouts=${entry.timeouts} statuses=${JSON.stringify(entry.statusCodes)}` : ''}`,
    );
  }
  const ceiling = results[0];
  return results.map((entry) => ({
    ...entry,
    ratioToHealth: ceiling
      ? {
          requestsPerSecond: round(entry.requestsPerSecond / ceiling.requestsPerSecond, 3),
          p50: round(entry.latencyMs.p50 / Math.max(ceiling.latencyMs.p50, 0.5), 1),
          p99: round(entry.latencyMs.p99 / Math.max(ceiling.latencyMs.p99, 0.5), 1),
        }
      : undefined,
  }));
}

/** @param {string} title @param {Awaited<ReturnType<typeof runScenarios>>} results */
function printResults(title, results) {
  console.log(`\n${title}`);
  console.log(
    formatTable(
      [
        'route',
        'req/s',
        'x health',
        'p50 ms',
        'p99 ms',
        'p99 x health',
        'loop p99 ms',
        'loop max ms',
        'health p99 under load',
        'failed',
      ],
      results.map((entry) => [
        entry.name,
        entry.requestsPerSecond,
        `${Math.round((entry.ratioToHealth?.requestsPerSecond ?? 0) * 100)}%`,
        entry.latencyMs.p50,
        entry.latencyMs.p99,
        entry.ratioToHealth?.p99 ?? '',
        entry.loopDelayMs.p99,
        entry.loopDelayMs.max,
        entry.healthUnderLoadMs ? `${entry.healthUnderLoadMs.p99} ms` : '-',
        entry.non2xx + entry.errors + entry.timeouts,
      ]),
    ),
  );
}

/**
 * Downloads the largest lists' CSV exports (docs/api.md#export) as a client would, counting rows,
 * and samples the server's RSS meanwhile: rows/s and how much memory the streaming export adds.
 * @param {Awaited<ReturnType<typeof startBenchServer>>} server
 * @param {string} idToken
 */
async function measureExports(server, idToken) {
  const results = [];
  for (const exportPath of [
    '/api/restaurants/export?sort=name,asc',
    '/admin/users/export',
    '/api/menus/1/dishes/export',
    // Every order: the million-row export of the issue's target.
    '/admin/orders/export',
  ]) {
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
    const started = performance.now();
    const response = await fetch(server.baseUrl + exportPath, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    let lines = 0;
    const decoder = new TextDecoder();
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (
      /** @type {unknown} */ (response.body)
    )) {
      lines += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rows = Math.max(0, lines - 1);
    results.push({
      path: exportPath,
      status: response.status,
      rows,
      seconds: round(seconds, 2),
      rowsPerSecond: Math.round(rows / seconds),
      rssGrowthMb: round(peak - before, 1),
      rssPeakMb: round(peak, 1),
    });
  }
  return results;
}

/**
 * Bulk actions over "all matching" at the largest filter they accept (MAX_BULK_FILTER_ROWS,
 * docs/api.md#bulk-actions): how long the longest one keeps the person waiting. The filters match
 * 10,000 restaurants and 7,500 reviews at full scale (BENCH_SCALE=1).
 * @param {Awaited<ReturnType<typeof startBenchServer>>} server
 * @param {string} idToken
 */
async function measureBulkActions(server, idToken) {
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const cases = [
    // "pizzeria" is in 1 restaurant name of 18, and 9 in 10 restaurants are switched on: 10,000.
    {
      name: 'deactivate restaurants',
      bulk: '/api/restaurants/bulk',
      body: { action: 'deactivate', filter: { search: 'pizzeria', isActive: [true] } },
    },
    // Rating 1 is one review in 5, and 3 in 4 of those are approved: 7,500.
    {
      name: 'reject reviews',
      bulk: '/admin/reviews/bulk',
      body: { action: 'reject', filter: { rating: [1], status: ['APPROVED'] } },
    },
  ];
  const results = [];
  for (const { name, bulk, body } of cases) {
    const started = performance.now();
    const response = await fetch(server.baseUrl + bulk, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const answer = /** @type {any} */ (await response.json());
    const seconds = (performance.now() - started) / 1000;
    if (response.status !== 200) {
      // A data set where the filter matches more than the cap (another BENCH_SCALE) is refused.
      console.log(`  bulk ${name}: ${response.status} ${answer?.message ?? ''}`);
      continue;
    }
    results.push({
      name,
      changed: answer.changed,
      refused: answer.refused.length,
      seconds: round(seconds, 2),
    });
  }
  return results;
}

/**
 * The acceptance timeout under load (docs/performance.md): TIMEOUT_ORDERS orders placed evenly over
 * a minute through POST /api/orders at a restaurant that rejects what it has not accepted within a
 * minute; each order's job is sent in its transaction and due a minute after it. Reads each order's
 * history afterwards: how long after its due time the platform rejected it.
 * @param {Awaited<ReturnType<typeof startBenchServer>>} server
 * @param {string} adminToken
 * @param {string} customerToken
 */
async function measureAcceptanceTimeouts(server, adminToken, customerToken) {
  /** @type {(method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>) => Promise<any>} */
  const call = async (method, path, token, body, headers = {}) => {
    const response = await fetch(server.baseUrl + path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  // Restaurant 2 (active, its menu 2 active) takes orders around the clock within 5 km.
  const restaurantId = 2;
  const { rules } = await call('GET', `/api/restaurants/${restaurantId}/operations`, adminToken);
  const { pause: _pause, ...kept } = rules;
  await call('PUT', `/api/restaurants/${restaurantId}/operations`, adminToken, {
    ...kept,
    week: Array.from({ length: 7 }, () => [{ opens: '00:00', closes: '00:00' }]),
    exceptions: [],
    closures: [],
    acceptanceTimeoutMinutes: 1,
    acceptanceTimeoutAction: 'reject',
    location: { lat: 48.8566, lng: 2.3522 },
    zones: [
      {
        name: 'Bench',
        kind: 'radius',
        radiusMeters: 5000,
        feeMinor: 0,
        minimumOrderMinor: null,
        freeDeliveryFromMinor: null,
        extraMinutes: 0,
        priority: 1,
        active: true,
      },
    ],
  });
  const dishes = await call(
    'GET',
    `/api/menus/${restaurantId}/dishes?available=true&page=0&size=1`,
    adminToken,
  );
  const dishId = dishes.content[0].id;
  const spacingMs = 60_000 / TIMEOUT_ORDERS;
  const started = Date.now();
  /** @type {Promise<{ id: number, createdAt: string }>[]} */
  const placing = [];
  for (let index = 0; index < TIMEOUT_ORDERS; index++) {
    const wait = started + index * spacingMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    placing.push(
      call(
        'POST',
        '/api/orders',
        customerToken,
        {
          restaurantId,
          items: [{ dishId, quantity: 1 }],
          deliveryPoint: { lat: 48.857, lng: 2.353 },
          deliveryAddress: '1 Bench Street',
        },
        { 'idempotency-key': `bench-timeout-${started}-${index}` },
      ),
    );
  }
  const placed = await Promise.all(placing);
  const placedInSeconds = round((Date.now() - started) / 1000, 1);
  const lastDue = Math.max(...placed.map((order) => Date.parse(order.createdAt))) + 60_000;
  // Every job due, and 10 s more for the late ones.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastDue + 10_000 - Date.now())));
  /** @type {number[]} */
  const lateness = [];
  let unanswered = 0;
  for (const order of placed) {
    const detail = await call('GET', `/admin/orders/${order.id}`, adminToken);
    const rejected = detail.history.find((/** @type {{ to: string }} */ entry) => entry.to === 'REJECTED');
    if (rejected === undefined) unanswered++;
    else lateness.push(Date.parse(rejected.createdAt) - (Date.parse(order.createdAt) + 60_000));
  }
  return {
    orders: placed.length,
    placedInSeconds,
    unanswered,
    latenessMs: {
      p50: round(percentile(lateness, 50), 0),
      p99: round(percentile(lateness, 99), 0),
      max: round(Math.max(...lateness), 0),
    },
    within5s: lateness.filter((ms) => ms <= 5000).length,
  };
}

async function main() {
  const counts = countsFor(scale);
  refundOrders = unrefundedDeliveredOrderIds(counts, 10_000);
  const started = Date.now();
  console.log(
    `bench:api  scale ${scale} (${Object.entries(counts)
      .map(([name, value]) => `${value} ${name}`)
      .join(', ')}), ${connections} connections, ${durationSeconds} s per route`,
  );
  await warnIfBusy();
  const machineAtStart = await machineInfo();
  const emulator = await startBenchEmulator();
  /** @type {Record<string, unknown>} */
  const runs = {};
  try {
    const account = await emulatorAccount(ADMIN.email, ADMIN.password);
    const customer = await emulatorAccount(CUSTOMER.email, CUSTOMER.password);
    const member = await emulatorAccount(MEMBER.email, MEMBER.password);
    for (const driver of drivers) {
      console.log(`\n[${driver}] seeding...`);
      const database = await createBenchDatabase(driver, {
        counts,
        admin: { uid: account.uid, email: ADMIN.email },
        customer: { uid: customer.uid, email: CUSTOMER.email },
        member: { uid: member.uid, email: MEMBER.email },
        postgresAdminUrl,
        log: (line) => console.log(line),
      });
      try {
        const server = await startBenchServer({ port, env: database.serverEnv });
        try {
          console.log(`[${driver}] server ready in ${server.startSeconds.toFixed(1)} s; measuring`);
          // Tokens last an hour; a fresh one per driver keeps long runs valid.
          const { idToken } = await emulatorAccount(ADMIN.email, ADMIN.password);
          const tokens = {
            admin: idToken,
            member: (await emulatorAccount(MEMBER.email, MEMBER.password)).idToken,
          };
          const results = await runScenarios(server, scenarios(counts), tokens, database.settle);
          const exports = only && !only.test('export') ? [] : await measureExports(server, idToken);
          const bulk = only && !only.test('bulk') ? [] : await measureBulkActions(server, idToken);
          const timeouts =
            only && !only.test('timeout')
              ? undefined
              : await measureAcceptanceTimeouts(
                  server,
                  idToken,
                  (await emulatorAccount(CUSTOMER.email, CUSTOMER.password)).idToken,
                );
          const webhooks =
            only && !only.test('webhook')
              ? undefined
              : await measureWebhooks(server, idToken, {
                  changes: Number(process.env.BENCH_WEBHOOK_CHANGES ?? 1000),
                  seconds: 60,
                });
          runs[driver] = {
            seedSeconds: round(database.seedSeconds, 1),
            indexSeconds: round(database.indexSeconds, 1),
            serverStartSeconds: round(server.startSeconds, 1),
            results,
            exports,
            bulk,
            timeouts,
            webhooks,
          };
          printResults(`${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'} (scale ${scale})`, results);
          if (timeouts !== undefined)
            console.log(
              `  acceptance timeouts: ${timeouts.orders} orders placed in ${timeouts.placedInSeconds} s; rejected after their due time ` +
                `p50 ${timeouts.latenessMs.p50} ms, p99 ${timeouts.latenessMs.p99} ms, max ${timeouts.latenessMs.max} ms; ` +
                `${timeouts.within5s} within 5 s, ${timeouts.unanswered} unanswered`,
            );
          if (webhooks !== undefined)
            console.log(
              `  webhooks: ${webhooks.changes} changes in a minute, ${webhooks.delivered} delivered; from the change's request ` +
                `p50 ${webhooks.deliveryMs.p50} ms, p99 ${webhooks.deliveryMs.p99} ms, max ${webhooks.deliveryMs.max} ms ` +
                `(${webhooks.within2s} within 2 s); PUT p50/p99 ${webhooks.putMsHealthy.p50}/${webhooks.putMsHealthy.p99} ms, ` +
                `with the receiver down ${webhooks.putMsReceiverDown.p50}/${webhooks.putMsReceiverDown.p99} ms`,
            );
          for (const row of bulk) {
            console.log(
              `  bulk ${row.name}: ${row.changed} rows changed (${row.refused} refused) in one request, ${row.seconds} s`,
            );
          }
          for (const row of exports) {
            console.log(
              `  export ${row.path}: ${row.rows} rows in ${row.seconds} s = ${row.rowsPerSecond} rows/s, ` +
                `server RSS +${row.rssGrowthMb} MB (peak ${row.rssPeakMb} MB)`,
            );
          }
        } finally {
          await server.stop();
        }
      } finally {
        await database.drop();
      }
    }
  } finally {
    await emulator.stop();
  }
  await writeBenchReport(
    'api',
    { started, machineAtStart },
    {
      settings: { scale, counts, connections, durationSeconds },
      runs,
    },
  );
}

await main();
