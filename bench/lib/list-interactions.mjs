// @ts-check
// What a list's sort, filter, search and paging cost the main thread on a phone's CPU (issue: no
// long task over 200 ms during a list's sort or filter at 4x slowdown). On a signed-in, loaded
// list, the CPU is slowed four times, one interaction is made (a click or typing), and until the
// page is quiet again every long task (the Long Tasks API), every long animation frame with the
// scripts that ran in it (the Long Animation Frames API) and the interaction's own latency (the
// Event Timing API, what INP reports) are recorded in the page.
import { trackRequests } from './network.mjs';

/**
 * `target` finds what the interaction acts on before the CPU is slowed: Playwright resolves a role
 * locator inside the page (names of every element), which would be measured as the page's own work
 * (about 100 ms of a 4x-slowed click). `act` then clicks it or types, through the browser's input.
 * @typedef {import('playwright-core').Page} Page
 * @typedef {{ label: string, target: (page: Page) => import('playwright-core').Locator, act: (element: import('playwright-core').ElementHandle, page: Page) => Promise<void> }} Interaction
 * @typedef {{ path: string, ready: (page: Page) => import('playwright-core').Locator, interactions: Interaction[] }} ListScenario
 * @typedef {{ list: string, interaction: string, longestTaskMs: number, blockingMs: number, latencyMs: number, scripts: string[] }} InteractionResult
 */

/** @param {import('playwright-core').ElementHandle} element */
const click = (element) => element.click();

/** Sort by a column, then the other way (each click is a new server page and a new render). */
const sortTwice = (/** @type {string} */ column) => {
  const target = (/** @type {Page} */ page) =>
    page.getByRole('columnheader', { name: new RegExp(column) }).getByRole('button');
  return [
    { label: `sort by ${column}`, target, act: click },
    { label: `sort by ${column}, reversed`, target, act: click },
  ];
};

/** Open a facet's menu and pick its first value. */
const facet = (/** @type {string} */ name) => [
  {
    label: `open the ${name} filter`,
    target: (/** @type {Page} */ page) => page.getByRole('button', { name: new RegExp(`Filter by ${name}`) }),
    act: click,
  },
  {
    label: `pick a ${name}`,
    target: (/** @type {Page} */ page) => page.getByRole('menuitemcheckbox').first(),
    act: async (/** @type {import('playwright-core').ElementHandle} */ element, /** @type {Page} */ page) => {
      await element.click();
      await page.keyboard.press('Escape');
    },
  },
];

/** Type two letters into the list's search box, as a person would. */
const search = {
  label: 'type a search',
  target: (/** @type {Page} */ page) => page.getByRole('searchbox').first(),
  act: async (/** @type {import('playwright-core').ElementHandle} */ element, /** @type {Page} */ page) => {
    await element.focus();
    await page.keyboard.type('an', { delay: 150 });
  },
};

/** The orders' status tabs filter the list too. */
const statusTab = {
  label: 'pick a status tab',
  target: (/** @type {Page} */ page) => page.getByRole('tab').nth(1),
  act: click,
};

const nextPage = {
  label: 'next page',
  target: (/** @type {Page} */ page) => page.getByRole('button', { name: /^Next/ }).first(),
  act: click,
};

/** A table with rows of data (not its loading rows): a row has a link or a button. */
const tableRows = (/** @type {string} */ name) => (/** @type {Page} */ page) =>
  page.getByRole('table', { name }).locator('tbody tr td a, tbody tr td button').first();

/**
 * Open one of the activity feed's selects (the browser's own: the kit's NativeSelect) and close it,
 * then pick an option as a keyboard user does: focus it and type the option's first letter.
 */
const feedSelect = (/** @type {string} */ name, /** @type {string} */ option) => {
  const target = (/** @type {Page} */ page) => page.getByRole('combobox', { name });
  return [
    {
      label: `open the ${name} select`,
      target,
      act: async (
        /** @type {import('playwright-core').ElementHandle} */ element,
        /** @type {Page} */ page,
      ) => {
        await element.click();
        await page.keyboard.press('Escape');
      },
    },
    {
      label: `pick a ${name.toLowerCase()}`,
      target,
      act: async (
        /** @type {import('playwright-core').ElementHandle} */ element,
        /** @type {Page} */ page,
      ) => {
        await element.focus();
        await page.keyboard.press(option.charAt(0).toLowerCase());
      },
    },
  ];
};

const loadMore = {
  label: 'load more',
  target: (/** @type {Page} */ page) => page.getByRole('button', { name: 'Load more' }),
  act: click,
};

/** @type {ListScenario[]} */
export const LIST_SCENARIOS = [
  {
    path: '/admin/users',
    ready: tableRows('Users'),
    interactions: [...sortTwice('Email'), nextPage, ...facet('Role'), search],
  },
  {
    path: '/admin/restaurants?layout=table',
    ready: tableRows('Restaurants'),
    interactions: [...sortTwice('Name'), nextPage, search],
  },
  {
    path: '/admin/orders',
    ready: tableRows('Orders'),
    interactions: [...sortTwice('Total'), nextPage, statusTab],
  },
  {
    // The grid, the restaurants' default layout: cards, searched as you type, more as you scroll.
    path: '/admin/restaurants',
    ready: (page) => page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem').first(),
    interactions: [search],
  },
  {
    // The dashboard's activity feed: its filters and "Load more" (the feed's own list).
    path: '/admin',
    ready: (page) => page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem').first(),
    interactions: [loadMore, ...feedSelect('Category', 'Dish'), ...feedSelect('Level', 'Warning'), search],
  },
  {
    path: '/admin/reviews',
    ready: tableRows('Reviews'),
    interactions: [...sortTwice('Rating'), nextPage],
  },
];

/** In the page: start recording (again). Long tasks, long frames and interactions since the call. */
function startRecording() {
  const record = {
    tasks: /** @type {number[]} */ ([]),
    frames: /** @type {any[]} */ ([]),
    events: /** @type {number[]} */ ([]),
  };
  const w = /** @type {any} */ (window);
  for (const observer of w.__interactionObservers ?? []) observer.disconnect();
  const observe = (/** @type {PerformanceObserverInit} */ init, /** @type {(entry: any) => void} */ keep) => {
    const observer = new PerformanceObserver((list) => list.getEntries().forEach(keep));
    observer.observe(init);
    return observer;
  };
  w.__interactionObservers = [
    observe({ type: 'longtask' }, (entry) => record.tasks.push(entry.duration)),
    observe({ type: 'long-animation-frame' }, (entry) => record.frames.push(entry.toJSON())),
    observe({ type: 'event', durationThreshold: 16 }, (entry) => {
      if (entry.interactionId) record.events.push(entry.duration);
    }),
  ];
  w.__interactions = record;
}

/**
 * One interaction on a loaded list with the CPU slowed `cpuSlowdown` times, recorded until no
 * request has been in flight for a while (a search waits for its debounce first).
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp
 * @param {Interaction} interaction
 * @param {ReturnType<typeof trackRequests>} requests
 * @param {number} cpuSlowdown
 */
async function measureOne(page, cdp, interaction, requests, cpuSlowdown) {
  const element = await interaction.target(page).elementHandle();
  await page.evaluate(startRecording);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    await interaction.act(element, page);
    await page.waitForTimeout(1000);
    await requests.quiet();
    // Frames painted after the last response: give them time to be reported.
    await page.waitForTimeout(1000);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  return page.evaluate(() => /** @type {any} */ (window).__interactions);
}

/**
 * Every scenario's interactions in one signed-in tab; results in the order made.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {any} storageState signed-in storage
 * @param {{ cpuSlowdown?: number, viewport?: { width: number, height: number } }} [options]
 * @returns {Promise<InteractionResult[]>}
 */
export async function measureListInteractions(browser, baseUrl, storageState, options = {}) {
  const { cpuSlowdown = 4, viewport = { width: 1280, height: 900 } } = options;
  const context = await browser.newContext({ storageState, viewport });
  /** @type {InteractionResult[]} */
  const results = [];
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = trackRequests(page);
    for (const scenario of LIST_SCENARIOS) {
      await page.goto(baseUrl + scenario.path);
      // Loaded: the list shows data (not its loading placeholders), and the start-up is over.
      await scenario.ready(page).waitFor({ timeout: 30_000 });
      await requests.quiet();
      for (const interaction of scenario.interactions) {
        const record = await measureOne(page, cdp, interaction, requests, cpuSlowdown);
        const frames = /** @type {any[]} */ (record.frames);
        const scripts = frames
          .flatMap((frame) => frame.scripts)
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 3)
          .map(
            (script) =>
              `${script.sourceFunctionName || script.invoker} (${script.sourceURL.split('/').pop()}) ${Math.round(script.duration)} ms`,
          );
        results.push({
          list: scenario.path,
          interaction: interaction.label,
          longestTaskMs: Math.round(Math.max(0, ...record.tasks)),
          blockingMs: Math.round(frames.reduce((sum, frame) => sum + frame.blockingDuration, 0)),
          latencyMs: Math.round(Math.max(0, ...record.events)),
          scripts,
        });
      }
    }
  } finally {
    await context.close();
  }
  return results;
}
