import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { Banner, Button, ltrText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/layout';
import { useT } from '@/i18n/locale-provider';

/*
 * Any unknown path redirects to / (docs/requirements.md#req-routes-public), which moves a
 * logged-in user on to /welcome; the page they land on then says which address was not found, with
 * a way back, until they dismiss it or go elsewhere. The address asked for is kept here, not in
 * the URL: the redirect lands on / itself, as required.
 */

/** The address not found, and the path the redirects ended on (/, or /welcome) once known. */
type Missing = { href: string; pathname: string; landing?: string };

type MissingStore = {
  get: () => Missing | null;
  set: (next: Missing | null) => void;
  subscribe: (listener: () => void) => () => void;
};

/** One per router (an app, a test's app), so nothing carries over from one to the next. */
const stores = new WeakMap<object, MissingStore>();

function useMissingStore(): MissingStore {
  const router = useRouter();
  let store = stores.get(router);
  if (store === undefined) {
    let missing: Missing | null = null;
    const listeners = new Set<() => void>();
    store = {
      get: () => missing,
      set: (next) => {
        missing = next;
        for (const listener of listeners) listener();
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    stores.set(router, store);
  }
  return store;
}

/** The root route's not-found page: remembers the address, then replaces it with /. */
export function RedirectHome() {
  const location = useLocation();
  // The address as first shown: while the redirect runs, the location already reads /.
  const [asked] = useState(() => ({ href: location.href, pathname: location.pathname }));
  const navigate = useNavigate();
  const store = useMissingStore();
  useEffect(() => {
    if (store.get()?.href !== asked.href) store.set(asked);
    void navigate({ to: '/', replace: true });
  }, [asked, navigate, store]);
  return null;
}

/**
 * "Page not found: /the/address" above the page a redirected visitor lands on (the sign-in page or
 * /welcome), the address isolated as left-to-right text, with Go back (when there is a page to go
 * back to) and Dismiss. It goes once the user moves to another page.
 */
export function NotFoundNotice() {
  const t = useT(messages);
  const router = useRouter();
  const store = useMissingStore();
  const shown = useSyncExternalStore(store.subscribe, store.get, () => null);
  const pathname = useLocation({ select: (location) => location.pathname });
  const settled = useRouterState({ select: (state) => state.status === 'idle' });
  const arrived = shown !== null && settled && pathname !== shown.pathname;
  // The first page after the redirects is where it shows; leaving that page ends it.
  useEffect(() => {
    if (shown === null || !arrived) return;
    if (shown.landing === undefined) store.set({ ...shown, landing: pathname });
    else if (pathname !== shown.landing) store.set(null);
  }, [store, shown, arrived, pathname]);

  if (!arrived || (shown.landing !== undefined && pathname !== shown.landing)) return null;
  const canGoBack = router.history.canGoBack();
  return (
    <div className="not-found-notice">
      <Banner
        tone="warning"
        action={
          <span className="not-found-notice__actions">
            {canGoBack ? (
              <Button size="sm" variant="outline" onClick={() => router.history.back()}>
                {t('layout.notFoundBack')}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => store.set(null)}>
              {t('layout.notFoundDismiss')}
            </Button>
          </span>
        }
      >
        {t('layout.notFound', { path: ltrText(shown.href) })}
      </Banner>
    </div>
  );
}
