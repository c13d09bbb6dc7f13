// @ts-check
// node bench/trace-tasks.mjs [trace.json] [--min 12] [--top 8] [--sum]
// Reads a trace kept by `BENCH_TRACES=1 npm run bench:web` (default: the /admin mobile one) and
// lists the main thread's long tasks with what ran in them: self time by source package and the
// busiest functions, mapped through the hidden source maps the bench keeps beside the traces.
// Times are the trace's own (unthrottled); Lighthouse's mobile preset counts each task about four
// times as long, so --min 12 (ms) finds what it sees as a task over 50 ms.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const LIGHTHOUSE_DIR = path.join(import.meta.dirname, 'results', 'lighthouse');
const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const tracePath =
  args.find((arg) => arg.endsWith('.json')) ?? path.join(LIGHTHOUSE_DIR, 'admin-mobile.trace.json');
const minMs = option('--min', 12);
const top = option('--top', 8);

/** @type {any} */
const trace = JSON.parse(readFileSync(tracePath, 'utf8'));
/** @type {any[]} */
const events = trace.traceEvents ?? trace;

// The page's main thread is the one whose navigation loaded an http(s) document; in a trace begun
// after the page loaded (the board bench's), the renderer main thread with a CPU profile.
const navigation =
  events.find(
    (event) => event.name === 'navigationStart' && /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  ) ?? rendererMain();
if (!navigation) throw new Error('no page main thread with a CPU profile in this trace');
const { pid, tid, ts: navigationStart } = navigation;

/** The first renderer main thread whose process has a CPU profile, as `{ pid, tid, ts }`. */
function rendererMain() {
  const profiled = new Set(events.filter((event) => event.name === 'Profile').map((event) => event.pid));
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && profiled.has(event.pid),
  );
  if (!main) return undefined;
  const first = Math.min(
    ...events.filter((event) => event.pid === main.pid && event.ts > 0).map((e) => e.ts),
  );
  return { pid: main.pid, tid: main.tid, ts: first };
}

// The sampled CPU profile: one node table, samples with their times.
/** @type {Map<number, any>} */
const nodes = new Map();
/** @type {{ time: number, node: number }[]} */
const samples = [];
const profileIds = new Set(
  events.filter((event) => event.name === 'Profile' && event.pid === pid).map((event) => event.id),
);
let clock = Math.min(
  ...events
    .filter((event) => event.name === 'Profile' && event.pid === pid)
    .map((event) => event.args.data.startTime),
);
for (const event of events) {
  if (event.name !== 'ProfileChunk' || !profileIds.has(event.id)) continue;
  const profile = event.args.data.cpuProfile ?? {};
  for (const node of profile.nodes ?? []) nodes.set(node.id, node);
  const deltas = event.args.data.timeDeltas ?? [];
  (profile.samples ?? []).forEach((/** @type {number} */ node, /** @type {number} */ index) => {
    clock += deltas[index] ?? 0;
    samples.push({ time: clock, node });
  });
}
samples.sort((a, b) => a.time - b.time);

/** @type {Map<string, TraceMap | null>} */
const maps = new Map();
/** @param {string} url */
function mapFor(url) {
  if (!maps.has(url)) {
    const file = path.join(LIGHTHOUSE_DIR, 'assets', `${path.basename(new URL(url).pathname)}.map`);
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url);
}

/** @param {any} callFrame */
function locate(callFrame) {
  const { url, functionName, lineNumber, columnNumber } = callFrame;
  if (!url)
    return { pkg: functionName ? `(${functionName})` : '(program)', name: functionName || '(anonymous)' };
  const map = url.startsWith('http') ? mapFor(url) : null;
  if (!map) return { pkg: path.basename(url), name: functionName || '(anonymous)' };
  const original = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  // No mapping: code the bundler wrote itself (its runtime, a chunk's module wrappers).
  const source = original.source ?? `${path.basename(url)} (unmapped)`;
  const inModules = source.lastIndexOf('node_modules/');
  const pkg =
    inModules >= 0
      ? source
          .slice(inModules + 'node_modules/'.length)
          .split('/')
          .slice(0, source.slice(inModules + 13).startsWith('@') ? 2 : 1)
          .join('/')
      : source.replace(/^(\.\.\/)+/, '');
  return {
    pkg,
    name: `${original.name ?? functionName ?? '(anonymous)'} ${path.basename(source)}:${original.line}`,
  };
}

const tasks = events
  .filter(
    (event) =>
      event.pid === pid && event.tid === tid && event.name === 'RunTask' && event.dur >= minMs * 1000,
  )
  .sort((a, b) => a.ts - b.ts);

const fmt = (/** @type {number} */ us) => (us / 1000).toFixed(1);
console.log(`${tracePath}\n${tasks.length} tasks of ${minMs} ms or more on the main thread\n`);
// --sum: one table for all the tasks together (where a steady load spends its time).
const sum = args.includes('--sum');
/** @type {Map<string, number>} */
const allPackages = new Map();
/** @type {Map<string, number>} */
const allFunctions = new Map();
for (const task of tasks) {
  const inTask = samples.filter((sample) => sample.time >= task.ts && sample.time <= task.ts + task.dur);
  /** @type {Map<string, number>} */
  const byPackage = sum ? allPackages : new Map();
  /** @type {Map<string, number>} */
  const byFunction = sum ? allFunctions : new Map();
  for (let index = 0; index < inTask.length; index += 1) {
    const sample = inTask[index];
    const next = inTask[index + 1]?.time ?? task.ts + task.dur;
    const weight = next - sample.time;
    const node = nodes.get(sample.node);
    if (!node) continue;
    const { pkg, name } = locate(node.callFrame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + weight);
    byFunction.set(name, (byFunction.get(name) ?? 0) + weight);
  }
  const ranked = (/** @type {Map<string, number>} */ table) =>
    [...table.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([label, us]) => `    ${fmt(us).padStart(6)} ms  ${label}`)
      .join('\n');
  if (sum) continue;
  console.log(`task at ${fmt(task.ts - navigationStart)} ms, ${fmt(task.dur)} ms`);
  console.log(`  by package:\n${ranked(byPackage)}\n  busiest functions:\n${ranked(byFunction)}\n`);
}
if (sum) {
  const ranked = (/** @type {Map<string, number>} */ table) =>
    [...table.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([label, us]) => `    ${fmt(us).padStart(7)} ms  ${label}`)
      .join('\n');
  console.log(
    `all ${tasks.length} tasks\n  by package:\n${ranked(allPackages)}\n  busiest functions:\n${ranked(allFunctions)}`,
  );
}
