import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlerList } from './handlers';

/** The fake API in the browser (no-backend demo mode). Serve msw's mockServiceWorker.js at `serviceWorkerUrl`. */
export function createMockWorker(): SetupWorker {
  return setupWorker(...handlerList);
}

/**
 * Starts the worker; requests the fake API does not know (the app's own assets) pass through quietly.
 * `serviceWorkerUrl` is relative by default so a static deploy under a sub-path works.
 */
export async function startMockWorker(
  options: { serviceWorkerUrl?: string; quiet?: boolean } = {},
): Promise<SetupWorker> {
  const worker = createMockWorker();
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
  });
  return worker;
}
