// The app's auth backend on Firebase. Firebase's code (its own chunk, firebase-provider.ts) is
// loaded at once for a visitor, but a page that restores a stored session starts without it: the
// record Firebase keeps in the browser stands in (boot/persisted-session.ts) until the page's first
// data have shown, so the 33 KB of Firebase and its start-up do not compete with them on a
// slow phone (docs/performance.md#provider-later). Firebase's answer then decides; once it has
// come, only Firebase speaks.
import { env } from '@/lib/env';
import type { AuthBackend } from '@/lib/auth/auth-backend';
import type { FirebaseProvider } from './firebase-provider';
import { readPersistedSession, type PersistedSession } from '@/boot/persisted-session';

/** The longest a restored session runs on its stored record before Firebase is loaded anyway. */
export const PROVIDER_AT_LATEST_MS = 5_000;

export type FirebaseAuthBackendOptions = {
  /** Someone was signed in here (the app's stored profile): their stored record may stand in. */
  restoring: boolean;
  /** Loads Firebase (tests give their own). */
  loadProvider?: () => Promise<FirebaseProvider>;
};

async function loadFirebaseProvider(): Promise<FirebaseProvider> {
  // Firebase looks for defaults in a global, then in the environment, then in document.cookie,
  // three times at start-up; the cookie read is a synchronous trip to the browser process (28 ms
  // of a 106 ms start-up task in a Lighthouse trace). lib/firebase.ts configures Firebase itself,
  // so an empty global tells it there is nothing to find (docs/performance.md#firebase-defaults).
  (globalThis as { __FIREBASE_DEFAULTS__?: object }).__FIREBASE_DEFAULTS__ ??= {};
  const { createFirebaseProvider } = await import('./firebase-provider');
  return createFirebaseProvider();
}

export function createFirebaseAuthBackend({
  restoring,
  loadProvider = loadFirebaseProvider,
}: FirebaseAuthBackendOptions): AuthBackend {
  let provider: Promise<FirebaseProvider> | undefined;
  let announce!: (loaded: FirebaseProvider) => void;
  const loaded = new Promise<FirebaseProvider>((resolve) => (announce = resolve));
  // Has Firebase restored its session (after asking the provider about the account)?
  let restored = false;
  let atLatest: ReturnType<typeof setTimeout> | undefined;
  /** Firebase, loaded now if it is not yet; a failed load (offline) is tried again on the next call. */
  const providerNow = () => {
    clearTimeout(atLatest);
    provider ??= loadProvider().then(
      (loadedProvider) => {
        announce(loadedProvider);
        void loadedProvider.ready().then(
          () => (restored = true),
          () => (restored = true),
        );
        return loadedProvider;
      },
      (error: unknown) => {
        provider = undefined;
        throw error;
      },
    );
    return provider;
  };
  const loadQuietly = () => void providerNow().catch(() => undefined);

  const persisted: Promise<PersistedSession | null> = restoring
    ? readPersistedSession(env.firebase.apiKey).catch(() => null)
    : Promise.resolve(null);
  if (restoring) {
    // No stored record (or one without a user) cannot stand in: Firebase is needed now.
    void persisted.then((session) => session ?? loadQuietly());
    atLatest = setTimeout(loadQuietly, PROVIDER_AT_LATEST_MS);
  } else {
    loadQuietly();
  }

  return {
    onUserChanged(listener) {
      let told: string | null | undefined;
      let heardFirebase = false;
      let closed = false;
      let unsubscribe: (() => void) | undefined;
      void persisted.then((session) => {
        if (closed || restored || heardFirebase || !session) return;
        told = session.user.uid;
        listener(session.user);
      });
      void loaded.then((firebase) => {
        if (closed) return;
        unsubscribe = firebase.onUserChanged((user) => {
          const first = !heardFirebase;
          heardFirebase = true;
          // Firebase restored the user the stored record had already shown: nothing changed.
          if (first && user && told === user.uid) return;
          told = user?.uid ?? null;
          listener(user);
        });
      });
      return () => {
        closed = true;
        unsubscribe?.();
      };
    },

    loadProvider: loadQuietly,

    async getIdToken(forceRefresh) {
      if (!restored && !forceRefresh) {
        const token = (await persisted)?.idToken;
        if (token && !restored) return token;
      }
      return (await providerNow()).getIdToken(forceRefresh);
    },

    prepareGoogleSignIn() {
      void providerNow().then(
        (firebase) => firebase.prepareGoogleSignIn?.(),
        () => undefined,
      );
    },

    signInWithEmail: async (...args) => (await providerNow()).signInWithEmail(...args),
    signUpWithEmail: async (...args) => (await providerNow()).signUpWithEmail(...args),
    signInWithGoogle: async () => (await providerNow()).signInWithGoogle(),
    signOut: async () => (await providerNow()).signOut(),
    deleteCurrentUser: async () => (await providerNow()).deleteCurrentUser(),
    changePassword: async (...args) => (await providerNow()).changePassword(...args),
    sendPasswordReset: async (...args) => (await providerNow()).sendPasswordReset(...args),
  };
}
