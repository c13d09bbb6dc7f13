// @ts-check
// node bench/long-frames.mjs [/admin]: a quick A/B measure of a signed-in page's start-up on a
// running `npm start` (BENCH_URL, default http://127.0.0.1:8080): signs in as the demo admin, then
// loads the page RUNS times (default 3) in new tabs with the CPU four times slower and the HTTP cache
// off, and prints the long animation frames (the scripts that ran in each), their summed blocking
// time and the page's LCP, then the medians. QUIET=1 prints the medians only. Quicker and steadier
// than Lighthouse for comparing two builds (docs/performance.md#tools).
import { chromium } from 'playwright-core';
const URL_BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const path = process.argv[2] ?? '/admin';
const rate = Number(process.env.RATE ?? 4);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await page.goto(URL_BASE + '/login');
await page.getByLabel('Email').fill('admin@demo.food');
await page.getByLabel('Password').fill('admin123');
await page.getByRole('checkbox', { name: 'Remember me' }).check();
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL(/welcome|admin/);
await page.waitForTimeout(1000);
const runs = Number(process.env.RUNS ?? 3);
const summary = [];
for (let r = 0; r < runs; r++) {
  const p2 = await context.newPage();
  const cdp = await context.newCDPSession(p2);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await p2.addInitScript(() => {
    window.__loaf = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__loaf.push(e.toJSON());
    }).observe({ type: 'long-animation-frame', buffered: true });
    window.__lcp = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__lcp.push({ t: e.startTime, el: e.element?.outerHTML?.slice(0, 120), size: e.size });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await p2.goto(URL_BASE + path);
  await p2.waitForTimeout(Number(process.env.WAIT ?? 8000));
  const { loaf, lcp } = await p2.evaluate(() => ({ loaf: window.__loaf, lcp: window.__lcp }));
  let tbt = 0;
  if (!process.env.QUIET) console.log(`--- run ${r}`);
  for (const f of loaf) {
    const blocking = f.blockingDuration;
    tbt += blocking;
    if (f.duration < 50 || process.env.QUIET) continue;
    console.log(
      `frame @${f.startTime.toFixed(0)} dur ${f.duration.toFixed(0)} block ${blocking.toFixed(0)} render ${(f.duration - (f.renderStart ? f.renderStart - f.startTime : f.duration)).toFixed(0)} styleLayout ${(f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0).toFixed(0)}`,
    );
    for (const s of f.scripts.sort((a, b) => b.duration - a.duration).slice(0, 5))
      console.log(
        `   ${s.duration.toFixed(0).padStart(4)} ms ${s.invokerType} ${s.invoker.slice(0, 60)} ${s.sourceURL.split('/').pop()}:${s.sourceFunctionName} compile? ${(s.executionStart - s.startTime).toFixed(0)} forced ${s.forcedStyleAndLayoutDuration.toFixed(0)}`,
      );
  }
  const longest = Math.max(...loaf.map((f) => f.blockingDuration));
  summary.push({ tbt, lcp: lcp.at(-1)?.t ?? 0, longest });
  if (!process.env.QUIET)
    console.log(
      'sum blocking',
      tbt.toFixed(0),
      'LCP',
      lcp.map((x) => `${x.t.toFixed(0)} ${x.size} ${x.el}`).join(' | '),
    );
  await p2.close();
}
const med = (k) => {
  const v = summary.map((x) => x[k]).sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)].toFixed(0);
};
console.log(
  process.env.LABEL ?? '',
  'median blocking',
  med('tbt'),
  'LCP',
  med('lcp'),
  'longest block',
  med('longest'),
  'all',
  summary.map((x) => `${x.tbt.toFixed(0)}/${x.lcp.toFixed(0)}`).join(' '),
);
await browser.close();
