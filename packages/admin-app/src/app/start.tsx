// The app's start, loaded by main.tsx once the browser has painted the frame of index.html.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import type { AuthBackend } from '@/features/auth/auth-backend';
import { createAppApi } from '@/lib/create-app-api';
import { createQueryClient } from '@/lib/query-client';

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
  const { createFirebaseAuthBackend } = await import('@/features/auth/firebase-auth-backend');
  return createFirebaseAuthBackend();
}

/** Renders the app into #root (replacing the build-time frame of index.html). */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const authBackend = await createAuthBackend();
  // A transition: React renders the first screen in slices and yields to the browser between them,
  // instead of one long task while the page is still loading (docs/performance.md#start-up).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App authBackend={authBackend} api={createAppApi(authBackend)} queryClient={createQueryClient()} />
      </StrictMode>,
    );
  });
}
