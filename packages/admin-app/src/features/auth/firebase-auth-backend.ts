import {
  browserLocalPersistence,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { env } from '@/lib/env';
import { getFirebaseAuth } from '@/lib/firebase';
import type { AuthBackend, IdentityUser } from './auth-backend';
import { readPersistedSession, type PersistedSession } from './persisted-session';

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

export function createFirebaseAuthBackend(): AuthBackend {
  const auth = getFirebaseAuth();
  // Until Firebase has restored its session (after asking the provider about the account: round
  // trips on another origin), its stored record stands in: the user for the app's first render and
  // its ID token for the first calls, which our server verifies as any other
  // (persisted-session.ts). Firebase's answer then decides; once it has come, only Firebase speaks.
  let restored = false;
  void auth.authStateReady().then(
    () => (restored = true),
    () => (restored = true),
  );
  let persisted: Promise<PersistedSession | null> | undefined;
  const readPersisted = () => (persisted ??= readPersistedSession(env.firebase.apiKey).catch(() => null));

  return {
    onUserChanged(listener) {
      let told: string | null | undefined;
      let heardFirebase = false;
      let closed = false;
      void readPersisted().then((session) => {
        if (closed || restored || heardFirebase || !session) return;
        told = session.user.uid;
        listener(session.user);
      });
      const unsubscribe = onAuthStateChanged(auth, (user) => {
        const first = !heardFirebase;
        heardFirebase = true;
        // Firebase restored the user the stored record had already shown: nothing changed.
        if (first && user && told === user.uid) return;
        told = user?.uid ?? null;
        listener(user ? toIdentityUser(user) : null);
      });
      return () => {
        closed = true;
        unsubscribe();
      };
    },

    async signInWithEmail(email, password, remember) {
      await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
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
      await auth.currentUser?.delete();
    },

    async getIdToken(forceRefresh) {
      if (!restored && !forceRefresh) {
        const token = (await readPersisted())?.idToken;
        if (token && !restored) return token;
      }
      await auth.authStateReady();
      return (await auth.currentUser?.getIdToken(forceRefresh)) ?? null;
    },

    async changePassword(currentPassword, newPassword) {
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
