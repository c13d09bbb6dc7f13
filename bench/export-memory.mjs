// @ts-check
// npm run bench:export: what a large export costs the page. Seeds the bench's data set on
// PostgreSQL (BENCH_SCALE=1: 1M orders), serves the built admin app from the api-server, signs
// the bench admin in through the login form in Chromium, opens Orders and presses Export CSV.
// The browser downloads the file itself through a one-time link (docs/api.md#download-links);
// meanwhile the page's memory is sampled every 50 ms as the resident memory of Chromium's renderer
// processes (/proc; V8's heap alone would miss the response text Blink holds outside it). For
// contrast, the same export is then read into the page with fetch(), as the app did before the
// links. Prints the memory before, its peak during each, the file's size and the time taken.
//
// Environment: BENCH_SCALE=1, BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres,
// BENCH_EXPORT_PORT=8396, BENCH_AUTH_PORT=9399.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildAdminApp } from './bundle-budget.mjs';
import { createBenchDatabase } from './lib/bench-database.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { CHROMIUM, CHROMIUM_ARGS, signInThroughUi } from './lib/browser.mjs';
import { BENCH_AUTH_PORT, BENCH_PROJECT_ID, emulatorAccount, startBenchEmulator } from './lib/emulator.mjs';
import { formatTable, machineInfo, round } from './lib/format.mjs';
import { countsFor } from './lib/seed-sql.mjs';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const port = Number(process.env.BENCH_EXPORT_PORT ?? 8396);
const postgresAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'bench-admin@bench.food', password: 'bench-admin-123' };
const MB = 1024 * 1024;

/**
 * The pids of `browserPid`'s renderer processes (Chromium's `--type=renderer` children).
 * @param {number} browserPid
 */
function rendererPids(browserPid) {
  /** @type {number[]} */
  const pids = [];
  const walk = (/** @type {number} */ pid) => {
    /** @type {string} */
    let children;
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
    } catch {
      return;
    }
    for (const child of children.trim().split(/\s+/).filter(Boolean).map(Number)) {
      try {
        if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('--type=renderer')) pids.push(child);
      } catch {
        // Ended between the two reads.
      }
      walk(child);
    }
  };
  walk(browserPid);
  return pids;
}

/** Resident memory of `pids` in bytes (VmRSS); a process that ended counts nothing. */
function residentBytes(/** @type {number[]} */ pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
      total += Number(line?.[1] ?? 0) * 1024;
    } catch {
      // Ended.
    }
  }
  return total;
}

/**
 * Runs `work` while sampling the renderers' resident memory every 50 ms: the page's memory,
 * including what Blink holds outside V8's heap (a fetched response's text is such). Answers the
 * memory before (after a garbage collection), the peak seen and the time `work` took.
 * @param {import('playwright-core').CDPSession} cdp
 * @param {number} browserPid
 * @param {() => Promise<void>} work
 */
async function memoryDuring(cdp, browserPid, work) {
  const used = () => residentBytes(rendererPids(browserPid));
  await cdp.send('HeapProfiler.collectGarbage');
  const before = used();
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, used());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = Date.now();
  await work();
  const seconds = (Date.now() - started) / 1000;
  peak = Math.max(peak, used());
  sampling = false;
  await sampler;
  return { beforeMb: before / MB, peakMb: peak / MB, seconds };
}

async function main() {
  const counts = countsFor(scale);
  const machine = await machineInfo();
  console.log(
    `bench:export  ${counts.orders.toLocaleString('en')} orders on PostgreSQL; ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGiB} GiB`,
  );
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'food-admin-bench-export-'));
  const downloads = mkdtempSync(path.join(os.tmpdir(), 'food-admin-bench-export-files-'));
  const emulator = await startBenchEmulator();
  /** @type {Awaited<ReturnType<typeof createBenchDatabase>> | undefined} */
  let database;
  /** @type {Awaited<ReturnType<typeof startBenchServer>> | undefined} */
  let server;
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  /** @type {() => Promise<void>} */
  let closeBrowser = async () => {};
  try {
    const account = await emulatorAccount(ADMIN.email, ADMIN.password);
    database = await createBenchDatabase('postgres', {
      counts,
      admin: { uid: account.uid, email: ADMIN.email },
      postgresAdminUrl,
      log: (line) => console.log(line),
    });
    console.log('  building the admin app...');
    buildAdminApp(distDir, {
      VITE_API_URL: '',
      VITE_FIREBASE_PROJECT_ID: BENCH_PROJECT_ID,
      VITE_AUTH_EMULATOR_PORT: String(BENCH_AUTH_PORT),
    });
    server = await startBenchServer({ port, env: { ...database.serverEnv, STATIC_DIR: distDir } });
    const baseUrl = `http://127.0.0.1:${port}`;

    // A launched browser (not a connected one) has a process whose children are the renderers.
    const launched = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const browserPid = launched.process().pid;
    if (browserPid === undefined) throw new Error('Chromium started without a process id');
    browser = await chromium.connect(launched.wsEndpoint());
    closeBrowser = () => launched.close();
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await signInThroughUi(page, baseUrl, ADMIN);
    await page.goto(`${baseUrl}/admin/orders`);
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);

    /** @type {string} */
    let file = '';
    const linked = await memoryDuring(cdp, browserPid, async () => {
      const download = page.waitForEvent('download', { timeout: 600_000 });
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const done = await download;
      file = path.join(downloads, done.suggestedFilename());
      await done.saveAs(file);
    });
    const bytes = statSync(file).size;

    // The same export read into the page, as before the links: a fresh link, fetched and held.
    const { url } = /** @type {{ url: string }} */ (
      await (
        await fetch(`${baseUrl}/api/download-links`, {
          method: 'POST',
          headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ path: '/admin/orders/export' }),
        })
      ).json()
    );
    const fetched = await memoryDuring(cdp, browserPid, async () => {
      await page.evaluate(async (link) => {
        const text = await (await fetch(link)).text();
        // Held, as a Blob's source is until the download starts.
        /** @type {any} */ (window).heldExport = text;
      }, `${baseUrl}${url}`);
    });

    console.log(
      formatTable(
        ['export of every order', 'file MB', 'page memory before MB', 'peak MB', 'growth MB', 'seconds'],
        [
          [
            'through a download link (the app)',
            round(bytes / MB, 1),
            round(linked.beforeMb, 1),
            round(linked.peakMb, 1),
            round(linked.peakMb - linked.beforeMb, 1),
            round(linked.seconds, 1),
          ],
          [
            'read into the page (fetch, before)',
            round(bytes / MB, 1),
            round(fetched.beforeMb, 1),
            round(fetched.peakMb, 1),
            round(fetched.peakMb - fetched.beforeMb, 1),
            round(fetched.seconds, 1),
          ],
        ],
      ),
    );
  } finally {
    await browser?.close();
    await closeBrowser();
    await server?.stop();
    await database?.drop();
    await emulator.stop();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(downloads, { recursive: true, force: true });
  }
}

await main();
