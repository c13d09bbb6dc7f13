import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../chromium.config';
import { ariaSnapshot } from './test/aria-snapshot';

const dirname = fileURLToPath(new URL('.', import.meta.url));
/** The baselines the story tests hold stories to: text and the kit's screenshots, in git. */
const BASELINES_DIR = fileURLToPath(new URL('../storybook-baselines', import.meta.url));

/** Pages each pass shows stories in at once (STORY_PAGES=n to try another count). */
const STORY_PAGES = Number(process.env.STORY_PAGES ?? 3);

/**
 * A pass over the stories: its project name, the language every story starts in (the toolbar's
 * global), whether only the app's page stories take part, and where the accessibility trees it
 * takes go. Play functions run in both: they find elements by translated names
 * (packages/admin-app/src/stories/texts.ts), so each story ends in its own state in Arabic too.
 */
type StoryPass = { project: string; locale: 'en' | 'ar'; pagesOnly: boolean; ariaDir: string };

// Pre-bundle every dependency the stories import, so Vite never re-optimizes mid-run (which
// reloads the page and fails the running story with "Failed to fetch dynamically imported module").
const STORY_DEPENDENCIES = [
  '@dnd-kit/core',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@radix-ui/react-avatar',
  '@radix-ui/react-checkbox',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-label',
  '@radix-ui/react-select',
  '@radix-ui/react-slot',
  '@radix-ui/react-switch',
  '@tanstack/react-table',
  '@tanstack/react-query',
  '@tanstack/react-router',
  '@tanstack/react-form',
  'clsx',
  'cmdk',
  'lucide-react',
  'valibot',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'firebase/app',
  'firebase/auth',
  '@storybook/addon-docs > @storybook/react-dom-shim',
];

/**
 * One Vitest project per pass: every story in English (checked in light, then in dark), and the
 * app's page stories once more in Arabic, right to left. Each runs its stories in Chromium through
 * addon-vitest with the shared checks of test/story-checks.ts.
 */
function storyProject(pass: StoryPass, order: number) {
  return defineProject({
    plugins: [storybookTest({ configDir: dirname, initialGlobals: { theme: 'light', locale: pass.locale } })],
    optimizeDeps: { include: STORY_DEPENDENCIES },
    test: {
      name: pass.project,
      setupFiles: [`${dirname}vitest.setup.ts`],
      // Only the app's page stories are run right to left; the kit's texts are props.
      exclude: pass.pagesOnly ? ['**/packages/ui/**'] : [],
      testTimeout: 30_000,
      // A story that fails is run once more, and Vitest reports it as retried: a story whose end
      // state depends on timing it does not await shows up without failing the run.
      retry: 1,
      // Vitest opens one page per core less one (one page on two cores); a story spends much of its
      // time waiting (its mock API, frames, screenshots), so three pages keep two cores busy.
      maxWorkers: STORY_PAGES,
      // One pass after the other: two passes' pages at once slowed every story by more than they gained.
      sequence: { groupOrder: order + 1 },
      // Story files share one page per worker instead of reloading the preview (React, MSW, the
      // kit) for each of them: each story starts from a fresh mock API and QueryClient anyway
      // (preview.tsx). The whole light pass: 904 s isolated, measured (docs/storybook.md#speed).
      isolate: false,
      // What a failed screenshot comparison leaves (the new screenshot and the difference).
      attachmentsDir: `${dirname}../test-results/vitest-attachments`,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
          // Dates, relative times and number formats read the same on every machine.
          contextOptions: { timezoneId: 'UTC', locale: 'en-US', reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
        commands: { ariaSnapshot },
        expect: {
          toMatchScreenshot: {
            // The kit's screenshots: storybook-baselines/screenshots/<theme>/<story id>.png.
            resolveScreenshotPath: ({ arg, ext }) => `${BASELINES_DIR}/screenshots/${arg}${ext}`,
            resolveDiffPath: ({ arg, ext }) => `${dirname}../test-results/screenshots/${arg}${ext}`,
            comparatorName: 'pixelmatch',
            // About 13 levels of 255 per channel: Chromium draws the edge of an icon on a fraction of
            // a pixel a few levels apart from run to run; a changed token, spacing or text moves far
            // more.
            comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0 },
          },
        },
      },
    },
  });
}

const passes: StoryPass[] = [
  { project: 'stories', locale: 'en', pagesOnly: false, ariaDir: 'aria' },
  { project: 'stories-rtl', locale: 'ar', pagesOnly: true, ariaDir: 'aria-ar' },
];

export const storyProjects = passes.map((pass, order) => storyProject(pass, order));

/**
 * Where a story file's accessibility trees are kept: storybook-baselines/aria (English) or aria-ar
 * (Arabic), one .snap file per stories file, named after its path under packages/. Vitest reads
 * this from the root config only (vite.config.ts); other projects keep Vitest's default.
 */
export function resolveSnapshotPath(
  testPath: string,
  extension: string,
  context: { config: { name?: string } },
) {
  // A browser project's name carries its browser: 'stories (chromium)'.
  const project = context.config.name?.replace(/ \(.*\)$/, '');
  const ariaDir = passes.find((pass) => pass.project === project)?.ariaDir;
  if (ariaDir === undefined)
    return `${path.dirname(testPath)}/__snapshots__/${path.basename(testPath)}${extension}`;
  return `${BASELINES_DIR}/${ariaDir}/${testPath.replace(/^.*\/packages\//, '').replaceAll('/', '__')}${extension}`;
}
