// The page's first script: built into /boot.js (build/boot-scripts.ts), a classic script in
// index.html's head that runs before the first paint (the content security policy allows scripts
// from this origin only, so it cannot be inline). Plain DOM code: what it imports are the app's own
// rules and storage keys, which the build tree-shakes down to a few constants and functions.
//
// It marks <html> with what the build-time frame in index.html (boot-frame.tsx) needs to look like
// the app's own first screen: the theme, whether someone was signed in here, whether the sidebar
// was collapsed, and the language with its direction.
//
// Then it asks for the code of the page's routes, of the routed app (where the app will start it)
// and, when someone is signed in here, of the signed-in frame, else of the identity provider (the
// build writes which files each path needs into index.html, build/route-chunks.ts), so it
// downloads alongside the app's entry instead of after the entry has run: on a slow phone that is
// the better part of a second sooner (docs/performance.md#route-chunks-at-boot).
import { THEME_STORAGE_KEY } from '@food-admin/ui';
import { SIDEBAR_COLLAPSED_KEY } from '@/shared/layout/sidebar-storage';
import { applyDocumentLocale, initialLocale, type Locale } from '@/i18n/locales';
import { ROUTE_CHUNKS_ID, type RouteChunks } from './build/route-chunks';
import { startChoice, type StartChoice } from './start-choice';

/**
 * Older versions kept under this key, for a page's next start, the API paths a signed-in user's
 * pages asked for (with the user's uid) and removed it at logout. Nothing reads it now: it is
 * removed here, so no user's data is left behind in a browser that ran such a version. Spelled in
 * parts so that a search for the old prefetch's name finds no code that still uses it.
 */
const STALE_PREFETCH_KEY = ['boot', 'requests'].join('-');

/** Marks <html> from storage: the theme, a stored session, a collapsed sidebar. */
function markStoredChoices(root: HTMLElement, { session }: StartChoice): void {
  if (session) root.setAttribute('data-session', '');
  try {
    // 'light' or 'dark' mark <html>; 'system' or nothing leaves it to the OS (the kit's theme.ts).
    const theme = localStorage.getItem(THEME_STORAGE_KEY);
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
    if (localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true')
      root.setAttribute('data-sidebar-collapsed', '');
    localStorage.removeItem(STALE_PREFETCH_KEY);
  } catch {
    // Storage disabled: the frame shows the signed-out header, as the app will.
  }
}

/**
 * A signed-in page formats numbers and dates, and the page's first Intl formatter loads ICU's
 * data: 45-99 ms on the main thread, the same on every page. ICU keeps that data for the whole
 * renderer, so a worker that builds the language's formatters now (intl-warm.ts) pays it off the
 * main thread, and the app's own first formatter then takes under 1 ms
 * (docs/performance.md#intl-worker).
 */
function warmIntlInWorker(locale: Locale): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(`${import.meta.env.BASE_URL}intl-warm.js`, { name: locale });
  } catch {
    // No worker (a policy or an old browser): the page's first formatter pays it on the main thread.
  }
}

/** Asks for the files the page will need (the map the build wrote into index.html), at low priority. */
function preloadPageCode({ session, root }: StartChoice): void {
  try {
    const data = document.getElementById(ROUTE_CHUNKS_ID);
    if (!data) return; // the dev server: Vite serves modules one by one
    const map = JSON.parse(data.textContent ?? '') as RouteChunks;
    const path = location.pathname;
    const route = map.routes.find(([pattern]) => new RegExp(`^${pattern}/?$`).test(path));
    // Firebase's code for a visitor; a restored session loads it once the page's data show.
    const needed = [...(route?.[1] ?? []), ...(session ? map.session : map.visitor)];
    if (root === 'app') needed.push(...map.app);
    for (const file of new Set(needed)) {
      const href = map.base + map.files[file];
      const link = document.createElement('link');
      if (href.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      // As the app's own loader asks for them (Vite's, crossorigin on stylesheets too): a preload
      // in another credentials mode is not used, and the file is downloaded a second time.
      link.crossOrigin = '';
      link.setAttribute('fetchpriority', 'low');
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // A map that does not parse costs the head start only: the router loads the same files.
  }
}

const root = document.documentElement;
// The same choice start.tsx makes: a stored session, and the sign-in page alone or the routed app.
const choice = startChoice();
markStoredChoices(root, choice);
// The language from the first paint, as the app will choose it: the frame in that language shows
// (app.css), mirrored for Arabic, rather than English first.
const locale = initialLocale();
applyDocumentLocale(locale);
if (choice.session) warmIntlInWorker(locale);
preloadPageCode(choice);
