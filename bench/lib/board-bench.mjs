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
//      write's start until each page's DOM shows it (target: p99 <= 1 s).
// Changes come from this process, not from a page, so both pages hear them as another person's.
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOARD_STATUSES, COURIER_ASSIGNABLE_STATUSES, ORDER_STATUS_LABELS } from '@food-admin/api-client';
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

/** In the page, before it loads: when the first card and when `expected` cards are in the DOM. */
function recordFirstRender(/** @type {number} */ expected) {
  const record = {
    firstCardMs: /** @type {number | null} */ (null),
    allCardsMs: /** @type {number | null} */ (null),
  };
  Object.assign(window, { __boardRender: record });
  // A card's title is its order's link (`#123` to /admin/orders/123); the navigation has none.
  const observer = new MutationObserver(() => {
    const cards = document.querySelectorAll('a[href^="/admin/orders/"]').length;
    if (cards > 0) record.firstCardMs ??= performance.now();
    if (cards >= expected) {
      record.allCardsMs = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true });
}

/**
 * In the page: a MutationObserver that notes when each expected change shows (the card in its new
 * column, or with its new courier), in the epoch milliseconds Node's Date.now() counts.
 */
function installWatcher() {
  /** @type {Map<number, { id: number, column?: string, courier?: string }>} */
  const pending = new Map();
  /** @type {Record<number, number>} */
  const seen = {};
  // The column a card sits in: its list is named by the column's heading ("Ready 12").
  const columnOf = (/** @type {Element} */ link) => {
    const list = link.closest('[aria-labelledby]');
    const heading = list && document.getElementById(list.getAttribute('aria-labelledby') ?? '');
    return heading?.textContent?.replace(/[\d\s.,\u00a0\u202f]+$/, '').trim();
  };
  const check = () => {
    if (pending.size === 0) return;
    const at = performance.timeOrigin + performance.now();
    const links = new Map();
    for (const link of document.querySelectorAll('a[href^="/admin/orders/"]'))
      links.set(link.textContent?.trim(), link);
    for (const [key, want] of pending) {
      const link = links.get(`#${want.id}`);
      if (!link) continue;
      if (want.column !== undefined && columnOf(link) !== want.column) continue;
      if (want.courier !== undefined && !link.closest('li')?.textContent?.includes(want.courier)) continue;
      seen[key] = at;
      pending.delete(key);
    }
  };
  new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  Object.assign(window, { __boardWatch: { pending, seen, check } });
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
  /** @type {{ state: string, ms: number }[]} */
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
        frames.push({ state, ms: (event.ts - start.ts) / 1000 });
    }
  }
  const presented = frames
    .filter((frame) => frame.state.startsWith('STATE_PRESENTED'))
    .map((frame) => frame.ms);
  const dropped = frames.filter((frame) => frame.state === 'STATE_DROPPED').length;

  const tasks = events
    .filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && event.tid === mainTid && inWindow(event),
    )
    .sort((a, b) => a.ts - b.ts);
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
 * the time from the write's start until each page's DOM shows it.
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
        ? { id: order.id, column: ORDER_STATUS_LABELS[change.to] }
        : { id: order.id, courier: change.courier.name };
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
      `${board.firstRender.allCardsMs} ms to all of them (navigation start to DOM); data made in ${board.setupSeconds} s; ` +
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
    `(from the API write's start to the card's new column or courier in the page's DOM, ${LATENCY_SPACING_MS} ms apart; ` +
      `${board.latency.refused} refused, ${board.latency.failed} failed; the server used ${board.latency.server?.cores} cores, ` +
      `its event loop p99 ${board.latency.server?.loopDelay.p99} ms; target: p99 <= 1000 ms)`,
  );
}
