// The one place that initialises Firebase. Imported only by the Firebase auth backend, so screens
// and the UI kit never pull Firebase into their chunks.
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env, isLocalHost } from './env';

let auth: Auth | undefined;

function firebaseApp(): FirebaseApp {
  const existing = getApps()[0];
  if (existing) return existing;
  const { apiKey, authDomain, projectId, appId } = env.firebase;
  return initializeApp({ apiKey, authDomain, projectId, ...(appId ? { appId } : {}) });
}

/** The app's Auth instance, connected to the Auth Emulator when the page runs locally. */
export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  // getAuth() would also install the popup/redirect resolver, which at start-up fetches Google's
  // gapi script and an iframe on every page (an error in the console offline). The resolver comes
  // with the Google button instead (google-popup.ts); the persistences are getAuth()'s own.
  auth = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  const hostname = globalThis.location?.hostname ?? 'localhost';
  if (isLocalHost(hostname)) {
    connectAuthEmulator(auth, `http://${hostname}:${env.authEmulatorPort}`, { disableWarnings: true });
  }
  return auth;
}
