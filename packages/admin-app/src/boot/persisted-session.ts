// The session Firebase keeps in the browser, read directly: the one module that reads Firebase's
// stored record (its IndexedDB database, or its key in localStorage or sessionStorage); everything
// else asks it (features/auth/firebase-auth-backend.ts). On start-up Firebase reports its stored
// user only after asking the provider whether the account still exists (accounts:lookup, after a
// CORS preflight, on another origin): two or three round trips before the page may ask our API
// for anything. Its stored record already holds the user and an ID token, which our server
// verifies on every call, so the page's first calls need not wait for that answer
// (docs/requirements.md#req-states-session, docs/performance.md#restored-session). Firebase's
// answer still decides: see features/auth/firebase-auth-backend.ts.
import type { IdentityUser } from '@/lib/auth/auth-backend';

export type PersistedSession = {
  user: IdentityUser;
  /** The stored ID token while it has at least a minute left, else null (Firebase refreshes it). */
  idToken: string | null;
};

/** Where Firebase keeps the user, in the order it looks (lib/firebase.ts's persistence list). */
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

/** A token closer than this to its end is left to Firebase to refresh. */
const TOKEN_MARGIN_MS = 60_000;

/** Firebase's key for the signed-in user of the default app. */
export const persistedUserKey = (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`;

/** The stored record as Firebase writes it (UserImpl's JSON); anything else reads as no session. */
export function sessionFromRecord(record: unknown, now = Date.now()): PersistedSession | null {
  if (typeof record !== 'object' || record === null) return null;
  const { uid, email, displayName, providerData, stsTokenManager } = record as Record<string, unknown>;
  if (typeof uid !== 'string' || uid === '') return null;
  const tokens = (stsTokenManager ?? {}) as { accessToken?: unknown; expirationTime?: unknown };
  const fresh =
    typeof tokens.accessToken === 'string' &&
    typeof tokens.expirationTime === 'number' &&
    tokens.expirationTime - now > TOKEN_MARGIN_MS;
  return {
    user: {
      uid,
      email: typeof email === 'string' ? email : null,
      displayName: typeof displayName === 'string' ? displayName : null,
      hasPassword:
        Array.isArray(providerData) &&
        providerData.some((provider) => (provider as { providerId?: unknown })?.providerId === 'password'),
    },
    idToken: fresh ? (tokens.accessToken as string) : null,
  };
}

/** The record in Firebase's IndexedDB store; never creates the database (Firebase does). */
function readIndexedDb(key: string): Promise<unknown> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(undefined);
    let opening: IDBOpenDBRequest;
    try {
      opening = indexedDB.open(DATABASE);
    } catch {
      return resolve(undefined);
    }
    opening.onupgradeneeded = () => {
      // No database yet: leave its creation (and its store) to Firebase.
      opening.transaction?.abort();
      resolve(undefined);
    };
    opening.onerror = () => resolve(undefined);
    opening.onblocked = () => resolve(undefined);
    opening.onsuccess = () => {
      const db = opening.result;
      try {
        if (!db.objectStoreNames.contains(STORE)) {
          db.close();
          return resolve(undefined);
        }
        const reading = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
        reading.onsuccess = () => {
          db.close();
          resolve((reading.result as { value?: unknown } | undefined)?.value);
        };
        reading.onerror = () => {
          db.close();
          resolve(undefined);
        };
      } catch {
        db.close();
        resolve(undefined);
      }
    };
  });
}

function readStorage(storage: () => Storage, key: string): unknown {
  try {
    const text = storage().getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The session Firebase will restore, or null: its IndexedDB record ("Remember me"), else
 * localStorage's, else sessionStorage's (a session kept for the tab only).
 */
export async function readPersistedSession(apiKey: string): Promise<PersistedSession | null> {
  const key = persistedUserKey(apiKey);
  const record =
    (await readIndexedDb(key)) ??
    readStorage(() => localStorage, key) ??
    readStorage(() => sessionStorage, key);
  return sessionFromRecord(record);
}
