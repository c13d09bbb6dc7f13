import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createApiClient } from '@food-admin/api-client';
import { DEMO_UIDS, resetMockDb } from '@food-admin/mocks';
import { createMockServer } from '@food-admin/mocks/node';
import { App } from '@/app/app';
import { createQueryClient } from '@/lib/query-client';
import { sessionOptions } from '@/lib/create-app-api';
import { createFirebaseAuthBackend } from '@/features/auth/firebase-auth-backend';
import { loadLocale } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { fakeAuth } from './fake-firebase-auth';

/** Any origin works: the mock handlers match paths on every origin. */
export const TEST_API_URL = 'http://api.test';

export const mockServer = createMockServer();

/**
 * The network edge (MSW, fake API over an in-memory store), the identity provider, storage and
 * the document's language, fresh per test.
 */
export function setupMockBackend(): void {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockDb();
    fakeAuth.reset();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    mockServer.resetHandlers();
    // Each test starts in English, left to right, whichever language the one before chose.
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  });
  afterAll(() => mockServer.close());
}

export const DEMO_ADMIN = { uid: DEMO_UIDS.admin, email: 'admin@demo.food', displayName: 'Ada Admin' };
export const DEMO_OWNER = { uid: DEMO_UIDS.owner, email: 'owner@demo.food', displayName: 'Oscar Owner' };
export const DEMO_COURIER = {
  uid: DEMO_UIDS.courier,
  email: 'courier@demo.food',
  displayName: 'Cody Courier',
};
export const DEMO_CUSTOMER = {
  uid: DEMO_UIDS.customer,
  email: 'customer@demo.food',
  displayName: 'Cora Customer',
};

type RenderAppOptions = {
  /** Start with a restored identity-provider session for this account (logged out otherwise). */
  signedInAs?: typeof DEMO_ADMIN;
  /** Start in this language, as a stored choice would (English by default). */
  locale?: Locale;
};

/** Every request the app sends while the test runs, in order (the network edge, as the server sees it). */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** The app's Firebase auth backend (over the fake provider) and its API client for the mock backend. */
export function createTestAuthAndApi() {
  const authBackend = createFirebaseAuthBackend({ restoring: false });
  // The app's own session wiring: a session the API refuses is signed out, as in the browser.
  const api = createApiClient({ baseURL: TEST_API_URL, ...sessionOptions(authBackend) });
  return { authBackend, api };
}

/** Renders the whole app (real router, guards, query client, API client) at `path`. */
export async function renderApp(path: string, { signedInAs, locale }: RenderAppOptions = {}) {
  if (signedInAs) fakeAuth.signInAs(signedInAs);
  const loadedLocale = locale ? await loadLocale(locale) : undefined;
  const history = createMemoryHistory({ initialEntries: [path] });
  // The app's own cache settings (a read fetched by a route's loader is fresh for the screen that
  // mounts next, as in the browser), except that failures show at once instead of after a retry.
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const { authBackend, api } = createTestAuthAndApi();
  const user = userEvent.setup();
  const view = render(
    <App
      authBackend={authBackend}
      api={api}
      queryClient={queryClient}
      history={history}
      locale={loadedLocale}
    />,
  );
  // Until the identity provider answers, the app's frame shows a spinner in a busy main; wait for
  // the router's first real page. A file's first render is cold (and every test file runs at once
  // in a full run), so it gets more than waitFor's default second.
  await waitFor(() => expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy'), {
    timeout: 5000,
  });
  return { ...view, user, history, queryClient, api, authBackend };
}
