// The app's start, loaded by main.tsx once the browser has painted the frame of index.html.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInApp, type LeaveSignIn } from './sign-in-app';
import type * as RoutedAppModule from './start-app';
import { startChoice, type StartChoice } from './start-choice';
import type { AuthBackend } from '@/lib/auth/auth-backend';
import { createFirebaseAuthBackend } from '@/features/auth/firebase-auth-backend';
import { loadContract } from '@food-admin/api-client';
import { readStoredProfile } from '@/features/auth/profile-storage';
import { keepEarlyPaletteShortcut } from '@/features/palette/shortcuts';
import { createAppApi } from '@/lib/create-app-api';
import { loadLocale } from '@/i18n/catalog';
import { initialLocale } from '@/i18n/locales';

/**
 * Demo mode answers every call from MSW in a service worker; Firebase is never loaded. With
 * Firebase, a page restoring a stored session (`restoring`) starts before Firebase's code has
 * loaded (firebase-auth-backend.ts).
 */
async function createAuthBackend(restoring: boolean): Promise<AuthBackend> {
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
  return createFirebaseAuthBackend({ restoring });
}

/**
 * Lets the browser run other work (paint, input, arriving responses) before the next step: the
 * start's own work (reading storage, a catalog, Firebase's code for a visitor) and the app's first
 * render would otherwise be one long task.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let routedApp: Promise<typeof RoutedAppModule> | undefined;
/** The routed app's chunk (router, query cache, route tree): boot.js preloads it wherever it runs. */
const loadRoutedApp = () => (routedApp ??= import('./start-app'));

let choice: StartChoice | undefined;
/**
 * How this visit starts (a stored session; the sign-in page alone or the routed app): decided once,
 * when the entry runs, by the code boot.js made the same decision with (start-choice.ts).
 */
const visitStart = () => (choice ??= startChoice());

/**
 * Called by main.tsx as soon as the entry runs, before the frame's first paint: the routed app's
 * code is evaluated then, as it was when it was part of the entry, rather than after the paint in
 * the middle of the page's start (docs/performance.md#sign-in-entry).
 */
export function prepareStart(): void {
  if (visitStart().root === 'app') void loadRoutedApp().catch(() => undefined);
}

/**
 * Renders the app into #root (replacing the build-time frame of index.html). A visit that starts
 * on the sign-in page with no session gets the sign-in page alone, without the router and the
 * query cache, and hands over to the routed app when it leaves (docs/performance.md#sign-in-entry).
 */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const visit = visitStart();
  // A Ctrl+K pressed before the palette listens is kept for it, once someone is signed in.
  keepEarlyPaletteShortcut(() => readStoredProfile() !== null);
  const routed = visit.root === 'app' ? loadRoutedApp() : null;
  // Someone signed in here: the page's first calls follow the session's restore, and each waits for
  // the API's endpoint table (a chunk boot.js preloads), so it is evaluated now.
  if (visit.session) void loadContract().catch(() => undefined);
  // A French or Arabic reader's catalog loads before the first render, which is then in their
  // language (the one boot.js chose for the frame: initialLocale).
  const [authBackend, locale] = await Promise.all([
    createAuthBackend(visit.session),
    loadLocale(initialLocale()),
  ]);
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
