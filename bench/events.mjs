// @ts-check
// npm run bench:events: live updates at scale. Starts the real api-server (PGlite by default) with a
// small data set, opens BENCH_STREAMS real GET /api/events streams on it (one admin account, the
// per-account cap raised for the bench), then measures the server's resident memory: before,
// with the streams open, after BENCH_EVENTS writes fanned out to every stream, while they idle on
// heartbeats, and after they close; and how long each write took to reach every stream.
// Prints a table, writes bench/results/events.json.
//
// Environment:
//   BENCH_STREAMS=1000      open streams
//   BENCH_EVENTS=100        writes while they are open (each is heard by every stream)
//   BENCH_IDLE_SECONDS=20   how long the streams idle afterwards (heartbeats every 2 s here)
//   BENCH_DRIVERS=pglite    pglite and/or postgres
//   BENCH_PG_URL, BENCH_PORT=8398, BENCH_AUTH_PORT: as bench:api
import http from 'node:http';
import { createBenchDatabase } from './lib/bench-database.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { emulatorAccount, startBenchEmulator } from './lib/emulator.mjs';
import { formatTable, machineInfo, round, warnIfBusy } from './lib/format.mjs';
import { writeBenchReport } from './lib/report.mjs';
import { percentile } from './lib/percentile.mjs';
import { rssMb } from './lib/process-memory.mjs';
import { countsFor } from './lib/seed-sql.mjs';

const streamCount = readNumber('BENCH_STREAMS', 1000);
const eventCount = readNumber('BENCH_EVENTS', 100);
const idleSeconds = readNumber('BENCH_IDLE_SECONDS', 20);
const port = readNumber('BENCH_PORT', 8398);
const drivers = /** @type {('pglite' | 'postgres')[]} */ (
  (process.env.BENCH_DRIVERS ?? 'pglite').split(',').map((name) => name.trim())
);
const postgresAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'bench-admin@bench.food', password: 'bench-admin-123' };
const HEARTBEAT_MS = 2000;

/** @param {string} name @param {number} fallback */
function readNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One open stream: counts the change events it got and when each record's version arrived.
 * @param {string} baseUrl @param {string} token
 */
function openStream(baseUrl, token) {
  /** @type {Map<number, number>} version -> arrival time */
  const arrivals = new Map();
  let heartbeats = 0;
  /** @type {http.ClientRequest | undefined} */
  let request;
  const ready = new Promise((resolve, reject) => {
    request = http.get(
      `${baseUrl}/api/events`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (/** @type {string} */ chunk) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith(': heartbeat')) heartbeats += 1;
            else if (block.includes('event: ready')) resolve(undefined);
            else if (block.includes('event: change')) {
              const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
              arrivals.set(data.version, performance.now());
            }
            end = buffer.indexOf('\n\n');
          }
        });
      },
    );
    request.on('error', reject);
  });
  return {
    ready,
    arrivals,
    heartbeats: () => heartbeats,
    close: () => request?.destroy(),
  };
}

/**
 * @param {Awaited<ReturnType<typeof startBenchServer>>} server
 * @param {string} token
 */
async function measure(server, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // Warm the routes up so that the baseline includes what any first request loads.
  for (let i = 0; i < 5; i += 1) {
    await fetch(`${server.baseUrl}/api/restaurants/1`, { headers });
  }
  await sleep(1000);
  const before = rssMb(server.pid);

  const streams = [];
  for (let opened = 0; opened < streamCount; opened += 100) {
    const batch = Array.from({ length: Math.min(100, streamCount - opened) }, () =>
      openStream(server.baseUrl, token),
    );
    await Promise.all(batch.map((stream) => stream.ready));
    streams.push(...batch);
  }
  await sleep(1000);
  const open = rssMb(server.pid);

  /** @type {number[]} ms from a write's request to its event's arrival, every stream */
  const delays = [];
  /** @type {number[]} ms from a write's request to the last stream having it */
  const fanOut = [];
  let peak = open;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  for (let i = 0; i < eventCount; i += 1) {
    const sent = performance.now();
    const response = await fetch(`${server.baseUrl}/api/restaurants/1`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name: `Live Bench ${i}`, address: '1 Stream St', isActive: true }),
    });
    if (!response.ok) throw new Error(`PUT answered ${response.status}: ${await response.text()}`);
    const { version } = /** @type {{ version: number }} */ (await response.json());
    const deadline = Date.now() + 30_000;
    while (streams.some((stream) => !stream.arrivals.has(version))) {
      if (Date.now() > deadline) throw new Error(`version ${version} did not reach every stream in 30 s`);
      await sleep(2);
    }
    const arrivals = streams.map((stream) => (stream.arrivals.get(version) ?? sent) - sent);
    delays.push(...arrivals);
    fanOut.push(Math.max(...arrivals));
  }
  clearInterval(sampler);
  const afterEvents = rssMb(server.pid);

  const idle = [];
  for (let second = 0; second < idleSeconds; second += 1) {
    await sleep(1000);
    idle.push(rssMb(server.pid));
  }
  const heartbeatsPerStream = Math.min(...streams.map((stream) => stream.heartbeats()));
  for (const stream of streams) stream.close();
  await sleep(2000);
  const closed = rssMb(server.pid);
  const health = await fetch(`${server.baseUrl}/api/health`);
  return {
    streams: streamCount,
    events: eventCount,
    delivered: delays.length,
    rssMb: {
      before: round(before),
      open: round(open),
      perStreamKb: round(((open - before) * 1024) / streamCount, 1),
      peakDuringEvents: round(peak),
      afterEvents: round(afterEvents),
      idleMin: round(Math.min(...idle)),
      idleMax: round(Math.max(...idle)),
      closed: round(closed),
    },
    deliveryMs: {
      p50: round(percentile(delays, 50), 1),
      p99: round(percentile(delays, 99), 1),
      fanOutP50: round(percentile(fanOut, 50), 1),
      fanOutP99: round(percentile(fanOut, 99), 1),
    },
    heartbeatsPerStream,
    healthAfter: health.status,
  };
}

async function main() {
  const started = Date.now();
  console.log(`bench:events  ${streamCount} streams, ${eventCount} writes, ${idleSeconds} s idle`);
  await warnIfBusy();
  const machineAtStart = await machineInfo();
  const emulator = await startBenchEmulator();
  /** @type {Record<string, unknown>} */
  const runs = {};
  try {
    const account = await emulatorAccount(ADMIN.email, ADMIN.password);
    for (const driver of drivers) {
      const database = await createBenchDatabase(driver, {
        counts: countsFor(0.0001),
        admin: { uid: account.uid, email: ADMIN.email },
        postgresAdminUrl,
        log: () => undefined,
      });
      try {
        const server = await startBenchServer({
          port,
          env: {
            ...database.serverEnv,
            EVENTS_MAX_STREAMS_PER_USER: String(streamCount + 10),
            EVENTS_HEARTBEAT_MS: String(HEARTBEAT_MS),
            MAX_CONNECTIONS: String(streamCount + 500),
            MAX_CONNECTIONS_PER_CLIENT: '0',
          },
        });
        try {
          const { idToken } = await emulatorAccount(ADMIN.email, ADMIN.password);
          const result = await measure(server, idToken);
          runs[driver] = result;
          const { rssMb: rss, deliveryMs: ms } = result;
          console.log(`\n${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
          console.log(
            formatTable(
              ['measure', 'value'],
              [
                ['server RSS before, MB', rss.before],
                [`with ${streamCount} streams open, MB`, `${rss.open} (${rss.perStreamKb} KB per stream)`],
                [
                  `after ${eventCount} writes (${result.delivered} events), MB`,
                  `${rss.afterEvents} (peak ${rss.peakDuringEvents})`,
                ],
                [`idle ${idleSeconds} s on heartbeats, MB`, `${rss.idleMin} to ${rss.idleMax}`],
                ['after the streams closed, MB', rss.closed],
                ['write sent -> event at a stream, p50 / p99 ms', `${ms.p50} / ${ms.p99}`],
                ['write sent -> every stream has it, p50 / p99 ms', `${ms.fanOutP50} / ${ms.fanOutP99}`],
                ['heartbeats per stream (at least)', result.heartbeatsPerStream],
                ['/api/health afterwards', result.healthAfter],
              ],
            ),
          );
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
    'events',
    { started, machineAtStart },
    {
      settings: { streams: streamCount, events: eventCount, idleSeconds, heartbeatMs: HEARTBEAT_MS },
      runs,
    },
  );
}

await main();
