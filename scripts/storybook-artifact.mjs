// Runs every story of the built Storybook (storybook-static) in Chromium, as designers open it,
// and fails on what they would see go wrong (docs/storybook.md#artefact-check): a play function
// that throws, a story that fails to render, an error in the console or on the page, an axe
// violation (addon-a11y's report), a canvas that ends empty, an accessibility tree that differs
// from its baseline (scripts/lib/aria-baselines.mjs), or a screenshot at the desktop or the phone
// width that differs from its baseline (scripts/lib/visual-baselines.mjs). Every story runs in
// light and in dark, at a fixed date in UTC; every page story once more in Arabic, right to left
// (ARABIC below); on request, every story in the pseudo-locale for layout only (PSEUDO). Usage:
//   node scripts/storybook-artifact.mjs [storybook-static] [--only <id substring>] [--pass light|dark|ar|pseudo]
//     [--update-baselines] [--record-screens]
import { createReadStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BASELINE_TIME, checkAriaBaseline, orphanedAriaBaselines } from './lib/aria-baselines.mjs';
import { layoutProblems } from './lib/layout-problems.mjs';
import {
  MAX_HEIGHT,
  WIDTHS,
  checkFonts,
  checkVisualBaseline,
  clearVisualReport,
  matchesVisualBaseline,
  orphanedVisualBaselines,
  recordMatchedScreens,
  screenLookups,
  writeVisualReport,
} from './lib/visual-baselines.mjs';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
// One pass only (the Arabic baselines, say), while working on it; like --only, it skips the
// orphan check.
const passIndex = args.indexOf('--pass');
const onlyPass = passIndex >= 0 ? args[passIndex + 1] : undefined;
const updateBaselines = args.includes('--update-baselines');
// Records the screens that matched their baselines (scripts/lib/visual-baselines.mjs, screens.json),
// all of them (after Chromium changed, say), without changing a baseline; an update records those
// of the baselines it wrote.
const recordScreens = updateBaselines || args.includes('--record-screens');
const folder = args.find(
  (arg, index) =>
    !arg.startsWith('--') &&
    (onlyIndex < 0 || index !== onlyIndex + 1) &&
    (passIndex < 0 || index !== passIndex + 1),
);
const root = path.resolve(folder ?? 'storybook-static');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STORY_TIMEOUT_MS = 20_000;
/**
 * How the mock service worker's update check fails when two pages of this run make it at once:
 * that race is the harness's, not the story's, wherever it surfaces.
 */
const SERVICE_WORKER_RACE = 'Failed to update a ServiceWorker';

if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`No built Storybook in ${root} (run npm run build-storybook first).`);
  process.exit(2);
}

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A plain static server for the build (the service worker needs http://localhost). */
/**
 * @param {string} dir
 * @returns {Promise<import('node:http').Server>}
 */
function serve(dir) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return void response.writeHead(404).end();
    // Hashed assets are cached between stories, as a browser would between visits.
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => only === undefined || entry.id.includes(only));

// Every kit component has a Docs page (autodocs: prop tables from its types, its stories as examples).
const kitTitles = new Set(
  Object.values(index.entries)
    // (src/stories/ holds galleries of several components, not a component of its own.)
    .filter(
      (entry) =>
        entry.type === 'story' &&
        entry.importPath.startsWith('./packages/ui/src/') &&
        !entry.importPath.startsWith('./packages/ui/src/stories/'),
    )
    .map((entry) => entry.title),
);
const docsTitles = new Set(
  Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .map((entry) => entry.title),
);
const undocumented = [...kitTitles].filter((title) => !docsTitles.has(title));
if (undocumented.length > 0) console.log(`✗ no Docs page: ${undocumented.join(', ')}`);

const server = await serve(root);
const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM });

const { desktop: DESKTOP, phone: PHONE } = WIDTHS;

/**
 * What each story declares for this check, read from the built preview: its viewport (the Storybook
 * UI sizes the frame for `globals: { viewport: { value: 'phone' } }`) and the console errors it
 * expects (`parameters: { artefact: { consoleErrors: ['Image upload failed'] } }`, for stories of a
 * failure the app logs on purpose), and whether its accessibility tree and its screenshots are held
 * to baselines (`artefact: { ariaBaseline: false, visualBaseline: false }` for a story whose end
 * state depends on timing), and whether it stays loading on purpose (its state in the story matrix,
 * `matrix: { state: 'loading' }`: a request of it is never answered).
 */
/** @type {StorySettings} What a story whose settings were not read is run with. */
const DEFAULT_SETTINGS = {
  viewport: DESKTOP,
  consoleErrors: [],
  ariaBaseline: true,
  visualBaseline: true,
  ownLocale: false,
  staysLoading: false,
  a11y: {},
};

/**
 * @typedef {{ width: number; height: number }} Viewport
 * @typedef {{ test?: string; disable?: boolean; options?: Record<string, unknown> } & Record<string, unknown>} A11yParameters
 * @typedef {{ viewport: Viewport; consoleErrors: string[]; ariaBaseline: boolean; visualBaseline: boolean; ownLocale: boolean; staysLoading: boolean; a11y: A11yParameters }} StorySettings
 * @typedef {{ id: string; title: string; name: string; type: string; importPath: string }} IndexEntry
 * @param {string[]} ids
 * @returns {Promise<Map<string, StorySettings>>}
 */
async function storySettings(ids) {
  const page = await browser.newPage();
  await page.goto(`${base}/iframe.html?id=${ids[0]}&viewMode=story&globals=theme:light`);
  const settings = await page.evaluate(async (storyIds) => {
    const preview = /** @type {any} */ (window).__STORYBOOK_PREVIEW__;
    await preview.ready?.();
    /** @type {Record<string, { phone: boolean; consoleErrors: string[]; ariaBaseline: boolean; visualBaseline: boolean; ownLocale: boolean; staysLoading: boolean; a11y: any }>} */
    const byId = {};
    for (const storyId of storyIds) {
      const story = await preview.storyStoreValue.loadStory({ storyId });
      byId[storyId] = {
        phone: story.storyGlobals?.viewport?.value === 'phone',
        consoleErrors: story.parameters?.artefact?.consoleErrors ?? [],
        ariaBaseline: story.parameters?.artefact?.ariaBaseline !== false,
        visualBaseline: story.parameters?.artefact?.visualBaseline !== false,
        ownLocale: story.storyGlobals?.locale !== undefined,
        staysLoading: story.parameters?.matrix?.state === 'loading',
        a11y: story.parameters?.a11y ?? {},
      };
    }
    return byId;
  }, ids);
  await page.close();
  return new Map(
    ids.map((id) => {
      const { phone = false, ...read } = settings[id] ?? {};
      return [id, { ...DEFAULT_SETTINGS, ...read, viewport: phone ? PHONE : DESKTOP }];
    }),
  );
}

/**
 * Waits until the story's pending requests have been answered (at most `capMs`) and React has had
 * two frames to render what they held back: the tree then no longer depends on how fast a lazy
 * chunk (or, in the Arabic pass, the mock API) answered.
 * @param {import('playwright-core').Page} page
 * @param {Set<import('playwright-core').Request>} pending
 * @param {number} capMs
 */
async function settled(page, pending, capMs) {
  for (let waited = 0; pending.size > 0 && waited < capMs; waited += 25) await page.waitForTimeout(25);
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}

/**
 * How a story is run: in the light or the dark theme (English, its play function run), in
 * Arabic, right to left (ARABIC), or in the pseudo-locale (PSEUDO).
 * @typedef {'light' | 'dark' | 'ar' | 'pseudo'} Pass
 */

/**
 * The Arabic pass, for page stories: the story in the light theme with the toolbar's language set
 * to Arabic, opened with `embed=true` so that Storybook renders it without its play function (those
 * assert English texts); so it shows the story's first state, mirrored. Held to an accessibility
 * tree (which names every text a screen reader would read, so English left in the screen shows in
 * review) and a screenshot at the story's own width, and checked by axe once the mock API has
 * answered (on demand, in checkBaselines: run as the story rendered, axe saw a list's skeleton or
 * its rows depending on timing). Stories that choose their own language (Settings in French,
 * Arabic, the pseudo-locale) are left to the English passes.
 */
const ARABIC = 'globals=theme:light;locale:ar;a11y.manual:!true&embed=true';

/**
 * The pseudo-locale pass, for every story (kit and pages), run on request (`--pass pseudo`, not in
 * `npm test`): its first state as ARABIC opens it, in the toolbar's pseudo-locale (English accented
 * and 40% longer, longer than French), checked for what a longer translation breaks
 * (layoutProblems) and by axe; no baselines.
 */
const PSEUDO = 'globals=theme:light;locale:pseudo;a11y.manual:!true&embed=true';

/** @param {Pass} pass */
const storyQuery = (pass) => (pass === 'ar' ? ARABIC : pass === 'pseudo' ? PSEUDO : `globals=theme:${pass}`);
/** Whether the pass opens stories without their play function (ARABIC, PSEUDO). */
const firstState = (/** @type {Pass} */ pass) => pass === 'ar' || pass === 'pseudo';

/**
 * Where the crawl's time goes, per pass: opening the story and running its play function and axe,
 * then the empty-canvas, layout and baseline checks (printed at the end, to keep CI time in view).
 * @type {Map<string, Map<string, { ms: number; count: number }>>}
 */
const timings = new Map();
/** @param {Pass} pass @param {string} phase @param {number} ms */
function spent(pass, phase, ms) {
  const phases = timings.get(pass) ?? new Map();
  timings.set(pass, phases);
  const sum = phases.get(phase) ?? { ms: 0, count: 0 };
  phases.set(phase, { ms: sum.ms + ms, count: sum.count + 1 });
}

/**
 * Runs in the page: waits for the end of story `storyId` (its render, play function and axe) and
 * says how it ended. With `emit`, it first sends that event to the preview, as the Storybook UI
 * does when a story is picked in its sidebar (OPENED_BY).
 * @param {{ storyId: string; timeout: number; serviceWorkerRace: string; emit: [string, unknown] | null }} options
 * @returns {Promise<any>}
 */
function storyOutcome({ storyId, timeout, serviceWorkerRace, emit }) {
  return new Promise((resolve) => {
    const channel = /** @type {any} */ (window).__STORYBOOK_ADDONS_CHANNEL__;
    /** @type {[string, (payload: any) => void][]} */
    const listeners = [];
    /** @param {string} event @param {(payload: any) => void} listener */
    const on = (event, listener) => {
      listeners.push([event, listener]);
      channel.on(event, listener);
    };
    const timer = setTimeout(() => done({ status: 'timeout' }), timeout);
    /** @param {unknown} result */
    const done = (result) => {
      clearTimeout(timer);
      for (const [event, listener] of listeners) channel.off(event, listener);
      resolve(result);
    };
    for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'])
      on(event, (payload) =>
        done({ status: event, detail: JSON.stringify(payload?.message ?? payload).slice(0, 300) }),
      );
    // Errors the story's code raised while the play function ran (a rejected promise, an error in
    // an effect): Storybook then ends the story in error without saying why. The mock service
    // worker's update race is the harness's (SERVICE_WORKER_RACE), and so is the story's end in
    // error that follows from it alone.
    let harnessOnly = false;
    on('unhandledErrorsWhilePlaying', (/** @type {any[]} */ errors) => {
      const own = errors.filter((error) => !String(error?.message).startsWith(serviceWorkerRace));
      if (own.length > 0)
        done({
          status: 'unhandledErrorsWhilePlaying',
          detail: JSON.stringify(own.map((error) => error?.message)).slice(0, 300),
        });
      else harnessOnly = true;
    });
    on('storyFinished', (payload) => {
      if (payload.storyId !== storyId) return;
      done({
        status: 'finished',
        payload: harnessOnly && payload.status === 'error' ? { ...payload, status: 'success' } : payload,
      });
    });
    if (emit) channel.emit(...emit);
  });
}

/**
 * The axe rules whose outcome depends on colours. A story's end state is checked by every rule of
 * addon-a11y in dark, where its play function ran; light, switched in place (OPENED_BY), shows the
 * same document in other colours, so only these rules can answer differently there (the others
 * cost about 0.2 s per story for the same answer). A story opened afresh in light (after a failure,
 * on a retry) gets every rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs in the page: addon-a11y's axe run of the story shown, on demand (the addon's `manual` event,
 * as its panel's "Run" button sends it) with `input` (the story's `a11y` parameters and the rules
 * to run); resolves with its violations as the crawl reports them, or with why it failed.
 * @param {{ storyId: string; input: Record<string, unknown>; timeout: number }} options
 * @returns {Promise<{ violations: string[] } | { error: string }>}
 */
function axeOnDemand({ storyId, input, timeout }) {
  return new Promise((resolve) => {
    const channel = /** @type {any} */ (window).__STORYBOOK_ADDONS_CHANNEL__;
    const timer = setTimeout(() => done({ error: 'axe did not answer' }), timeout);
    /** @param {{ violations: string[] } | { error: string }} result */
    const done = (result) => {
      clearTimeout(timer);
      channel.off('storybook/a11y/result', onResult);
      channel.off('storybook/a11y/error', onError);
      resolve(result);
    };
    /** @param {any} result */
    const onResult = (result) =>
      done({
        violations: (result?.violations ?? []).map(
          (/** @type {any} */ violation) => `${violation.id} (${violation.nodes?.length ?? 0})`,
        ),
      });
    /** @param {any} error */
    const onError = (error) => done({ error: String(error?.message ?? error) });
    channel.on('storybook/a11y/result', onResult);
    channel.on('storybook/a11y/error', onError);
    channel.emit('storybook/a11y/manual', storyId, input);
  });
}

/**
 * addon-a11y's axe run on demand on the story shown, with only `rules` or every rule, as the
 * crawl's problems. As addon-a11y's own run: none for a story that turns it off, violations only
 * warned of under `test: 'todo'`.
 * @param {import('playwright-core').Page} page
 * @param {string} storyId
 * @param {A11yParameters} a11y the story's `a11y` parameters
 * @param {string[]} [rules]
 * @returns {Promise<string[]>}
 */
async function axeProblems(page, storyId, a11y, rules) {
  if (a11y.test === 'off' || a11y.disable === true) return [];
  const input = rules ? { ...a11y, options: { ...a11y.options, runOnly: rules } } : a11y;
  const axe = await page.evaluate(axeOnDemand, { storyId, input, timeout: STORY_TIMEOUT_MS });
  if ('error' in axe) return [`a11y: ${axe.error}`];
  return axe.violations.length > 0 && a11y.test !== 'todo' ? [`a11y: ${axe.violations.join(', ')}`] : [];
}

/**
 * Runs in the page: empty storage and the window at the top, as in a fresh document, and the
 * globals (theme) the next story opens with, set without rendering the story shown.
 * @param {Record<string, unknown>} globals
 */
function startAfresh(globals) {
  // (A profile or a collapsed sidebar left by another story changed what a story showed.)
  localStorage.clear();
  sessionStorage.clear();
  window.scrollTo(0, 0);
  /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.update(globals);
}

/**
 * How a story is opened (OPENED_BY): in a fresh document (`load`), in the page's preview in place
 * of the story it showed (`story`), or, being the story the page shows, in the other theme
 * (`theme`).
 * @typedef {'load' | 'story' | 'theme'} OpenedBy
 */
/** @type {Record<OpenedBy, string>} */
const OPENING = { load: 'load and play', story: 'switch and play', theme: 'theme switch' };

/**
 * Runs one story in `page`, opened as `openedBy` says, and reports what went wrong (nothing: an
 * empty list).
 * @param {import('playwright-core').Page} page
 * @param {IndexEntry} story
 * @param {Pass} pass
 * @param {StorySettings} own
 * @param {OpenedBy} openedBy
 * @returns {Promise<string[]>}
 */
async function runStory(page, story, pass, own, openedBy) {
  const { consoleErrors } = own;
  /** @type {string[]} */
  const problems = [];
  /** @param {Error} error */
  const onPageError = (error) => {
    if (!error.message.startsWith(SERVICE_WORKER_RACE)) problems.push(`page error: ${error.message}`);
  };
  // A failed request is the browser's log, not the app's: error stories answer 4xx/5xx on purpose.
  /** @param {import('playwright-core').ConsoleMessage} message */
  const onConsole = (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      !text.startsWith('Failed to load resource') &&
      !consoleErrors.some((expected) => text.startsWith(expected))
    )
      problems.push(`console error: ${message.text().split('\n')[0]}`);
  };
  // Code the story is still loading (the shell's lazy sidebar and toasts), to wait for before
  // the accessibility tree is taken. Without its play function to wait for the data (the Arabic
  // pass), the story's API calls too: a slow answer (1.5 s) then arrives before the baseline is
  // taken, and a screen that stays loading on purpose costs the 5 s cap.
  const waitedFor = firstState(pass) ? ['script', 'fetch', 'xhr'] : ['script'];
  /** @type {Set<import('playwright-core').Request>} */
  const pending = new Set();
  /** @param {import('playwright-core').Request} request */
  const onRequest = (request) => {
    if (waitedFor.includes(request.resourceType())) pending.add(request);
  };
  /** @param {import('playwright-core').Request} request */
  const onRequestDone = (request) => pending.delete(request);
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  page.on('request', onRequest);
  page.on('requestfinished', onRequestDone);
  page.on('requestfailed', onRequestDone);
  try {
    await page.setViewportSize(own.viewport);
    const loadStarted = Date.now();
    if (openedBy === 'load')
      await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&${storyQuery(pass)}`);
    // The globals a story opened in place, or switched to in place, is shown with: after a theme
    // switch, axe runs on demand below, with COLOUR_RULES only.
    const colourRulesOnly = openedBy === 'theme';
    /** @type {Record<string, unknown>} */
    const globals = firstState(pass) ? {} : { theme: pass, a11y: { manual: colourRulesOnly } };
    // A story opened in place starts as a fresh document would: empty storage, at the top.
    if (openedBy === 'story') await page.evaluate(startAfresh, globals);
    /** @type {[string, unknown] | null} */
    const emit =
      openedBy === 'story'
        ? ['setCurrentStory', { storyId: story.id, viewMode: 'story' }]
        : openedBy === 'theme'
          ? ['updateGlobals', { globals }]
          : null;
    const outcome = await page.evaluate(storyOutcome, {
      storyId: story.id,
      timeout: STORY_TIMEOUT_MS,
      serviceWorkerRace: SERVICE_WORKER_RACE,
      emit,
    });
    const checksStarted = Date.now();
    spent(pass, OPENING[openedBy], checksStarted - loadStarted);
    if (outcome.status !== 'finished')
      problems.push(`${outcome.status}${outcome.detail ? `: ${outcome.detail}` : ''}`);
    else {
      for (const reporter of outcome.payload.reporters ?? []) {
        if (reporter.status === 'failed' || reporter.status === 'error') {
          const violations = reporter.result?.violations ?? [];
          problems.push(
            `${reporter.type}: ${violations.map((/** @type {any} */ violation) => `${violation.id} (${violation.nodes?.length ?? 0})`).join(', ') || reporter.status}`,
          );
        }
      }
      if (colourRulesOnly && problems.length === 0)
        problems.push(...(await axeProblems(page, story.id, own.a11y, COLOUR_RULES)));
      if (outcome.payload.status === 'error' && problems.length === 0)
        problems.push(
          `story finished with an error: ${JSON.stringify(
            (outcome.payload.reporters ?? []).map((/** @type {any} */ reporter) => [
              reporter.type,
              reporter.status,
            ]),
          )}`,
        );
      // Empty: nothing in the story's root takes up space, and no dialog or menu is open in a portal.
      const empty = await page.evaluate(() => {
        const rootElement = document.querySelector('#storybook-root');
        const shown = [...(rootElement?.querySelectorAll('*') ?? [])].some((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        });
        const portal = document.querySelector(
          '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
        );
        return !shown && !portal;
      });
      if (empty) problems.push('the canvas ends empty');
      if (problems.length === 0) problems.push(...(await checkBaselines(page, story, pass, own, pending)));
    }
    spent(pass, 'checks and baselines', Date.now() - checksStarted);
  } catch (error) {
    problems.push(`runner: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    page.off('request', onRequest);
    page.off('requestfinished', onRequestDone);
    page.off('requestfailed', onRequestDone);
  }
  return problems;
}

/**
 * A screenshot of the page at rest: taken again until two in a row are alike (at most about 2 s),
 * as Playwright's toHaveScreenshot does, so a transition or a late render on a busy machine is not
 * caught halfway; or the first, when it is already what `expected` waits for (the baseline: the
 * page is then at rest as it was when the baseline was taken, and a second look costs a third of a
 * second). A kit story is taken whole (up to MAX_HEIGHT), a page story as the screen shows it.
 * @param {import('playwright-core').Page} page
 * @param {boolean} whole
 * @param {(screenshot: Buffer) => boolean} [expected]
 * @returns {Promise<{ screenshot: Buffer; expected: boolean }>}
 */
async function stableScreenshot(page, whole, expected) {
  const shoot = async () => {
    const size = page.viewportSize() ?? DESKTOP;
    const height = whole ? await page.evaluate(() => document.documentElement.scrollHeight) : 0;
    return page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      ...(whole && {
        fullPage: true,
        clip: { x: 0, y: 0, width: size.width, height: Math.min(MAX_HEIGHT, Math.max(height, size.height)) },
      }),
    });
  };
  let previous = await shoot();
  if (expected?.(previous)) return { screenshot: previous, expected: true };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForTimeout(100);
    const next = await shoot();
    if (next.equals(previous)) return { screenshot: next, expected: false };
    previous = next;
  }
  return { screenshot: previous, expected: false };
}

/**
 * Compares the story's end state with its baselines, once the page is at rest: the accessibility
 * tree, and screenshots at the story's own width and, in light, at the other one (the page is
 * resized, not run again: media queries and resize observers lay it out anew). A kit story's screenshots
 * are kept whole, a page story's at half resolution (scripts/lib/visual-baselines.mjs says why).
 * The Arabic pass has baselines of its own (`<id>.ar`), at the story's own width only.
 * @param {import('playwright-core').Page} page
 * @param {IndexEntry} story
 * @param {Pass} pass
 * @param {StorySettings} settings
 * @param {Set<import('playwright-core').Request>} pending
 * @returns {Promise<string[]>}
 */
async function checkBaselines(
  page,
  story,
  pass,
  { viewport, ariaBaseline, visualBaseline, staysLoading, a11y },
  pending,
) {
  /** @type {string[]} */
  const problems = [];
  const kit = story.importPath.startsWith('./packages/ui/');
  /** @type {[keyof typeof WIDTHS, keyof typeof WIDTHS]} */
  const widths = viewport === PHONE ? ['phone', 'desktop'] : ['desktop', 'phone'];
  /** @param {keyof typeof WIDTHS} width */
  const atRest = (width) =>
    stableScreenshot(
      page,
      kit,
      (screenshot) =>
        visualBaseline &&
        !updateBaselines &&
        matchesVisualBaseline(`${story.id}.${pass}.${width}`, screenshot, { half: !kit }),
    );
  /** @param {keyof typeof WIDTHS} width @param {{ screenshot: Buffer; expected: boolean }} shot */
  const compare = (width, { screenshot, expected }) => {
    if (expected) return;
    const difference = checkVisualBaseline(`${story.id}.${pass}.${width}`, screenshot, {
      update: updateBaselines,
      half: !kit,
    });
    if (difference) problems.push(difference);
  };
  // Where the layout is checked: the first-state passes at the story's width, and the light pass
  // at the phone's for every page story (it must fit a phone in English too, whichever width it
  // was written for).
  /** @param {keyof typeof WIDTHS} width */
  const layoutCheckedAt = (width) => firstState(pass) || (pass === 'light' && !kit && width === 'phone');
  // A story that stays loading waits for the answers that come (the mocks answer in well under a
  // second), not 5 s for the one that never does (2026-11-29: 15 stories, 4-5 s each in Arabic).
  const capMs = staysLoading ? 2000 : 5000;
  await settled(page, pending, capMs);
  if (layoutCheckedAt(widths[0])) problems.push(...(await page.evaluate(layoutProblems)));
  // The first-state passes check with axe here, the story's answers in (ARABIC).
  if (firstState(pass)) problems.push(...(await axeProblems(page, story.id, a11y)));
  if (pass === 'pseudo') return problems;
  const atOwnWidth = await atRest(widths[0]);
  // Dark must give a screen reader the same page as light: both are held to one baseline,
  // which an update takes from light.
  if (ariaBaseline && !(updateBaselines && pass === 'dark')) {
    const tree = await page.locator('body').ariaSnapshot();
    const name = pass === 'ar' ? `${story.id}.ar` : story.id;
    const difference = checkAriaBaseline(name, tree, { update: updateBaselines });
    if (difference) problems.push(difference);
  }
  if (!visualBaseline) return problems;
  compare(widths[0], atOwnWidth);
  // The other width in light only: dark's colours are seen at the story's own width, the layout
  // at the other width is light's (a dark screenshot there cost CI time and showed nothing new).
  if (pass !== 'light') return problems;
  await page.setViewportSize(WIDTHS[widths[1]]);
  await settled(page, pending, capMs);
  if (layoutCheckedAt(widths[1])) problems.push(...(await page.evaluate(layoutProblems)));
  compare(widths[1], await atRest(widths[1]));
  return problems;
}

const fontProblem = checkFonts({ update: updateBaselines });
if (fontProblem) {
  console.error(`✗ ${fontProblem}`);
  process.exit(1);
}
clearVisualReport();

const started = Date.now();
const failures = [];
/** @type {('light' | 'dark')[]} */
const THEMES = ['dark', 'light'];
// Three pages on two cores: a page waits for frames and timers as much as it renders, so a third
// keeps the cores busy (2026-11-29: 471-474 s with two, 391-392 s with three, every story passing
// and none on a retry in two runs each; docs/storybook.md).
const WORKERS = Number(process.env.STORYBOOK_WORKERS ?? 3);

const settings = await storySettings(stories.map((story) => story.id));
/** @param {IndexEntry} story */
const inArabic = (story) =>
  !story.importPath.startsWith('./packages/ui/') && settings.get(story.id)?.ownLocale === false;
const arabicStories = stories.filter(inArabic);
// Asked for only (`--pass pseudo`): it takes about 12 minutes on two cores, and what it still finds
// is listed in docs/storybook.md.
const pseudoStories =
  onlyPass === 'pseudo' ? stories.filter((story) => settings.get(story.id)?.ownLocale === false) : [];
/**
 * A story's two themes are one job: its play function runs in dark, then light is checked in the
 * same page, the preview asked to switch the theme (OPENED_BY). Dark goes first because light is
 * also taken at the other width: the page resized there loses what only the story's own width
 * shows (a focused link in a sidebar that becomes a sheet), which a theme switch would not bring
 * back.
 * @type {{ story: IndexEntry; passes: Pass[] }[]}
 */
const queue = [
  ...stories.map((story) => ({ story, passes: /** @type {Pass[]} */ (THEMES) })),
  ...arabicStories.map((story) => ({ story, passes: /** @type {Pass[]} */ (['ar']) })),
  ...pseudoStories.map((story) => ({ story, passes: /** @type {Pass[]} */ (['pseudo']) })),
]
  .map((job) => ({
    ...job,
    passes: job.passes.filter((pass) => onlyPass === undefined || pass === onlyPass),
  }))
  .filter((job) => job.passes.length > 0);

/**
 * A page for the crawl. UTC, English and a fixed date: the same text (dates, "5 minutes ago", the
 * mocks' data seeded relative to now) on every run and machine, for the baselines. Reduced motion:
 * the kit then ends its animations at once, so no screenshot catches a layer that an entrance
 * animation left on the compositor (text drawn a shade apart).
 */
async function crawlPage() {
  const page = await browser.newPage({
    viewport: DESKTOP,
    timezoneId: 'UTC',
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  await page.clock.setFixedTime(BASELINE_TIME);
  await page.addInitScript(startAfresh, {});
  // A toast stays until it is checked, however busy the machine (the kit's toasts, sonner, hold
  // their timer while the document is hidden): the story's end state, not a race with its timer.
  await page.addInitScript(() =>
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => true }),
  );
  return page;
}

async function worker() {
  // A page per way of opening stories (English, with the theme switched in place; Arabic; the
  // pseudo-locale): the story it shows, or nothing before its first load.
  /** @type {Map<string, { page: import('playwright-core').Page; storyId?: string }>} */
  const pages = new Map();
  for (let job = queue.shift(); job !== undefined; job = queue.shift()) {
    const { story } = job;
    const own = settings.get(story.id) ?? DEFAULT_SETTINGS;
    const [firstPass = 'light'] = job.passes;
    const mode = firstState(firstPass) ? firstPass : 'en';
    const shown = pages.get(mode) ?? { page: await crawlPage() };
    pages.set(mode, shown);
    let previousPassed = false;
    for (const [position, pass] of job.passes.entries()) {
      /** @type {OpenedBy} */
      const openedBy =
        shown.storyId === undefined || (position === 0 && shown.storyId === story.id)
          ? 'load'
          : position === 0
            ? 'story'
            : previousPassed
              ? 'theme'
              : 'load';
      let problems = await runStory(shown.page, story, pass, own, openedBy);
      // Once more before failing, in a fresh page: on two busy cores a toast or a worker can
      // miss its moment. A story that passes the second time is reported, so flakiness (or a story
      // that depends on the one before it) stays visible.
      if (problems.length > 0) {
        // (A new page, not only a new document: a story that failed after hundreds of others in
        // one page passed in a new one, a focus ring the old page no longer drew.)
        await shown.page.close();
        shown.page = await crawlPage();
        const retried = await runStory(shown.page, story, pass, own, 'load');
        // (An update runs a story twice on purpose, to confirm a new baseline.)
        if (retried.length === 0 && !updateBaselines)
          console.log(
            `⚠ ${story.title} › ${story.name} (${pass}, ${openedBy}) passed on retry: ${problems[0]}`,
          );
        problems = retried;
      }
      shown.storyId = story.id;
      previousPassed = problems.length === 0;
      if (problems.length > 0) {
        failures.push({ story, pass, problems });
        console.log(`✗ ${story.title} › ${story.name} (${pass})\n    ${problems.join('\n    ')}`);
      }
    }
  }
  for (const { page } of pages.values()) await page.close();
}
await Promise.all(Array.from({ length: WORKERS }, worker));
await browser.close();
server.close();

// A baseline whose story is gone (renamed or deleted) would never be checked again.
const held = (/** @type {'ariaBaseline' | 'visualBaseline'} */ kind) =>
  stories.filter((story) => settings.get(story.id)?.[kind]);
const ownWidth = (/** @type {IndexEntry} */ story) =>
  settings.get(story.id)?.viewport === PHONE ? 'phone' : 'desktop';
const wholeRun = only === undefined && onlyPass === undefined;
const visualNames = new Set(
  held('visualBaseline').flatMap((story) => [
    ...Object.keys(WIDTHS).map((width) => `${story.id}.light.${width}`),
    `${story.id}.dark.${ownWidth(story)}`,
    ...(inArabic(story) ? [`${story.id}.ar.${ownWidth(story)}`] : []),
  ]),
);
const orphans = wholeRun
  ? [
      ...orphanedAriaBaselines(
        new Set(
          held('ariaBaseline').flatMap((story) =>
            inArabic(story) ? [story.id, `${story.id}.ar`] : [story.id],
          ),
        ),
      ),
      ...orphanedVisualBaselines(visualNames),
    ]
  : [];
if (recordScreens)
  recordMatchedScreens(wholeRun ? visualNames : undefined, { refresh: args.includes('--record-screens') });
if (updateBaselines) for (const file of orphans) rmSync(file);
else if (orphans.length > 0)
  console.log(
    `✗ baselines without a story (npm run baselines:update removes them): ${orphans.map((file) => path.basename(file)).join(', ')}`,
  );
const report = writeVisualReport();
if (report) console.log(`Screenshot differences: ${path.relative(process.cwd(), report)}`);
const orphaned = updateBaselines ? 0 : orphans.length;
for (const [pass, phases] of timings)
  console.log(
    `${pass}: ${[...phases].map(([phase, { ms, count }]) => `${phase} ${(ms / count / 1000).toFixed(2)} s (${count})`).join(', ')} per story`,
  );
console.log(
  `screenshots' first looks: ${screenLookups.known} known byte for byte, ${screenLookups.compared} compared pixel by pixel`,
);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `\n${stories.length} stories × 2 themes + ${arabicStories.length} in Arabic + ${pseudoStories.length} in the pseudo-locale in ${seconds} s: ${failures.length === 0 ? 'all passed' : `${failures.length} failed`}`,
);
process.exit(failures.length === 0 && undocumented.length === 0 && orphaned === 0 ? 0 : 1);
