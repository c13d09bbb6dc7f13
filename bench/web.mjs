// @ts-check
// npm run bench:web: builds the admin app (production settings), serves it through the real
// api-server (STATIC_DIR, PGlite with the demo data, the bench's Auth Emulator), and with Debian's
// Chromium measures /login, /admin, /admin/users and /admin/restaurants (signed in as the demo admin):
//   - JS requests, JS bytes raw / gzip / actually transferred, FCP, LCP and CLS: medians of N cold
//     loads (a fresh browser context each, so no HTTP cache; signed-in pages reuse the storage of
//     one sign-in, as a returning user's);
//   - the same cold loads with the browser throttled like a phone on a slow network (PHONE below):
//     first paint, the page's content, blocking time and the longest task, for real;
//   - Lighthouse performance / accessibility / best-practices with the desktop and mobile presets;
//   - the lists' sorts, filters, searches and paging with the CPU 4x slower: the longest task, the
//     blocking time and the interaction's latency of each (bench/lib/list-interactions.mjs);
//   - last (it adds 500 orders and 100 couriers, which the other pages would show), the operations
//     board /admin/board under 20 changes a second: its frames and main thread from a Chromium
//     trace, and how soon a change shows on two open boards (bench/lib/board-bench.mjs).
// Prints tables and writes bench/results/web.json.
//
// Environment: BENCH_AUTH_PORT=9399 (the bench's Auth Emulator), BENCH_LOADS=5 (cold loads per
// page), BENCH_PHONE_LOADS=3 (throttled ones), BENCH_LH_RUNS=3 (Lighthouse runs per page and preset;
// the median score is kept; 0 skips Lighthouse), BENCH_PAGES=/login,/admin (only those), BENCH_WEB_PORT=8398,
// BENCH_CDP_PORT=9333, BENCH_TRACES=1 (keep Lighthouse's traces), BENCH_INTERACTIONS=0 (skip the
// lists' interactions), BENCH_WEB_TLS_PORT=8397 (the HTTP/2 front pages are served through, as a
// deployment's load balancer serves them: bench/lib/h2-proxy.mjs), BENCH_HTTP1=1 (no front: the
// server's own HTTP/1.1), BENCH_BOARD=0 (skip the board), BENCH_BOARD=only (the board alone: no
// page loads, lists or Lighthouse), BENCH_BOARD_SECONDS=15 (each traced run), BENCH_BOARD_PROFILE=1
// (the board traces with the JS profile, for bench/trace-tasks.mjs --sum). Lighthouse's full
// reports go to bench/results/lighthouse/, the board's traces to bench/results/board*.trace.json.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildAdminApp } from './bundle-budget.mjs';
import { CHROMIUM, CHROMIUM_ARGS, signInThroughUi } from './lib/browser.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { startH2Proxy } from './lib/h2-proxy.mjs';
import { onInterrupt } from './lib/cleanup.mjs';
import { BENCH_AUTH_PORT, BENCH_PROJECT_ID, startBenchEmulator } from './lib/emulator.mjs';
import { formatTable, machineInfo, round, warnIfBusy } from './lib/format.mjs';
import { measureBoard, printBoard } from './lib/board-bench.mjs';
import { measureListInteractions } from './lib/list-interactions.mjs';
import { trackRequests } from './lib/network.mjs';
import { writeBenchReport } from './lib/report.mjs';
import { median } from './lib/percentile.mjs';
import { routeBundle } from './lib/route-bundles.mjs';
import { waitForHttp } from '../scripts/lib/wait.mjs';

const loads = Number(process.env.BENCH_LOADS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
const phoneLoads = Number(process.env.BENCH_PHONE_LOADS ?? 3);
const port = Number(process.env.BENCH_WEB_PORT ?? 8398);
// Pages are served over HTTPS and HTTP/2 by a front on this port, as a deployment's load balancer
// serves them; BENCH_HTTP1=1 measures the API server's own HTTP/1.1 instead.
const tlsPort = Number(process.env.BENCH_WEB_TLS_PORT ?? 8397);
const http1 = process.env.BENCH_HTTP1 === '1';
const cdpPort = Number(process.env.BENCH_CDP_PORT ?? 9333);
// The demo admin that the server's seed creates in the emulator and the database.
const ADMIN = { email: 'admin@demo.food', password: 'admin123' };
const ALL_PAGES = [
  { path: '/login', signedIn: false, ready: 'Sign in' },
  { path: '/admin', signedIn: true, ready: 'Recent Activity' },
  { path: '/admin/users', signedIn: true, ready: 'Users' },
  { path: '/admin/restaurants', signedIn: true, ready: 'Restaurants' },
];
// BENCH_PAGES=/login,/admin measures only those pages (a quicker look while working on one).
const onlyPages = process.env.BENCH_PAGES?.split(',').map((item) => item.trim());
// BENCH_BOARD=0 skips the operations board; BENCH_BOARD=only measures it and nothing else.
const boardMode = process.env.BENCH_BOARD ?? '1';
const PAGES =
  boardMode === 'only' ? [] : ALL_PAGES.filter((item) => !onlyPages || onlyPages.includes(item.path));
// Lighthouse's full reports, to see which request or task a score comes from.
const LIGHTHOUSE_DIR = path.join(import.meta.dirname, 'results', 'lighthouse');

/**
 * A mid-range phone on a slow mobile network, as Lighthouse's mobile preset assumes it (150 ms
 * round trips, 1.6 Mbit/s down, 750 kbit/s up, a CPU 4 times slower than this machine's), applied
 * to the browser for real rather than simulated afterwards.
 */
const PHONE = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8, cpuSlowdown: 4 };

/**
 * Records in the page when the ready heading first appears and every long task: the time a user
 * waits for the page's content, which first paints and Lighthouse's scores do not show.
 * @param {import('playwright-core').Page} page
 * @param {string} readyHeading
 */
async function recordReadiness(page, readyHeading) {
  await page.addInitScript((text) => {
    const record = { readyAt: /** @type {number | null} */ (null), longTasks: /** @type {number[]} */ ([]) };
    Object.assign(window, { __bench: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    const check = () => {
      if (record.readyAt !== null) return;
      const headings = document.querySelectorAll('h1, h2, h3');
      if ([...headings].some((heading) => heading.textContent?.trim() === text))
        record.readyAt = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, readyHeading);
}

/**
 * One cold load: a new context (empty HTTP cache), every script response kept.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} readyHeading text of a heading that proves the page rendered (not a redirect)
 * @param {any} storageState signed-in storage for /admin
 * @param {{ phone?: boolean }} [options] throttle network and CPU as PHONE says
 */
async function coldLoad(browser, url, readyHeading, storageState, { phone = false } = {}) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    await recordReadiness(page, readyHeading);
    if (phone) {
      const cdp = await context.newCDPSession(page);
      const { cpuSlowdown, ...network } = PHONE;
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    /** @type {import('playwright-core').Response[]} */
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const requests = trackRequests(page);
    await page.goto(url, { waitUntil: 'load' });
    await requests.quiet();
    await page
      .getByRole('heading', { name: readyHeading })
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async (error) => {
        const headings = await page.getByRole('heading').allInnerTexts();
        throw new Error(
          `${url}: no heading "${readyHeading}" (at ${page.url()}, headings: ${headings.join(' | ')})`,
          {
            cause: error,
          },
        );
      });
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${page.url()}`);
    }
    const vitals = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          /** @type {number | null} */
          let lcp = null;
          let cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const shift = /** @type {{ value: number, hadRecentInput: boolean }} */ (
                /** @type {unknown} */ (entry)
              );
              if (!shift.hadRecentInput) cls += shift.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          const { readyAt, longTasks } = /** @type {any} */ (window).__bench;
          const blocking = longTasks.reduce(
            (/** @type {number} */ sum, /** @type {number} */ task) => sum + Math.max(0, task - 50),
            0,
          );
          setTimeout(
            () =>
              resolve({ fcp, lcp, cls, ready: readyAt, longestTask: Math.max(0, ...longTasks), blocking }),
            200,
          );
        }),
    );
    let raw = 0;
    let gzip = 0;
    let transferred = 0;
    let skipped = 0;
    for (const response of scripts) {
      // A worker's script (/intl-warm.js, built from src/boot/intl-warm.ts): Playwright keeps no body for it, and it is not
      // the page's own JavaScript.
      const body = await response.body().catch(() => null);
      if (body === null) {
        skipped += 1;
        continue;
      }
      raw += body.length;
      gzip += gzipSync(body).length;
      transferred += (await response.request().sizes()).responseBodySize;
    }
    return {
      jsRequests: scripts.length - skipped,
      raw,
      gzip,
      transferred,
      .../** @type {{ fcp: number, lcp: number, cls: number, ready: number, longestTask: number, blocking: number }} */ (
        vitals
      ),
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {string} url
 * @param {'desktop' | 'mobile'} preset
 * @param {boolean} keepStorage signed-in pages keep their storage; the HTTP cache is cleared anyway
 * @param {import('playwright-core').CDPSession} cdp
 */
async function runLighthouse(url, preset, keepStorage, cdp) {
  // Lighthouse only clears the cache as part of its storage reset, which would also sign out.
  await cdp.send('Network.clearBrowserCache');
  const result = await lighthouse(
    url,
    {
      port: cdpPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepStorage,
      // With the traces kept, they carry the CPU profile too (which functions ran in a long task).
      ...(process.env.BENCH_TRACES
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  const file = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${preset}.json`;
  writeFileSync(path.join(LIGHTHOUSE_DIR, file), JSON.stringify(lhr));
  // BENCH_TRACES=1 keeps the trace Lighthouse simulated from (open it in DevTools' Performance panel).
  if (process.env.BENCH_TRACES)
    writeFileSync(
      path.join(LIGHTHOUSE_DIR, file.replace(/\.json$/, '.trace.json')),
      JSON.stringify(result.artifacts.Trace),
    );
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`);
  const score = (/** @type {string} */ id) => lhr.categories[id]?.score ?? null;
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
  const failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
    .map((item) => item.id);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: round(audit('first-contentful-paint') ?? 0, 0),
    lcpMs: round(audit('largest-contentful-paint') ?? 0, 0),
    tbtMs: round(audit('total-blocking-time') ?? 0, 0),
    cls: round(audit('cumulative-layout-shift') ?? 0, 3),
    failingAudits: failing,
    // Which elements moved, so a CLS regression points at its cause.
    layoutShifts: /** @type {any[]} */ (
      /** @type {any} */ (lhr.audits['layout-shifts']?.details)?.items ?? []
    )
      .slice(0, 5)
      .map((/** @type {any} */ item) => ({
        score: round(item.score ?? 0, 3),
        node: item.node?.snippet ?? item.node?.selector,
      })),
    consoleErrors: /** @type {any[]} */ (
      /** @type {any} */ (lhr.audits['errors-in-console']?.details)?.items ?? []
    ).map((/** @type {any} */ item) =>
      `${String(item.description ?? '').slice(0, 200)} ${item.url ?? ''}`.trim(),
    ),
  };
}

/** @param {Awaited<ReturnType<typeof runLighthouse>>[]} runs */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return /** @type {(typeof runs)[number]} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
}

/** Chromium with a DevTools port, for Lighthouse; Playwright drives the same browser for the sign-in. */
async function startDebuggableChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'food-admin-bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${cdpPort}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const forget = onInterrupt(() => child.kill('SIGKILL'));
  await waitForHttp(`http://127.0.0.1:${cdpPort}/json/version`, { timeoutMs: 30_000 });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  return {
    browser,
    stop: async () => {
      forget();
      await browser.close().catch(() => undefined);
      child.kill('SIGTERM');
      await new Promise((resolve) =>
        child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve),
      );
      // Chromium may still be writing its profile as it exits: retry rather than fail the run.
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

async function main() {
  await warnIfBusy();
  const machineAtStart = await machineInfo();
  const started = Date.now();
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'food-admin-bench-web-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'food-admin-bench-web-data-'));
  const removeTemp = () => {
    // The built files and their maps stay beside the traces, for bench/trace-tasks.mjs.
    if (process.env.BENCH_TRACES && existsSync(path.join(distDir, 'assets'))) {
      rmSync(path.join(LIGHTHOUSE_DIR, 'assets'), { recursive: true, force: true });
      cpSync(path.join(distDir, 'assets'), path.join(LIGHTHOUSE_DIR, 'assets'), { recursive: true });
    }
    rmSync(distDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  const forgetTemp = onInterrupt(removeTemp);
  console.log('bench:web  building the admin app...');
  const emulator = await startBenchEmulator();
  /** @type {Awaited<ReturnType<typeof startBenchServer>> | undefined} */
  let server;
  /** @type {Awaited<ReturnType<typeof startH2Proxy>> | undefined} */
  let front;
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  /** @type {Awaited<ReturnType<typeof startDebuggableChromium>> | undefined} */
  let debuggable;
  try {
    buildAdminApp(
      distDir,
      {
        VITE_API_URL: '',
        VITE_FIREBASE_PROJECT_ID: BENCH_PROJECT_ID,
        VITE_AUTH_EMULATOR_PORT: String(BENCH_AUTH_PORT),
      },
      // With the traces kept, source maps beside them name the functions of a long task
      // (bench/trace-tasks.mjs). Hidden maps leave the served files byte for byte as without.
      process.env.BENCH_TRACES ? ['--sourcemap', 'hidden'] : [],
    );
    const bundles = Object.fromEntries(PAGES.map(({ path: route }) => [route, routeBundle(distDir, route)]));
    front = http1 ? undefined : await startH2Proxy({ port: tlsPort, upstreamPort: port });
    const baseUrl = front?.url ?? `http://127.0.0.1:${port}`;
    server = await startBenchServer({
      port,
      // Behind the front, the demo's pictures are addressed through it, as PUBLIC_URL does in a
      // deployment (else they would be plain-HTTP images on an HTTPS page).
      env: {
        STATIC_DIR: distDir,
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        ...(front ? { PUBLIC_URL: front.url } : {}),
        // The board's 100 couriers register (POST /api/auth/register), 20 a minute per address otherwise.
        ...(boardMode === '0' ? {} : { RATE_LIMIT_AUTH: '0' }),
      },
    });
    console.log(
      `  serving ${baseUrl} (${front ? 'HTTP/2 over TLS in front of the server' : "the server's HTTP/1.1"})`,
    );

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const signInContext = await browser.newContext();
    const signInPage = await signInContext.newPage();
    await signInThroughUi(signInPage, baseUrl, ADMIN);
    const storageState = await signInContext.storageState({ indexedDB: true });
    await signInContext.close();

    /** @type {Record<string, any>} */
    const pages = {};
    for (const { path: route, signedIn, ready } of PAGES) {
      /** @type {Awaited<ReturnType<typeof coldLoad>>[]} */
      const samples = [];
      const storage = signedIn ? storageState : undefined;
      for (let i = 0; i < loads; i += 1)
        samples.push(await coldLoad(browser, baseUrl + route, ready, storage));
      /** @type {typeof samples} */
      const phoneSamples = [];
      for (let i = 0; i < phoneLoads; i += 1) {
        phoneSamples.push(await coldLoad(browser, baseUrl + route, ready, storage, { phone: true }));
      }
      /** @typedef {'fcp' | 'lcp' | 'cls' | 'ready' | 'longestTask' | 'blocking' | 'jsRequests' | 'raw' | 'gzip' | 'transferred'} SampleKey */
      const pick = (/** @type {SampleKey} */ key, from = samples) =>
        median(from.map((sample) => sample[key] ?? Number.NaN));
      pages[route] = {
        loads: samples,
        jsRequests: pick('jsRequests'),
        jsRawKB: round(pick('raw') / 1000, 1),
        jsGzipKB: round(pick('gzip') / 1000, 1),
        jsTransferredKB: round(pick('transferred') / 1000, 1),
        fcpMs: round(pick('fcp'), 0),
        lcpMs: round(pick('lcp'), 0),
        cls: round(pick('cls'), 3),
        readyMs: round(pick('ready'), 0),
        phone: {
          loads: phoneSamples,
          fcpMs: round(pick('fcp', phoneSamples), 0),
          lcpMs: round(pick('lcp', phoneSamples), 0),
          readyMs: round(pick('ready', phoneSamples), 0),
          blockingMs: round(pick('blocking', phoneSamples), 0),
          longestTaskMs: round(pick('longestTask', phoneSamples), 0),
          cls: round(pick('cls', phoneSamples), 3),
        },
        manifestGzipKB: round(/** @type {any} */ (bundles[route]).gzip / 1000, 1),
        lighthouse: {},
      };
      console.log(`  ${route}: ${loads} cold loads and ${phoneLoads} on a throttled "phone" measured`);
    }
    const interactions =
      process.env.BENCH_INTERACTIONS === '0' || boardMode === 'only'
        ? []
        : await measureListInteractions(browser, baseUrl, storageState, { cpuSlowdown: PHONE.cpuSlowdown });
    if (interactions.length > 0) console.log(`  lists: ${interactions.length} interactions measured`);
    await browser.close();
    browser = undefined;

    // BENCH_LH_RUNS=0: the loads alone (a quicker A/B of the throttled phone's figures).
    if (lighthouseRuns > 0 && PAGES.length > 0) {
      debuggable = await startDebuggableChromium();
      const context = debuggable.browser.contexts()[0];
      if (!context) throw new Error('Chromium has no default context');
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      let signedInForLighthouse = false;
      for (const { path: route, signedIn } of PAGES) {
        // Lighthouse runs /login first with its storage reset; then one UI sign-in for the other pages.
        if (signedIn && !signedInForLighthouse) {
          await signInThroughUi(page, baseUrl, ADMIN);
          signedInForLighthouse = true;
        }
        for (const preset of /** @type {const} */ (['desktop', 'mobile'])) {
          const runs = [];
          for (let i = 0; i < lighthouseRuns; i += 1)
            runs.push(await runLighthouse(baseUrl + route, preset, signedIn, cdp));
          const chosen = medianRun(runs);
          if (new URL(chosen.finalUrl).pathname !== route) {
            throw new Error(
              `Lighthouse on ${route} ended on ${chosen.finalUrl} (redirected: not signed in?)`,
            );
          }
          pages[route].lighthouse[preset] = { ...chosen, runs: runs.map((run) => run.performance) };
          console.log(`  ${route}: Lighthouse ${preset} done`);
        }
      }
    }

    /** @type {Awaited<ReturnType<typeof measureBoard>> | undefined} */
    let boardResult;
    if (boardMode !== '0') {
      // Lighthouse's Chromium still shows a signed-in page that would hear every change too.
      await debuggable?.stop();
      debuggable = undefined;
      await warnIfBusy();
      browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
      boardResult = await measureBoard({
        browser,
        baseUrl,
        apiUrl: server.baseUrl,
        server,
        storageState,
        admin: ADMIN,
        resultsDir: path.join(import.meta.dirname, 'results'),
      });
      await browser.close();
      browser = undefined;
    }

    const rows = Object.entries(pages).map(([route, result]) => [
      route,
      result.jsRequests,
      result.jsRawKB,
      result.jsGzipKB,
      result.jsTransferredKB,
      result.fcpMs,
      result.lcpMs,
      result.cls,
      ...['desktop', 'mobile'].map((preset) => {
        const lh = result.lighthouse[preset];
        return lh ? `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices}` : '-';
      }),
    ]);
    console.log(
      `\n${formatTable(
        [
          'page',
          'JS req',
          'JS raw KB',
          'JS gzip KB',
          'JS sent KB',
          'FCP ms',
          'LCP ms',
          'CLS',
          'LH desktop perf/a11y/bp',
          'LH mobile perf/a11y/bp',
        ],
        rows,
      )}`,
    );
    console.log(
      `(medians of ${loads} cold loads; "JS sent" is what crossed the wire, "gzip" what a compressing server would send)`,
    );
    const phoneRows = Object.entries(pages).map(([route, { phone, lighthouse: lh }]) => [
      route,
      phone.fcpMs,
      phone.lcpMs,
      phone.readyMs,
      phone.blockingMs,
      phone.longestTaskMs,
      phone.cls,
      lh.mobile ? `${lh.mobile.fcpMs} / ${lh.mobile.lcpMs} / ${lh.mobile.tbtMs}` : '-',
    ]);
    console.log(
      `\n${formatTable(
        [
          'phone',
          'FCP ms',
          'LCP ms',
          'content ms',
          'blocking ms',
          'longest task ms',
          'CLS',
          'LH mobile FCP / LCP / TBT',
        ],
        phoneRows,
      )}`,
    );
    console.log(
      `(medians of ${phoneLoads} cold loads with the browser throttled for real: ${PHONE.latency} ms round trips, ` +
        `${(PHONE.downloadThroughput * 8) / 1e6} Mbit/s, CPU ${PHONE.cpuSlowdown}x slower; "content" is when the ` +
        `page's own heading appeared; Lighthouse's figures are simulated from an unthrottled load)`,
    );
    if (interactions.length > 0) {
      console.log(
        `\n${formatTable(
          ['list', 'interaction', 'longest task ms', 'blocking ms', 'latency ms', 'longest scripts'],
          interactions.map((result) => [
            result.list,
            result.interaction,
            result.longestTaskMs,
            result.blockingMs,
            result.latencyMs,
            result.scripts.join('; '),
          ]),
        )}`,
      );
      console.log(
        `(one signed-in tab, CPU ${PHONE.cpuSlowdown}x slower during each interaction, until the network is quiet; ` +
          `"latency" is the Event Timing duration of the click or key press, what INP reports; target: no task over 200 ms)`,
      );
    }
    if (boardResult) printBoard(boardResult);
    for (const [route, result] of Object.entries(pages)) {
      for (const preset of ['desktop', 'mobile']) {
        const lh = result.lighthouse[preset];
        if (lh && lh.failingAudits.length > 0)
          console.log(`  ${route} ${preset} audits below 0.9: ${lh.failingAudits.join(', ')}`);
      }
    }
    await writeBenchReport(
      'web',
      { started, machineAtStart },
      {
        settings: { loads, phoneLoads, lighthouseRuns, phone: PHONE, protocol: http1 ? 'http/1.1' : 'h2' },
        pages,
        interactions,
        board: boardResult ?? null,
      },
    );
  } finally {
    await browser?.close().catch(() => undefined);
    await debuggable?.stop();
    await front?.stop();
    await server?.stop();
    await emulator.stop();
    forgetTemp();
    removeTemp();
  }
}

await main();
