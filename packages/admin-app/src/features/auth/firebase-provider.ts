import {
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  onAuthStateChanged,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase';
import type { AuthBackend, IdentityUser } from '@/lib/auth/auth-backend';

const toIdentityUser = (user: User): IdentityUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  hasPassword: user.providerData.some((provider) => provider.providerId === 'password'),
});

/** Shaped like a Firebase auth error so the same message mapping applies. */
const authError = (code: string) => Object.assign(new Error(code), { code });

/** Codes Firebase uses when the user dismisses the Google popup: not an error for the user. */
const POPUP_DISMISSED = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

/** Firebase Auth itself; `ready` settles once Firebase has restored (or found no) session. */
export type FirebaseProvider = AuthBackend & { ready(): Promise<void> };

/**
 * The app's identity provider, Firebase Auth. Loaded on demand by firebase-auth-backend.ts, which
 * stands in for it while a stored session starts the page (docs/performance.md#provider-later).
 */
export function createFirebaseProvider(): FirebaseProvider {
  const auth = getFirebaseAuth();
  return {
    ready: () => auth.authStateReady(),

    onUserChanged: (listener) =>
      onAuthStateChanged(auth, (user) => listener(user ? toIdentityUser(user) : null)),

    async signInWithEmail(email, password, remember) {
      // "Remember me" keeps the session where Firebase looks first (lib/firebase.ts). Kept in
      // localStorage, the next tab's Firebase moved it to IndexedDB and removed it there, which the
      // first tab's Firebase took for a sign-out: opening a second tab signed the first one out.
      await setPersistence(auth, remember ? indexedDBLocalPersistence : browserSessionPersistence);
      const credential = await signInWithEmailAndPassword(auth, email, password);
      return toIdentityUser(credential.user);
    },

    async signUpWithEmail(email, password) {
      const credential = await createUserWithEmailAndPassword(auth, email, password);
      return toIdentityUser(credential.user);
    },

    prepareGoogleSignIn() {
      // The popup must open while the click still counts as the user's: its code should be here.
      void import('./google-popup').catch(() => undefined);
    },

    async signInWithGoogle() {
      // Loaded on click: the login route's own chunk stays small. (Firebase's popup code itself
      // still ships in the shared firebase/auth chunk, which the auth listener needs at start-up.)
      const { signInWithGooglePopup } = await import('./google-popup');
      try {
        return toIdentityUser(await signInWithGooglePopup(auth));
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && POPUP_DISMISSED.has(code)) return null;
        throw error;
      }
    },

    signOut: () => signOut(auth),

    async deleteCurrentUser() {
      // Loaded on demand, Firebase may still be restoring its user (firebase-auth-backend.ts).
      await auth.authStateReady();
      await auth.currentUser?.delete();
    },

    async getIdToken(forceRefresh) {
      await auth.authStateReady();
      return (await auth.currentUser?.getIdToken(forceRefresh)) ?? null;
    },

    async changePassword(currentPassword, newPassword) {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) throw authError('auth/no-current-user');
      const { reauthenticateAndChangePassword } = await import('./password-actions');
      await reauthenticateAndChangePassword(user, currentPassword, newPassword);
    },

    async sendPasswordReset(email) {
      const { sendPasswordReset } = await import('./password-actions');
      await sendPasswordReset(auth, email);
    },
  };
}
