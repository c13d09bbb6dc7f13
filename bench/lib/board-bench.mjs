// @ts-check
// The operations board (/admin/board) under a busy dispatch, for bench/web.mjs:
//   1. data: 500 open orders over 10 restaurants and the board's statuses, 100 couriers, some
//      assigned, all made through the real API (as a customer places and an admin handles them);
//   2. frames: one board page (1440x900) traced through CDP for BENCH_BOARD_SECONDS (15) while a
//      driver makes 20 changes a second through the API (moves along the workflow and courier
//      (re)assignments, each with If-Match), at full speed and with the CPU 4x slower: frames presented
//      and dropped, frame durations, long tasks, blocking time and the main thread's busy share,
//      worked out from the trace (bench/results/board*.trace.json: open them in DevTools);
//   3. latency: two board pages (two contexts), 200 single changes 100 ms apart: how long from the
//      write's start until each page shows it (target: p99 <= 1 s). Shown = the board's first commit
//      of its cards (the kit's `fa-board:cards` mark) after the page's read of the board whose data
//      carries the change: the columns are virtualised, so a card may be out of the DOM while it is
//      on the board, and the DOM cannot say what the board shows.
// Changes come from this process, not from a page, so both pages hear them as another person's.
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOARD_STATUSES, COURIER_ASSIGNABLE_STATUSES } from '@food-admin/api-client';
import { deliveringFrom } from '../../e2e/support/delivery-zone.mjs';
import { emulatorAccount } from './emulator.mjs';
import { formatTable, round } from './format.mjs';
import { trackRequests } from './network.mjs';
import { percentile } from './percentile.mjs';

const RESTAURANTS = 10;
const ORDERS = 500;
const COURIERS = 100;
/** Requests in flight at once while the data is made: a handful of busy clients, not a flood. */
const SETUP_CONCURRENCY = 8;
const CHANGES_PER_SECOND = 20;
const SECONDS = Number(process.env.BENCH_BOARD_SECONDS ?? 15);
const LATENCY_CHANGES = 200;
const LATENCY_SPACING_MS = 100;
/** A frame has this long to be on screen at 60 Hz. */
const FRAME_BUDGET_MS = 1000 / 60;
const VIEWPORT = { width: 1440, height: 900 };
/** Where the orders are before the measure (shares of ORDERS), so every column has cards. */
const STATUS_MIX = /** @type {const} */ ([
  ['PENDING', 0.3],
  ['ACCEPTED', 0.25],
  ['PREPARING', 0.2],
  ['READY', 0.15],
  ['PICKED_UP', 0.1],
]);
const CUSTOMER = { email: 'customer@demo.food', password: 'customer123' };
const TRACE_CATEGORIES = [
  'devtools.timeline',
  // RunTask: the main thread's tasks, for long tasks and its busy share.
  'disabled-by-default-devtools.timeline',
  // PipelineReporter: each frame, presented or dropped.
  'disabled-by-default-devtools.timeline.frame',
  // The marks that bound the driver's window.
  'blink.user_timing',
  // BENCH_BOARD_PROFILE=1: the sampled JS profile too, for bench/trace-tasks.mjs (it costs frames).
  ...(process.env.BENCH_BOARD_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
  // BENCH_BOARD_INVALIDATIONS=1: what made layout and style dirty, and where each layout started
  // (open the trace in DevTools; it costs frames too).
  ...(process.env.BENCH_BOARD_INVALIDATIONS
    ? ['disabled-by-default-devtools.timeline.invalidationTracking']
    : []),
];

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {Awaited<ReturnType<typeof import('./bench-server.mjs').startBenchServer>>} BenchServer
 * @typedef {(typeof BOARD_STATUSES)[number]} BoardStatus
 * @typedef {{ id: number, status: BoardStatus, version: number, courierId: number | null, busy: boolean }} OpenOrder
 * @typedef {{ id: number, name: string }} Courier
 * @typedef {{ kind: 'move', to: BoardStatus } | { kind: 'courier', courier: Courier }} Change
 * @typedef {(method: string, path: string, options?: { body?: unknown, version?: number }) => Promise<{ status: number, json: any }>} Api
 */

/**
 * The API as one account: JSON in and out, `version` sent as If-Match.
 * @param {string} baseUrl
 * @param {string} idToken
 * @returns {Api}
 */
function apiAs(baseUrl, idToken) {
  return async (method, route, { body, version } = {}) => {
    const response = await fetch(baseUrl + route, {
      method,
      headers: {
        authorization: `Bearer ${idToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  };
}

/**
 * The answer's body, or an error naming the call (the data must be made in full).
 * @param {Api} api
 * @param {Parameters<Api>} call
 */
async function must(api, ...call) {
  const { status, json } = await api(...call);
  if (status >= 300) throw new Error(`${call[0]} ${call[1]} answered ${status}: ${JSON.stringify(json)}`);
  return json;
}

/**
 * Runs `work` on every item, `limit` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<unknown>} work
 */
async function eachLimited(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(/** @type {T} */ (items[index]), index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Seeded (mulberry32): every run draws the same orders and couriers, so runs make alike changes. */
function seededRandom(seed = 42) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The CPU seconds a process has used (Linux: user and system time in /proc/<pid>/stat), or 0. */
function cpuSeconds(/** @type {number | undefined} */ pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, the stat's 14th and 15th fields, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Whether the API server keeps up, from now until `read()`: the cores it used and how late its
 * event loop ran.
 * @param {BenchServer} server
 */
async function watchServer(server) {
  await server.resetLoopDelay();
  const started = Date.now();
  const cpuBefore = cpuSeconds(server.pid);
  return {
    read: async () => {
      const { p50, p99, max } = await server.readLoopDelay();
      const seconds = (Date.now() - started) / 1000;
      return {
        cores: round((cpuSeconds(server.pid) - cpuBefore) / seconds, 2),
        loopDelay: { p50, p99, max },
      };
    },
  };
}

/**
 * Restaurants that deliver around Paris, each with a menu and a dish (as e2e/operations.spec.ts
 * sets one up); couriers (new accounts an admin makes COURIER); orders placed by the demo customer
 * and moved by the admin to their planned status, some with a courier.
 * @param {Api} admin
 * @param {string} apiUrl
 */
async function makeData(admin, apiUrl) {
  const started = Date.now();
  /** @type {Record<string, number>} seconds each step took */
  const steps = {};
  let stepStart = started;
  const stepDone = (/** @type {string} */ name) => {
    steps[name] = round((Date.now() - stepStart) / 1000, 1);
    stepStart = Date.now();
  };
  const restaurants = Array.from({ length: RESTAURANTS }, (_, index) => ({
    index,
    location: { lat: 48.85 + index * 0.01, lng: 2.3 + index * 0.01 },
    id: 0,
    dishId: 0,
  }));
  await eachLimited(restaurants, SETUP_CONCURRENCY, async (restaurant) => {
    const { id } = await must(admin, 'POST', '/api/restaurants', {
      body: {
        name: `Board Kitchen ${restaurant.index + 1}`,
        address: `${restaurant.index + 1} Bench Street`,
        isActive: true,
      },
    });
    const menu = await must(admin, 'POST', `/api/restaurants/${id}/menus`, {
      body: { restaurantId: id, name: 'Board', isActive: true },
    });
    const dish = await must(admin, 'POST', `/api/menus/${menu.id}/dishes`, {
      body: { name: 'Bench Bowl', price: 9.5 },
    });
    const { rules } = await must(admin, 'GET', `/api/restaurants/${id}/operations`);
    // Each restaurant delivers within 3 km (its orders' addresses are 300 m away).
    await must(admin, 'PUT', `/api/restaurants/${id}/operations`, {
      body: deliveringFrom(rules, restaurant.location),
    });
    Object.assign(restaurant, { id, dishId: dish.id });
  });
  stepDone('restaurants');

  // Couriers: an account in the emulator, its profile (register), then the admin makes it COURIER.
  /** @type {Courier[]} */
  const couriers = [];
  await eachLimited([...Array(COURIERS).keys()], SETUP_CONCURRENCY, async (index) => {
    const number = String(index + 1).padStart(3, '0');
    const email = `board-rider-${number}@bench.food`;
    const { uid, idToken } = await emulatorAccount(email, 'board-rider-123');
    const profile = await must(apiAs(apiUrl, idToken), 'POST', '/api/auth/register', {
      body: { uid, email, firstName: 'Board', lastName: `Rider ${number}` },
    });
    await must(admin, 'PUT', `/admin/users/${profile.id}`, { body: { role: 'COURIER' } });
    couriers.push({ id: profile.id, name: `Board Rider ${number}` });
  });
  stepDone('couriers');

  const customerAccount = await emulatorAccount(CUSTOMER.email, CUSTOMER.password);
  const customer = apiAs(apiUrl, customerAccount.idToken);
  /** @type {number[]} */
  const placed = [];
  await eachLimited([...Array(ORDERS).keys()], SETUP_CONCURRENCY, async (index) => {
    const restaurant = /** @type {(typeof restaurants)[number]} */ (restaurants[index % RESTAURANTS]);
    const order = await must(customer, 'POST', '/api/orders', {
      body: {
        restaurantId: restaurant.id,
        items: [{ dishId: restaurant.dishId, quantity: 1 + (index % 3) }],
        deliveryPoint: { lat: restaurant.location.lat + 0.002, lng: restaurant.location.lng + 0.002 },
        deliveryAddress: `${index + 1} Board Lane, Paris`,
      },
    });
    placed[index] = order.id;
  });
  stepDone('placed');

  // The versions to name in If-Match, from the board itself.
  const board = await must(admin, 'GET', '/admin/dispatch/board');
  const versions = new Map(board.orders.map((/** @type {any} */ order) => [order.id, order.version]));
  const random = seededRandom(7);
  /** @type {OpenOrder[]} */
  const orders = placed.map((id, index) => {
    const share = index / ORDERS;
    let sum = 0;
    const [status] = /** @type {(typeof STATUS_MIX)[number]} */ (
      STATUS_MIX.find(([, part]) => (sum += part) > share) ?? STATUS_MIX[0]
    );
    return { id, status, version: Number(versions.get(id)), courierId: null, busy: false };
  });
  await eachLimited(orders, SETUP_CONCURRENCY, async (order) => {
    const target = order.status;
    order.status = 'PENDING';
    // A pick-up needs a courier; half of the others have one already.
    if (target === 'PICKED_UP' || (target !== 'PENDING' && random() < 0.5)) {
      const courier = /** @type {Courier} */ (couriers[Math.floor(random() * couriers.length)]);
      const { outcome, status } = await applyChange(admin, order, { kind: 'courier', courier });
      if (outcome !== 'done') throw new Error(`order ${order.id}: courier not assigned (${status})`);
    }
    while (order.status !== target) {
      const to = /** @type {BoardStatus} */ (BOARD_STATUSES[BOARD_STATUSES.indexOf(order.status) + 1]);
      const { outcome, status } = await applyChange(admin, order, { kind: 'move', to });
      if (outcome !== 'done') throw new Error(`order ${order.id}: not moved to ${to} (${status})`);
    }
  });
  stepDone('moved');
  return {
    steps,
    orders,
    couriers,
    openOrders: board.orders.length,
    seconds: round((Date.now() - started) / 1000, 1),
  };
}

/**
 * A change the order can take now: its next status (a pick-up once it has a courier), or another
 * courier while it may still change; null once picked up (its last column here).
 * @param {OpenOrder} order
 * @param {Courier[]} couriers
 * @param {() => number} random
 * @returns {Change | null}
 */
function planChange(order, couriers, random) {
  const next = BOARD_STATUSES[BOARD_STATUSES.indexOf(order.status) + 1];
  const canMove = next !== undefined && (next !== 'PICKED_UP' || order.courierId !== null);
  const canReassign = COURIER_ASSIGNABLE_STATUSES.includes(order.status);
  if (canReassign && (!canMove || random() < 0.4)) {
    const others = couriers.filter((courier) => courier.id !== order.courierId);
    return {
      kind: 'courier',
      courier: /** @type {Courier} */ (others[Math.floor(random() * others.length)]),
    };
  }
  return canMove && next ? { kind: 'move', to: next } : null;
}

/**
 * Makes `change` with the order's version as If-Match and keeps what the answer says; a refusal
 * (409: its status moved on, 412: its version did) reads the order again.
 * @param {Api} admin
 * @param {OpenOrder} order
 * @param {Change} change
 * @returns {Promise<{ outcome: 'done' | 'refused' | 'failed', status: number | string }>} `status`: the
 *   answer's, or why there was none
 */
async function applyChange(admin, order, change) {
  order.busy = true;
  try {
    const { status, json } =
      change.kind === 'move'
        ? await admin('POST', `/admin/orders/${order.id}/transitions`, {
            body: { to: change.to },
            version: order.version,
          })
        : await admin('PUT', `/admin/orders/${order.id}/courier`, {
            body: { courierId: change.courier.id },
            version: order.version,
          });
    const fresh =
      status === 409 || status === 412 ? await must(admin, 'GET', `/admin/orders/${order.id}`) : json;
    if (status < 300 || status === 409 || status === 412)
      Object.assign(order, {
        status: fresh.status,
        version: fresh.version,
        courierId: fresh.courierId ?? null,
      });
    return {
      outcome: status < 300 ? 'done' : status === 409 || status === 412 ? 'refused' : 'failed',
      status,
    };
  } catch (error) {
    const { cause, message } = /** @type {Error & { cause?: { code?: string } }} */ (error);
    return { outcome: 'failed', status: cause?.code ?? message };
  } finally {
    order.busy = false;
  }
}

/**
 * An order nobody is changing that can take a change, at random.
 * @param {OpenOrder[]} orders
 * @param {() => number} random
 * @param {(order: OpenOrder) => boolean} [allowed]
 */
function pickOrder(orders, random, allowed = () => true) {
  const free = orders.filter((order) => !order.busy && order.status !== 'PICKED_UP' && allowed(order));
  return free[Math.floor(random() * free.length)];
}

/**
 * `perSecond` changes a second for `seconds`, each started on time whether the last has answered
 * or not (a dispatch team does not wait for one another).
 * @param {Api} admin
 * @param {OpenOrder[]} orders
 * @param {Courier[]} couriers
 * @param {() => number} random
 */
async function drive(admin, orders, couriers, random, perSecond = CHANGES_PER_SECOND, seconds = SECONDS) {
  const counts = { done: 0, refused: 0, failed: 0 };
  /** @type {Record<string, number>} the failures' statuses, or why there was none */
  const failedStatuses = {};
  /** @type {number[]} */
  const apiMs = [];
  /** @type {Promise<void>[]} */
  const inFlight = [];
  const started = Date.now();
  const total = perSecond * seconds;
  for (let i = 0; i < total; i += 1) {
    await sleep(Math.max(0, started + (i * 1000) / perSecond - Date.now()));
    const order = pickOrder(orders, random);
    const change = order && planChange(order, couriers, random);
    if (!order || !change) continue;
    const sent = Date.now();
    inFlight.push(
      applyChange(admin, order, change).then(({ outcome, status }) => {
        counts[outcome] += 1;
        if (outcome === 'failed') failedStatuses[status] = (failedStatuses[status] ?? 0) + 1;
        apiMs.push(Date.now() - sent);
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (Date.now() - started) / 1000;
  return {
    ...counts,
    failedStatuses,
    perSecond: round((counts.done + counts.refused + counts.failed) / elapsed, 1),
    apiP50Ms: round(percentile(apiMs, 50), 0),
    apiP95Ms: round(percentile(apiMs, 95), 0),
  };
}

/**
 * In the page, before it loads: when the board first committed a card and when it first committed
 * `expected` cards, in ms since navigation start. The kit's board marks each React commit of a new
 * set of cards: `performance.mark('fa-board:cards', { detail: { count } })`, `count` the cards on
 * the board (the name is spelt out in each page function: they run serialised, without this
 * module). Not the DOM: the columns are virtualised, so most cards are on the board without being
 * in it.
 */
function recordFirstRender(/** @type {number} */ expected) {
  const record = {
    firstCardMs: /** @type {number | null} */ (null),
    allCardsMs: /** @type {number | null} */ (null),
  };
  Object.assign(window, { __boardRender: record });
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'fa-board:cards') continue;
      const count = Number(/** @type {PerformanceMark} */ (entry).detail?.count ?? 0);
      if (count > 0) record.firstCardMs ??= entry.startTime;
      if (count >= expected) {
        record.allCardsMs = entry.startTime;
        observer.disconnect();
        return;
      }
    }
  });
  // Buffered: the marks made before the observer's first callback count too.
  observer.observe({ type: 'mark', buffered: true });
}

/**
 * In the page, before it loads: the latency watcher (`window.__boardWatch`), idle until
 * `installWatcher` arms it. It wraps `window.fetch` (the app's ofetch calls the global one) to read
 * what each answered GET /admin/dispatch/board says, and watches the kit's `fa-board:cards` marks.
 * A pending change `{ id, status?, courierId? }` counts as shown at the first mark after the answer
 * whose data first carried it, in the epoch milliseconds Node's Date.now() counts. Shown = the
 * board's first commit of its cards after the read that carries the change: the columns are
 * virtualised, so the card may be out of the DOM while it is on the board. Idle, the wrapper only
 * passes answers on (no copy, no second parse), so the traced runs and the first render pay nothing.
 */
function prepareWatcher() {
  /** @type {Map<number, { id: number, status?: string, courierId?: number }>} */
  const pending = new Map();
  /** @type {Record<number, number>} */
  const seen = {};
  /**
   * Each order as the latest answer says, and since when (page ms: the answer that first said so).
   * @type {Map<number, { status: string, courierId: number | null, since: number }>}
   */
  const orders = new Map();
  /** @type {number[]} the `fa-board:cards` marks' start times since armed, oldest first */
  const commits = [];
  const check = () => {
    for (const [key, want] of pending) {
      const order = orders.get(want.id);
      if (!order) continue;
      if (want.status !== undefined && order.status !== want.status) continue;
      if (want.courierId !== undefined && order.courierId !== want.courierId) continue;
      const commit = commits.find((startTime) => startTime > order.since);
      if (commit === undefined) continue;
      seen[key] = performance.timeOrigin + commit;
      pending.delete(key);
    }
  };
  const watch = { armed: false, pending, seen, orders, commits, check };
  Object.assign(window, { __boardWatch: watch });

  // A mark's entry reaches the observer a little after it is made, in order: `check` then finds the
  // first commit after an answer whichever of the two comes in first.
  new PerformanceObserver((list) => {
    if (!watch.armed) return;
    for (const entry of list.getEntries()) if (entry.name === 'fa-board:cards') commits.push(entry.startTime);
    check();
  }).observe({ type: 'mark' });

  const fetch = window.fetch;
  /** @type {typeof window.fetch} */
  const watchedFetch = async (input, init) => {
    const response = await fetch.call(window, input, init);
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (
      !watch.armed ||
      method !== 'GET' ||
      new URL(response.url || String(request?.url ?? input), location.href).pathname !==
        '/admin/dispatch/board'
    )
      return response;
    // Its headers are in: the app cannot commit this answer's cards before now.
    const at = performance.now();
    const signal = init?.signal ?? request?.signal;
    response
      .clone()
      .json()
      .then(
        (/** @type {{ orders: { id: number, status: string, courierId: number | null }[] }} */ board) => {
          // An aborted read never reaches the board.
          if (!watch.armed || signal?.aborted) return;
          for (const { id, status, courierId } of board.orders) {
            const known = orders.get(id);
            if (known?.status === status && known.courierId === courierId) continue;
            orders.set(id, { status, courierId, since: at });
          }
          check();
        },
        () => undefined,
      );
    return response;
  };
  window.fetch = watchedFetch;
}

/**
 * In the page (after `prepareWatcher`): arms the watcher, from a clean slate. Every change expected
 * from now on is made after this, so the first answers it reads carry none of them.
 */
function installWatcher() {
  const watch = /** @type {any} */ (window).__boardWatch;
  watch.pending.clear();
  for (const key of Object.keys(watch.seen)) delete watch.seen[key];
  watch.orders.clear();
  watch.commits.length = 0;
  watch.armed = true;
}

/**
 * Counts the page's reads of the board: started, answered, and aborted (the app cancels a read
 * still running when a newer change asks for another, so a read slower than the changes' pace
 * may never answer). `take()` returns the counts since the last take.
 * @param {Page} page
 */
function countBoardReads(page) {
  let counts = { started: 0, answered: 0, aborted: 0 };
  const count =
    (/** @type {keyof typeof counts} */ what) =>
    (/** @type {import('playwright-core').Request} */ request) => {
      if (new URL(request.url()).pathname === '/admin/dispatch/board') counts[what] += 1;
    };
  page.on('request', count('started'));
  page.on('requestfinished', count('answered'));
  page.on('requestfailed', count('aborted'));
  return {
    take() {
      const taken = counts;
      counts = { started: 0, answered: 0, aborted: 0 };
      return taken;
    },
  };
}

/**
 * A signed-in board page in a context of its own, loaded: its first render timed.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {any} storageState
 * @param {number} expectedCards
 */
async function openBoard(browser, baseUrl, storageState, expectedCards) {
  const context = await browser.newContext({ storageState, viewport: VIEWPORT });
  const page = await context.newPage();
  const requests = trackRequests(page);
  await page.addInitScript(recordFirstRender, expectedCards);
  // Before the app loads, so the wrapped fetch is the one every board read goes through.
  await page.addInitScript(prepareWatcher);
  await page.goto(`${baseUrl}/admin/board`);
  await page.waitForFunction(() => /** @type {any} */ (window).__boardRender.allCardsMs !== null, undefined, {
    timeout: 60_000,
  });
  const render = await page.evaluate(() => /** @type {any} */ (window).__boardRender);
  await requests.quiet();
  return {
    context,
    page,
    reads: countBoardReads(page),
    firstCardMs: round(render.firstCardMs, 0),
    allCardsMs: round(render.allCardsMs, 0),
  };
}

/**
 * Traces the page through CDP while the driver runs: the trace is streamed to `file`, then read.
 * @param {Page} page
 * @param {() => Promise<Awaited<ReturnType<typeof drive>>>} run
 * @param {string} file
 * @param {number} cpuSlowdown
 */
async function traceWhile(page, run, file, cpuSlowdown) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
  await page.evaluate(() => performance.mark('board-bench:start'));
  const driver = await run();
  // The last changes' refetch (after the live updates' gathering window) and render.
  await page.waitForTimeout(1000);
  await page.evaluate(() => performance.mark('board-bench:end'));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = /** @type {{ stream: string }} */ (await complete);
  const out = createWriteStream(file);
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    out.write(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64') : chunk.data);
    if (chunk.eof) break;
  }
  await new Promise((resolve) => out.end(resolve));
  await cdp.send('IO.close', { handle: stream });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { driver, ...summarizeTrace(JSON.parse(readFileSync(file, 'utf8'))) };
}

/**
 * What a main-thread task did first, as the bench reports what dropped frames waited on: React's
 * scheduler (its render slices and commits), the frame's callbacks (TanStack Query's news, which the
 * app delivers at frames, and the urgent render they start), a timer (the live changes' flush), the
 * frame's own rendering (style, layout, paint), garbage collection, or other work (network and
 * stream messages, tasks with no traced work).
 * @param {any} first the task's first traced child, or undefined
 */
function taskKind(first) {
  if (first === undefined) return 'other';
  if (first.name === 'FunctionCall' && first.args?.data?.functionName === 'S') return 'React scheduler';
  if (first.name === 'FireAnimationFrame') return 'frame callbacks';
  if (first.name === 'TimerFire') return 'timers';
  if (
    /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|BeginMainThreadFrame|AnimationFrame)/.test(
      first.name,
    )
  )
    return 'rendering';
  if (/GC/.test(first.name)) return 'garbage collection';
  return 'other';
}

/**
 * Which main-thread tasks the dropped frames overlapped (a dropped frame is one whose main-thread
 * part came too late: it waits for the task in progress), in ms by kind (`taskKind`), each task
 * counted once, and the longest of them.
 * @param {{ from: number, to: number }[]} dropped
 * @param {any[]} mainEvents complete ('X') events of the page's main thread, in the window
 */
export function droppedWaits(dropped, mainEvents) {
  const sorted = [...mainEvents].sort((a, b) => a.ts - b.ts);
  const tasks = sorted.filter((event) => event.name === 'RunTask');
  /** @type {Record<string, number>} */
  const byKind = {};
  let longestMs = 0;
  const counted = new Set();
  for (const frame of dropped) {
    for (const task of tasks) {
      if (task.ts >= frame.to || task.ts + task.dur <= frame.from || counted.has(task)) continue;
      counted.add(task);
      const first = sorted.find(
        (event) => event !== task && event.ts >= task.ts && event.ts < task.ts + task.dur && event.dur > 0,
      );
      const kind = taskKind(first);
      byKind[kind] = (byKind[kind] ?? 0) + task.dur / 1000;
      longestMs = Math.max(longestMs, task.dur / 1000);
    }
  }
  return {
    frames: dropped.length,
    tasks: counted.size,
    longestMs: round(longestMs, 1),
    byKindMs: Object.fromEntries(
      Object.entries(byKind)
        .sort(([, a], [, b]) => b - a)
        .map(([kind, ms]) => [kind, round(ms, 0)]),
    ),
  };
}

/** The rendering steps the bench sums, in the order a frame runs them, with their trace names. */
const RENDERING_STEPS = /** @type {const} */ ([
  ['style', 'UpdateLayoutTree'],
  ['layout', 'Layout'],
  ['prepaint', 'PrePaint'],
  ['paint', 'Paint'],
  ['layerize', 'Layerize'],
  ['commit', 'Commit'],
]);

/**
 * Where the frames' rendering went: ms per step, and how many layouts began at the document (every
 * box of the page checked) rather than at a relayout boundary (a list or a column's header).
 * @param {any[]} mainEvents complete ('X') events of the page's main thread, in the window
 */
export function renderingSteps(mainEvents) {
  // Paint nests: the document's event holds those of the layers it paints. Each step's time is that
  // of its outermost events.
  const total = (/** @type {string} */ name) => {
    let sum = 0;
    let end = -Infinity;
    for (const event of mainEvents.filter((each) => each.name === name).sort((a, b) => a.ts - b.ts)) {
      if (event.ts < end) continue;
      sum += event.dur;
      end = event.ts + event.dur;
    }
    return sum / 1000;
  };
  const layouts = mainEvents.filter((event) => event.name === 'Layout');
  return {
    ms: Object.fromEntries(RENDERING_STEPS.map(([step, name]) => [step, round(total(name), 0)])),
    layouts: layouts.length,
    fromDocument: layouts.filter((event) => event.args?.beginData?.partialLayout === false).length,
  };
}

/**
 * The page's frames and main thread between the bench's two marks:
 * - frames: Chromium's PipelineReporter, one per frame the compositor began with something to
 *   show (STATE_NO_UPDATE_DESIRED, nothing changed, is left out): presented, or dropped (it missed
 *   its vsync; Chromium's own smoothness metric counts these). Its duration runs from the frame's
 *   begin to its presentation;
 * - main thread: its top-level RunTask events: long tasks (over 50 ms), their blocking time (the
 *   part over 50 ms, as TBT counts it) and the share of the window it was busy.
 * @param {any} trace
 */
export function summarizeTrace(trace) {
  /** @type {any[]} */
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mark = (/** @type {string} */ name) => events.find((event) => event.name === name)?.ts;
  const from = mark('board-bench:start');
  const to = mark('board-bench:end');
  if (from === undefined || to === undefined) throw new Error('the trace has no board-bench marks');
  // The board's renderer: the one its marks were made in.
  const pid = events.find((event) => event.name === 'board-bench:start').pid;
  const mainTid = events.find(
    (event) => event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )?.tid;
  const inWindow = (/** @type {any} */ event) => event.pid === pid && event.ts >= from && event.ts <= to;

  /** @type {Map<string, any>} */
  const begun = new Map();
  /** @type {{ state: string, ms: number, from: number, to: number }[]} */
  const frames = [];
  for (const event of events) {
    if (event.name !== 'PipelineReporter' || event.pid !== pid) continue;
    const key = `${event.tid}:${event.id2?.local ?? event.id}`;
    if (event.ph === 'b') begun.set(key, event);
    else if (event.ph === 'e' && begun.has(key)) {
      const start = begun.get(key);
      begun.delete(key);
      const state = start.args?.frame_reporter?.state ?? start.args?.chrome_frame_reporter?.state;
      if (inWindow(start) && state !== 'STATE_NO_UPDATE_DESIRED')
        frames.push({ state, ms: (event.ts - start.ts) / 1000, from: start.ts, to: event.ts });
    }
  }
  const presented = frames
    .filter((frame) => frame.state.startsWith('STATE_PRESENTED'))
    .map((frame) => frame.ms);
  const droppedFrames = frames.filter((frame) => frame.state === 'STATE_DROPPED');
  const dropped = droppedFrames.length;

  const mainEvents = events.filter((event) => event.ph === 'X' && event.tid === mainTid && inWindow(event));
  const tasks = mainEvents.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  let busyUs = 0;
  let end = 0;
  /** @type {number[]} */
  const longTasks = [];
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the one before
    end = task.ts + task.dur;
    busyUs += Math.min(end, to) - task.ts;
    if (task.dur / 1000 > 50) longTasks.push(task.dur / 1000);
  }
  const seconds = (to - from) / 1e6;
  return {
    seconds: round(seconds, 1),
    droppedWaits: droppedWaits(droppedFrames, mainEvents),
    rendering: renderingSteps(mainEvents),
    frames: {
      presented: presented.length,
      dropped,
      perSecond: round(presented.length / seconds, 1),
      droppedShare: round(dropped / Math.max(1, presented.length + dropped), 3),
      overBudgetShare: round(
        presented.filter((ms) => ms > FRAME_BUDGET_MS).length / Math.max(1, presented.length),
        3,
      ),
      p50Ms: round(percentile(presented, 50), 1),
      p95Ms: round(percentile(presented, 95), 1),
      maxMs: round(Math.max(0, ...presented), 1),
    },
    mainThread: {
      busyShare: round(busyUs / 1e6 / seconds, 3),
      longTasks: longTasks.length,
      blockingMs: round(
        longTasks.reduce((sum, ms) => sum + ms - 50, 0),
        0,
      ),
      longestTaskMs: round(Math.max(0, ...longTasks), 0),
    },
  };
}

/**
 * Single changes `spacingMs` apart, each on an order not changed before in this run; for each,
 * the time from the write's start until each page shows it: the board's first commit of its cards
 * after the page's read of the board whose data carries the change (`prepareWatcher`; not the DOM,
 * whose virtualised columns leave most cards out).
 * @param {Api} admin
 * @param {OpenOrder[]} orders
 * @param {Courier[]} couriers
 * @param {{ page: Page, reads: ReturnType<typeof countBoardReads> }[]} boards
 * @param {() => number} random
 */
async function measureLatency(admin, orders, couriers, boards, random) {
  const pages = boards.map((board) => board.page);
  for (const board of boards) {
    await board.page.evaluate(installWatcher);
    board.reads.take();
  }
  const changed = new Set();
  /** @type {Map<number, number>} */
  const startedAt = new Map();
  const counts = { done: 0, refused: 0, failed: 0 };
  /** @type {Promise<void>[]} */
  const inFlight = [];
  for (let key = 0; key < LATENCY_CHANGES; key += 1) {
    const tick = Date.now();
    const order = pickOrder(orders, random, (candidate) => !changed.has(candidate.id));
    const change = order && planChange(order, couriers, random);
    if (!order || !change) break;
    changed.add(order.id);
    const want =
      change.kind === 'move'
        ? { id: order.id, status: change.to }
        : { id: order.id, courierId: change.courier.id };
    // Expected before the write starts, so no answer can come first.
    await Promise.all(
      pages.map((page) =>
        page.evaluate(([k, w]) => {
          /** @type {any} */ (window).__boardWatch.pending.set(k, w);
        }, /** @type {const} */ ([key, want])),
      ),
    );
    startedAt.set(key, Date.now());
    inFlight.push(
      applyChange(admin, order, change).then(async ({ outcome }) => {
        counts[outcome] += 1;
        // A refused change never shows: stop waiting for it.
        if (outcome !== 'done') {
          startedAt.delete(key);
          for (const page of pages)
            await page.evaluate((k) => {
              /** @type {any} */ (window).__boardWatch.pending.delete(k);
            }, key);
        }
      }),
    );
    await sleep(Math.max(0, tick + LATENCY_SPACING_MS - Date.now()));
  }
  await Promise.all(inFlight);
  // The last ones: allow up to 10 s for them to show.
  for (const page of pages)
    await page
      .waitForFunction(() => /** @type {any} */ (window).__boardWatch.pending.size === 0, undefined, {
        timeout: 10_000,
      })
      .catch(() => undefined);
  const perPage = [];
  for (const [index, page] of pages.entries()) {
    /** @type {Record<number, number>} */
    const seen = await page.evaluate(() => /** @type {any} */ (window).__boardWatch.seen);
    const latencies = [...startedAt].flatMap(([key, start]) =>
      seen[key] === undefined ? [] : [seen[key] - start],
    );
    perPage.push({
      page: index + 1,
      changes: startedAt.size,
      shown: latencies.length,
      p50Ms: round(percentile(latencies, 50), 0),
      p95Ms: round(percentile(latencies, 95), 0),
      p99Ms: round(percentile(latencies, 99), 0),
      maxMs: round(Math.max(0, ...latencies), 0),
      boardReads: boards[index]?.reads.take(),
    });
  }
  return {
    ...counts,
    pages: perPage,
    server: /** @type {{ cores: number, loopDelay: any } | undefined} */ (undefined),
  };
}

/**
 * The whole measure: data, frames at full speed and 4x slower, latency on two pages.
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, apiUrl: string, server: BenchServer, storageState: any, admin: { email: string, password: string }, resultsDir: string }} options
 */
export async function measureBoard({
  browser,
  baseUrl,
  apiUrl,
  server,
  storageState,
  admin: account,
  resultsDir,
}) {
  const { idToken } = await emulatorAccount(account.email, account.password);
  const admin = apiAs(apiUrl, idToken);
  const data = await makeData(admin, apiUrl);
  console.log(
    `  board: ${ORDERS} orders over ${RESTAURANTS} restaurants and ${COURIERS} couriers made through the API in ` +
      `${data.seconds} s (${Object.entries(data.steps)
        .map(([step, seconds]) => `${step} ${seconds} s`)
        .join(', ')}; ` +
      `${data.openOrders} open orders in all)`,
  );
  const loadAverage1m = round(os.loadavg()[0] ?? 0, 2);
  mkdirSync(resultsDir, { recursive: true });
  const random = seededRandom();
  // Our orders stay on the board throughout (none is delivered): all of them shown is the board loaded.
  const first = await openBoard(browser, baseUrl, storageState, ORDERS);
  /** @type {any[]} */
  const runs = [];
  try {
    for (const cpuSlowdown of [1, 4]) {
      const file = path.join(
        resultsDir,
        cpuSlowdown === 1 ? 'board.trace.json' : `board-cpu${cpuSlowdown}x.trace.json`,
      );
      first.reads.take();
      const serverUse = await watchServer(server);
      const run = await traceWhile(
        first.page,
        () => drive(admin, data.orders, data.couriers, random),
        file,
        cpuSlowdown,
      );
      runs.push({
        cpuSlowdown,
        trace: path.relative(process.cwd(), file),
        ...run,
        boardReads: first.reads.take(),
        server: await serverUse.read(),
      });
      console.log(`  board: ${run.seconds} s traced with the CPU ${cpuSlowdown}x slower`);
      await sleep(2000);
    }
    const second = await openBoard(browser, baseUrl, storageState, ORDERS);
    try {
      const serverUse = await watchServer(server);
      const latency = await measureLatency(admin, data.orders, data.couriers, [first, second], random);
      latency.server = await serverUse.read();
      console.log(`  board: ${latency.done} single changes timed on two pages`);
      return {
        settings: {
          orders: ORDERS,
          restaurants: RESTAURANTS,
          couriers: COURIERS,
          changesPerSecond: CHANGES_PER_SECOND,
          seconds: SECONDS,
          viewport: VIEWPORT,
        },
        loadAverage1m: { atStart: loadAverage1m, atEnd: round(os.loadavg()[0] ?? 0, 2) },
        setupSeconds: data.seconds,
        setupSteps: data.steps,
        openOrders: data.openOrders,
        firstRender: {
          firstCardMs: first.firstCardMs,
          allCardsMs: first.allCardsMs,
          secondPageFirstCardMs: second.firstCardMs,
        },
        runs,
        latency,
      };
    } finally {
      await second.context.close();
    }
  } finally {
    await first.context.close();
  }
}

/** @param {Awaited<ReturnType<typeof measureBoard>>} board */
export function printBoard(board) {
  const reads = (/** @type {{ answered: number, aborted: number } | undefined} */ counts) =>
    counts ? `${counts.answered} / ${counts.aborted}` : '-';
  console.log(
    `\nboard: ${board.openOrders} open orders; first render ${board.firstRender.firstCardMs} ms to the first card, ` +
      `${board.firstRender.allCardsMs} ms to all of them (navigation start to the board's commit); data made in ${board.setupSeconds} s; ` +
      `load average ${board.loadAverage1m.atStart} then ${board.loadAverage1m.atEnd}`,
  );
  console.log(
    `\n${formatTable(
      [
        'board, changes',
        'CPU',
        'changes/s',
        'refused',
        'failed',
        'API p50 / p95 ms',
        'server cores / loop p99 ms',
        'reads ok / aborted',
        'fps',
        'dropped',
        '> 16.7 ms',
        'frame p50 / p95 / max ms',
        'long tasks',
        'blocking ms',
        'main busy',
      ],
      board.runs.map((run) => [
        `${CHANGES_PER_SECOND}/s, ${run.seconds} s`,
        `${run.cpuSlowdown}x`,
        run.driver.perSecond,
        run.driver.refused,
        run.driver.failed,
        `${run.driver.apiP50Ms} / ${run.driver.apiP95Ms}`,
        `${run.server.cores} / ${run.server.loopDelay.p99}`,
        reads(run.boardReads),
        run.frames.perSecond,
        `${round(run.frames.droppedShare * 100, 1)}%`,
        `${round(run.frames.overBudgetShare * 100, 1)}%`,
        `${run.frames.p50Ms} / ${run.frames.p95Ms} / ${run.frames.maxMs}`,
        run.mainThread.longTasks,
        run.mainThread.blockingMs,
        `${round(run.mainThread.busyShare * 100, 0)}%`,
      ]),
    )}`,
  );
  console.log(
    '("fps": frames presented a second; "dropped": frames begun with something to show that missed their vsync; ' +
      '"> 16.7 ms": presented frames that took longer from begin to screen; "server cores": CPU the API server used; ' +
      '"reads": the page\'s GET /admin/dispatch/board answered, and aborted by a newer change; traces in bench/results)',
  );
  for (const run of board.runs) {
    const waits = run.droppedWaits;
    const kinds = Object.entries(waits.byKindMs).map(([kind, ms]) => `${kind} ${ms} ms`);
    console.log(
      `board, ${run.cpuSlowdown}x: the ${waits.frames} dropped frames overlapped ${waits.tasks} main-thread tasks ` +
        `(the longest ${waits.longestMs} ms): ${kinds.join(', ') || 'none'}`,
    );
    const { ms, layouts, fromDocument } = run.rendering;
    const steps = Object.entries(ms).map(([step, stepMs]) => `${step} ${stepMs}`);
    console.log(
      `board, ${run.cpuSlowdown}x: rendering ${steps.join(', ')} ms; ${layouts} layouts, ` +
        `${fromDocument} of them from the document`,
    );
  }
  console.log(
    `\n${formatTable(
      ['board, one change', 'changes', 'shown', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'reads ok / aborted'],
      board.latency.pages.map((page) => [
        `page ${page.page}`,
        page.changes,
        page.shown,
        page.p50Ms,
        page.p95Ms,
        page.p99Ms,
        page.maxMs,
        reads(page.boardReads),
      ]),
    )}`,
  );
  console.log(
    `(from the API write's start to the board's first commit of its cards after the read that carries the change, ` +
      `${LATENCY_SPACING_MS} ms apart; ` +
      `${board.latency.refused} refused, ${board.latency.failed} failed; the server used ${board.latency.server?.cores} cores, ` +
      `its event loop p99 ${board.latency.server?.loopDelay.p99} ms; target: p99 <= 1000 ms)`,
  );
}
