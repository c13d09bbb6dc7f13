// The app's start, loaded by main.tsx once the browser has painted the frame of index.html.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInApp, type LeaveSignIn } from './sign-in-app';
import { startsOnSignIn } from './sign-in-page';
import type * as RoutedAppModule from './start-app';
import type { AuthBackend } from '@/features/auth/auth-backend';
import { loadContract } from '@food-admin/api-client';
import { readStoredProfile } from '@/features/auth/profile-storage';
import { keepEarlyPaletteShortcut } from '@/features/palette/shortcuts';
import { createAppApi } from '@/lib/create-app-api';
import { loadLocale } from '@/i18n/catalog';
import { initialLocale } from '@/i18n/locales';

/** Demo mode answers every call from MSW in a service worker; Firebase is never loaded. */
async function createAuthBackend(): Promise<AuthBackend> {
  // Read inline (not via env.ts) so production builds drop the mock worker entirely.
  if (import.meta.env.VITE_USE_MOCKS === '1') {
    const { startMockWorker } = await import('@food-admin/mocks/browser');
    await startMockWorker({
      serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      quiet: true,
    });
    const { createDemoAuthBackend } = await import('@/features/auth/demo-auth-backend');
    return createDemoAuthBackend();
  }
  // Firebase looks for defaults in a global, then in the environment, then in document.cookie,
  // three times at start-up; the cookie read is a synchronous trip to the browser process (28 ms
  // of a 106 ms start-up task in a Lighthouse trace). lib/firebase.ts configures Firebase itself,
  // so an empty global tells it there is nothing to find (docs/performance.md#start-up-fourth-pass-2026-11-26).
  (globalThis as { __FIREBASE_DEFAULTS__?: object }).__FIREBASE_DEFAULTS__ ??= {};
  const { createFirebaseAuthBackend } = await import('@/features/auth/firebase-auth-backend');
  return createFirebaseAuthBackend();
}

/**
 * Lets the browser run other work (paint, input, arriving responses) before the next step: the
 * evaluation of Firebase's code and the app's first render would otherwise be one long task.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let routedApp: Promise<typeof RoutedAppModule> | undefined;
/** The routed app's chunk (router, query cache, route tree): boot.js preloads it on every page but the sign-in page. */
const loadRoutedApp = () => (routedApp ??= import('./start-app'));

/** Does this visit start on the sign-in page alone (no router)? */
const startsSignInAlone = (stored = readStoredProfile()) =>
  startsOnSignIn(window.location.pathname, stored !== null, import.meta.env.BASE_URL);

/**
 * Called by main.tsx as soon as the entry runs, before the frame's first paint: the routed app's
 * code is evaluated then, as it was when it was part of the entry, rather than after the paint in
 * the middle of the page's start (docs/performance.md#sign-in-entry).
 */
export function prepareStart(): void {
  if (!startsSignInAlone()) void loadRoutedApp().catch(() => undefined);
}

/**
 * Renders the app into #root (replacing the build-time frame of index.html). A visit that starts
 * on the sign-in page with no session gets the sign-in page alone, without the router and the
 * query cache, and hands over to the routed app when it leaves (docs/performance.md#sign-in-entry).
 */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const stored = readStoredProfile();
  // A Ctrl+K pressed before the palette listens is kept for it, once someone is signed in.
  keepEarlyPaletteShortcut(() => readStoredProfile() !== null);
  const routed = startsSignInAlone(stored) ? null : loadRoutedApp();
  // Someone signed in here: the page's first calls follow the session's restore, and each waits for
  // the API's endpoint table (a chunk boot.js preloads), so it is evaluated now, beside Firebase.
  if (stored) void loadContract().catch(() => undefined);
  // A French or Arabic reader's catalog loads while Firebase does, so the first render is in
  // their language.
  const [authBackend, locale] = await Promise.all([createAuthBackend(), loadLocale(initialLocale())]);
  const deps = { authBackend, api: createAppApi(authBackend), locale };
  await yieldToBrowser();
  const root = createRoot(container);
  if (routed) {
    (await routed).renderApp(root, deps);
    return;
  }
  let leaving = false;
  const leave: LeaveSignIn = (path, options) => {
    // A second click while the routed app's code arrives changes nothing.
    if (leaving) return;
    leaving = true;
    void Promise.all([loadRoutedApp(), loadLocale(options.locale)])
      .then(([{ renderApp }, current]) => {
        // The router reads the address when it is created: it starts on the page left for.
        window.history[options.replace ? 'replaceState' : 'pushState'](null, '', path);
        renderApp(root, { ...deps, locale: current });
      })
      // The app's code did not load (offline): the browser asks for the page itself.
      .catch(() => window.location.assign(path));
  };
  startTransition(() => {
    root.render(
      <StrictMode>
        <SignInApp
          {...deps}
          onLeave={leave}
          onPrepareLeave={() => void loadRoutedApp().catch(() => undefined)}
        />
      </StrictMode>,
    );
  });
}
