// The app's start, loaded by main.tsx once the browser has painted the frame of index.html.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import type { AuthBackend } from '@/features/auth/auth-backend';
import { loadContract } from '@food-admin/api-client';
import { readStoredProfile } from '@/features/auth/profile-storage';
import { createAppApi } from '@/lib/create-app-api';
import { createQueryClient } from '@/lib/query-client';
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

/** Renders the app into #root (replacing the build-time frame of index.html). */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Someone signed in here: the page's first calls follow the session's restore, and each waits for
  // the API's endpoint table (a chunk boot.js preloads), so it is evaluated now, beside Firebase.
  if (readStoredProfile()) void loadContract().catch(() => undefined);
  // A French or Arabic reader's catalog loads while Firebase does, so the first render is in
  // their language.
  const [authBackend, locale] = await Promise.all([createAuthBackend(), loadLocale(initialLocale())]);
  await yieldToBrowser();
  // A transition: React renders the first screen in slices and yields to the browser between them,
  // instead of one long task while the page is still loading (docs/performance.md#start-up).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App
          authBackend={authBackend}
          api={createAppApi(authBackend)}
          queryClient={createQueryClient()}
          locale={locale}
        />
      </StrictMode>,
    );
  });
}
