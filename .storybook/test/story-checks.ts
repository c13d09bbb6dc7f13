// The checks every story test ends with, after its play function (docs/storybook.md#checks).
// Two sets of hooks, given to setProjectAnnotations around addon-a11y's (../vitest.setup.ts): `settled` runs
// before axe (so axe sees the story's data, not its skeleton), `storyChecks` after it.
import { afterEach as axeCheck } from '@storybook/addon-a11y/preview';
import type { ProjectAnnotations, Renderer, StoryContext } from 'storybook/internal/types';
import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { layoutProblems, tableWrapProblems } from '../../scripts/lib/layout-problems.mjs';
import { PORTALS, showsNothing } from './blank-canvas';
import { startConsoleLog, unexpectedConsoleErrors } from './console-errors';
import { requestsInFlight, startStoryRequests } from './requests-in-flight';
import { sizeOf } from '../viewports';

/** The phone width every page story must fit without scrolling sideways or cutting text off. */
const PHONE = sizeOf('phone');
/** The laptop width a list screen's table must show its values whole at (docs/storybook.md#checks). */
const LAPTOP = sizeOf('laptop');
/** How long a story may take to get its data once its play function is done (or at once without one). */
const SETTLE_MS = 5_000;
/**
 * The axe rules whose outcome depends on colours: the dark theme shows the document light checked
 * with every rule, in other colours.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** Story-matrix states whose request is never answered on purpose (a skeleton, a spinner on Save). */
const STAYS_BUSY = new Set(['loading', 'submitting']);

type Context = StoryContext<Renderer>;

/** The app's page stories (title App/...), as opposed to the kit's components. */
const isPageStory = (context: Context) => context.title.startsWith('App/');
/**
 * The kit's own components (packages/ui's primitives, patterns and layout) are held to screenshots,
 * but for a story that says `parameters: { screenshot: false }` (a tall grid of photos) and why.
 */
const takesScreenshots = (context: Context) =>
  /packages\/ui\/src\/(primitives|patterns|layout)\//.test(String(expect.getState().testPath)) &&
  context.parameters.screenshot !== false;

const matrixState = (context: Context) =>
  (context.parameters.matrix as { state?: string } | undefined)?.state;

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const isBusy = (canvas: HTMLElement) => canvas.querySelector('[aria-busy="true"]') !== null;

/** The kit's DataTable (a list screen's table). */
const DATA_TABLE = '.fa-table';
const showsDataTable = () => document.querySelector(DATA_TABLE) !== null;

/**
 * Resizes the page and waits until its tables are laid out again: a DataTable folds or unfolds its
 * columns a frame or two after its box changes size (a ResizeObserver, then React).
 */
async function resizeTo({ width, height }: { width: number; height: number }) {
  await page.viewport(width, height);
  const layout = () =>
    [...document.querySelectorAll(DATA_TABLE)]
      .map((table) => `${table.querySelectorAll('th').length}:${table.scrollWidth}`)
      .join();
  let before = '';
  for (let tries = 0; tries < 10; tries++) {
    await frame();
    const now = layout();
    if (now === before) return;
    before = now;
  }
}

/**
 * Waits until the story has no request to the mock API in flight and nothing in its canvas is
 * aria-busy, at most `ms`; says whether the screen still shows it is loading.
 */
async function settle(canvas: HTMLElement, ms: number) {
  const until = performance.now() + ms;
  while ((requestsInFlight().length > 0 || isBusy(canvas)) && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await frame();
  return isBusy(canvas);
}

export const settled: ProjectAnnotations<Renderer> = {
  afterEach: async (context) => {
    // A story that stays busy on purpose still gets its other answers (a name in the breadcrumb).
    const canvas = context.canvasElement as HTMLElement;
    if (STAYS_BUSY.has(matrixState(context) ?? '')) {
      await settle(canvas, 1_000);
      return;
    }
    const stillLoading = await settle(canvas, SETTLE_MS);
    // A page story that still shows it is loading after its play function (a missing mock, a
    // request that loops) is stuck. The kit's Loading stories are busy on purpose.
    if (stillLoading && isPageStory(context))
      throw new Error(
        `the story still shows it is loading ${SETTLE_MS / 1000} s after it rendered (waiting for: ${requestsInFlight().join(', ') || 'no request'})`,
      );
  },
};

/** The kit's component pixel for pixel: the story's root, or the page when a dialog or menu is open. */
async function matchKitScreenshot(context: Context, theme: string) {
  const portal = document.querySelector(PORTALS);
  const target = portal === null ? (context.canvasElement as HTMLElement) : document.body;
  await expect.element(page.elementLocator(target)).toMatchScreenshot(`${theme}/${context.id}`);
}

/**
 * The same end state in the dark theme, switched in place as the toolbar's theme does (the kit's
 * tokens follow `<html data-theme>`): axe's colour rules, through addon-a11y with the story's own
 * `a11y` parameters, and the kit's screenshot.
 */
async function checkInDark(context: Context) {
  const root = document.documentElement;
  root.dataset.theme = 'dark';
  try {
    await frame();
    const a11y = (context.parameters.a11y ?? {}) as { options?: object };
    await axeCheck({
      ...context,
      parameters: {
        ...context.parameters,
        a11y: { ...a11y, options: { ...a11y.options, runOnly: COLOUR_RULES } },
      },
    } as Parameters<typeof axeCheck>[0]);
    if (takesScreenshots(context)) await matchKitScreenshot(context, 'dark');
  } finally {
    root.dataset.theme = 'light';
  }
}

export const storyChecks: ProjectAnnotations<Renderer> = {
  beforeEach: () => {
    startConsoleLog();
    startStoryRequests();
  },
  afterEach: async (context) => {
    const english = (context.globals as { locale?: string }).locale === 'en';
    const unexpected = unexpectedConsoleErrors(
      (context.parameters.consoleErrors as string[] | undefined) ?? [],
    );
    expect(unexpected, 'console errors').toEqual([]);
    expect(showsNothing(PORTALS, context.canvasElement as HTMLElement), 'the canvas ends empty').toBe(false);

    // What a screen reader gets, held in text (roles, names, states and text in YAML); Vitest's
    // matcher retries until the page shows the stored tree. A page that says nothing to a screen
    // reader (a decorative skeleton) has no tree to hold.
    if ((await commands.ariaSnapshot()).trim() !== '')
      await expect.element(page.elementLocator(document.body)).toMatchAriaSnapshot();

    if (english) {
      if (takesScreenshots(context)) await matchKitScreenshot(context, 'light');
      await checkInDark(context);
    }

    // A list screen's table shows its values whole on a laptop, in English and in Arabic: no word
    // or number broken, ids, numbers, amounts and dates on one line (its columns fold to fit).
    // A story made for a phone is held to the phone's layout only.
    if (isPageStory(context) && window.innerWidth !== PHONE.width && showsDataTable()) {
      await resizeTo(LAPTOP);
      expect(tableWrapProblems(DATA_TABLE), `tables at ${LAPTOP.width} px`).toEqual([]);
    }

    // Every page must fit a phone, in English and in Arabic.
    if (isPageStory(context)) {
      if (window.innerWidth !== PHONE.width) await resizeTo(PHONE);
      expect(layoutProblems(), `layout at ${PHONE.width} px`).toEqual([]);
    }
  },
};
