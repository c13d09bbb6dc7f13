// The whole app with its router, query cache and route tree: a chunk of its own, which a visit
// that starts on the sign-in page loads only when it leaves it (start.tsx).
import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { whenFirstDataShown } from '@/lib/first-data-shown';
import { createQueryClient, deliverQueryNewsAtFrames } from '@/lib/query-client';
import { App } from '@/app/app';
import type { StartDeps } from './start-deps';

/** Renders the routed app into `root` (replacing the frame, or the sign-in page that ran alone). */
export function renderApp(root: Root, { authBackend, api, locale }: StartDeps): void {
  deliverQueryNewsAtFrames();
  const queryClient = createQueryClient();
  // A restored session starts without the identity provider's code: it comes once the page shows
  // its data (features/auth/firebase-auth-backend.ts).
  if (authBackend.loadProvider) void whenFirstDataShown(queryClient).then(() => authBackend.loadProvider?.());
  // A transition: React renders the first screen in slices and yields to the browser between them,
  // instead of one long task while the page is still loading (docs/performance.md#start-up).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App authBackend={authBackend} api={api} queryClient={queryClient} locale={locale} />
      </StrictMode>,
    );
  });
}
