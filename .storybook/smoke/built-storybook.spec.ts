// The built Storybook: what passes in the story tests (Vite's dev server) and breaks only in the
// build shows here (the mock service worker's path, static files, lazy chunks). What differs
// between the two is per stories file (its chunk and what it imports) or per preview (the mock
// service worker, the public folder copied whole, the kit's CSS), so the first story of each file
// is shown; every story is played and checked in the story tests. Each worker loads the preview
// once and switches stories in it as Storybook's sidebar does (`setCurrentStory`). The preview is
// opened as an embed (`embed=true`), where Storybook renders a story without its play function. A
// story passes when it renders without an error, a console error or a failed static file once its
// own requests have answered, with something on its canvas.
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { PORTALS, showsNothing } from '../test/blank-canvas';

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; importPath: string };

const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
/** The first story of each stories file (the index lists a file's stories in order). */
const firstOfEachFile = stories.filter(
  (entry, index) => stories.findIndex((other) => other.importPath === entry.importPath) === index,
);

/**
 * The build's own files (scripts, styles, fonts, images, the mock service worker) have a file
 * extension; the mock API's paths (/admin/orders/7) have none and answer 4xx and 5xx on purpose.
 */
const isBuildFile = (url: URL) => /\.\w+$/.test(url.pathname);
/** Two pages of the run updating the mock service worker at once; the race is the run's, not a story's. */
const SERVICE_WORKER_RACE = 'Failed to update a ServiceWorker';

type Preview = { page: Page; problems: string[]; pending: Set<Request> };

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const problems: string[] = [];
      const pending = new Set<Request>();
      // Storybook changes the address in place; a load of the page after the first is a reload.
      let loads = 0;
      page.on('load', () => {
        if (++loads > 1) problems.push(`the preview reloaded (${page.url()})`);
      });
      page.on('request', (request) => pending.add(request));
      page.on('requestfinished', (request) => pending.delete(request));
      page.on('pageerror', (error) => {
        if (!error.message.startsWith(SERVICE_WORKER_RACE)) problems.push(`page error: ${error.message}`);
      });
      page.on('console', (message) => {
        // A failed request is logged by the browser; the listeners below judge those.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          problems.push(`console error: ${message.text().split('\n')[0]}`);
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.status() >= 400 && url.origin === new URL(page.url()).origin && isBuildFile(url))
          problems.push(`${response.status()} ${url.pathname}`);
      });
      page.on('requestfailed', (request) => {
        pending.delete(request);
        const url = new URL(request.url());
        // blob: and data: URLs are the stories' own images (an upload's preview), not the build's.
        if (!url.protocol.startsWith('http')) return;
        if (isBuildFile(url) && request.failure()?.errorText !== 'net::ERR_ABORTED')
          problems.push(`failed to load ${url.pathname}: ${request.failure()?.errorText}`);
      });
      await use({ page, problems, pending });
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * The preview, loaded once in the worker's page, as an embed (no play functions). axe runs in the
 * story tests; here it would only cost time.
 */
async function openPreview(page: Page) {
  const ready =
    page.url().includes('/iframe.html') && (await page.evaluate(() => '__STORYBOOK_PREVIEW__' in window));
  if (ready) return;
  await page.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story&embed=true&globals=a11y.manual:!true`);
  // Ready when the first story has finished rendering; the mock service worker must then control
  // the page (it would reload a page it does not control yet, in the middle of a later story).
  await page.waitForFunction(() => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    return preview?.currentRender?.phase === 'finished';
  });
  const mocked = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none');
  expect(mocked, 'the mock service worker controls the preview').toMatch(/\/mockServiceWorker\.js$/);
}

/**
 * Runs in the page: what the story expects of the run: the starts of the console errors it logs on
 * purpose (`parameters.consoleErrors`) and whether it is made for a phone's screen.
 */
async function storySettings(storyId: string): Promise<{ consoleErrors: string[]; phone: boolean }> {
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__: StorybookPreview }).__STORYBOOK_PREVIEW__;
  const story = await preview.storyStoreValue.loadStory({ storyId });
  return {
    consoleErrors: (story.parameters.consoleErrors as string[] | undefined) ?? [],
    phone: (story.storyGlobals as { viewport?: { value?: string } }).viewport?.value === 'phone',
  };
}
type StorybookPreview = {
  storyStoreValue: {
    loadStory(options: {
      storyId: string;
    }): Promise<{ parameters: Record<string, unknown>; storyGlobals: object }>;
  };
};

/**
 * Runs in the page: shows story `storyId` (empty storage, at the top, as a fresh document) and
 * resolves with how it ended.
 */
function showStory(storyId: string): Promise<{ status: string; detail?: string }> {
  return new Promise((resolve) => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
      .__STORYBOOK_ADDONS_CHANNEL__;
    const listeners: [string, (payload: unknown) => void][] = [];
    const done = (result: { status: string; detail?: string }) => {
      for (const [event, listener] of listeners) channel.off(event, listener);
      resolve(result);
    };
    const on = (event: string, listener: (payload: unknown) => void) => {
      listeners.push([event, listener]);
      channel.on(event, listener);
    };
    for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'])
      on(event, (payload) => done({ status: event, detail: JSON.stringify(payload).slice(0, 300) }));
    // The story shown already (the preview opened on it) renders again from scratch.
    on('storyUnchanged', () => channel.emit('forceRemount', { storyId }));
    on('storyFinished', (payload) => {
      const finished = payload as { storyId: string; status: string };
      if (finished.storyId === storyId) done({ status: finished.status });
    });
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo(0, 0);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}
type StorybookChannel = {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
};

/**
 * Waits until the requests the story started have answered, so that what they log is judged with
 * this story and not the next; a story made to wait forever (a loading state) is given up on.
 */
async function answered({ pending }: Preview, giveUpAfterMs = 1_500) {
  const until = Date.now() + giveUpAfterMs;
  while (pending.size > 0 && Date.now() < until) await new Promise((wait) => setTimeout(wait, 25));
}

test('every kit component has a Docs page', () => {
  const entries = Object.values(index.entries);
  const kitTitles = new Set(
    stories
      .filter((entry) => /^\.\/packages\/ui\/src\/(primitives|patterns|layout)\//.test(entry.importPath))
      .map((entry) => entry.title),
  );
  const documented = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title));
  expect([...kitTitles].filter((title) => !documented.has(title))).toEqual([]);
});

for (const story of firstOfEachFile) {
  test(`${story.title} › ${story.name}`, async ({ preview }) => {
    await openPreview(preview.page);
    const settings = await preview.page.evaluate(storySettings, story.id);
    // Sized as the Storybook UI sizes a story made for a phone (`globals.viewport`).
    await preview.page.setViewportSize(
      settings.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    );
    preview.problems.length = 0;
    preview.pending.clear();
    const outcome = await preview.page.evaluate(showStory, story.id);
    expect(outcome, story.id).toEqual({ status: 'success' });
    await answered(preview);
    expect(await preview.page.evaluate(showsNothing, PORTALS), `${story.id} shows something`).toBe(false);
    const unexpected = preview.problems.filter(
      (problem) => !settings.consoleErrors.some((start) => problem.startsWith(`console error: ${start}`)),
    );
    expect(unexpected, story.id).toEqual([]);
  });
}
