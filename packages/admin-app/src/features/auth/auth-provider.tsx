import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError, type ApiClient, type Profile } from '@food-admin/api-client';
import type { AuthBackend, IdentityUser } from '@/lib/auth/auth-backend';
import { AuthContext, type AuthState, type SignUpInput } from '@/lib/auth/auth-context';
import {
  clearProfileSynced,
  clearStoredProfile,
  isProfileFresh,
  markProfileSynced,
  readStoredProfile,
  storeProfile,
} from './profile-storage';
import { splitDisplayName } from './display-name';

type AuthProviderProps = {
  backend: AuthBackend;
  api: ApiClient;
  /** After a sign-out: the app drops its query cache, so nothing of one account shows for the next. */
  onSignedOut?: () => void;
  /** Before a logout the user asked for: false stays signed in (a form with unsaved changes, and they chose Stay). */
  beforeLogout?: () => Promise<boolean>;
  /**
   * The session of `uid` ended without a logout (revoked or disabled, expired, signed out in
   * another tab), while the page still shows: what it held unsaved can be kept.
   */
  onSessionEnded?: (uid: string) => void;
  /** An account is signed in (or its session restored). */
  onSignedIn?: (uid: string) => void;
  children: ReactNode;
};

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export function AuthProvider({
  backend,
  api,
  onSignedOut,
  beforeLogout,
  onSessionEnded,
  onSignedIn,
  children,
}: AuthProviderProps) {
  const [firebaseUser, setFirebaseUser] = useState<IdentityUser | null>(null);
  const [profile, setProfile] = useState<Profile | null>(() => readStoredProfile());
  const [authLoading, setAuthLoading] = useState(true);
  // While a sign-in or sign-up runs, that flow owns the profile: the state listener, which fires
  // in the middle of it (e.g. before the backend registration exists), must not fetch or clear it.
  const flowsRunning = useRef(0);
  // The account whose session the page shows, and whether its end is a logout the user asked for.
  const signedInUid = useRef<string | null>(null);
  const loggingOut = useRef(false);
  // The callbacks are read when the session changes, not when the provider started.
  const hooks = useRef({ onSignedOut, onSessionEnded, onSignedIn });
  hooks.current = { onSignedOut, onSessionEnded, onSignedIn };

  const acceptProfile = useCallback((next: Profile) => {
    storeProfile(next);
    markProfileSynced();
    setProfile(next);
  }, []);

  const dropProfile = useCallback(() => {
    clearStoredProfile();
    clearProfileSynced();
    setProfile(null);
  }, []);

  useEffect(() => {
    let active = true;
    const unsubscribe = backend.onUserChanged((user) => {
      const ended = signedInUid.current;
      signedInUid.current = user?.uid ?? null;
      if (user && user.uid !== ended) hooks.current.onSignedIn?.(user.uid);
      const askedFor = loggingOut.current && !user;
      if (!user) loggingOut.current = false;
      if (ended !== null && user?.uid !== ended && !askedFor) {
        // Ended under the user's feet (docs/requirements.md#req-states-session-ended): keep what
        // the page holds unsaved before it goes, and show nothing of this account to the next.
        hooks.current.onSessionEnded?.(ended);
        hooks.current.onSignedOut?.();
      }
      setFirebaseUser(user);
      if (!user) {
        dropProfile();
        setAuthLoading(false);
        return;
      }
      if (flowsRunning.current > 0) {
        setAuthLoading(false);
        return;
      }
      // A restored session: show the stored profile at once, then refresh it (the role may have
      // changed) unless it was synced within the last 5 minutes (docs/requirements.md#req-states-session).
      const stored = readStoredProfile();
      const matching = stored?.uid === user.uid ? stored : null;
      if (matching) {
        setProfile(matching);
        setAuthLoading(false);
        if (isProfileFresh()) return;
      }
      api.auth
        .login({ body: { uid: user.uid } })
        .then((fresh) => {
          if (active) acceptProfile(fresh);
        })
        .catch((error: unknown) => {
          // No profile on the backend: signed in to the provider but not to the product.
          // Other failures (offline) keep the stored profile rather than logging the user out.
          if (active && (isNotFound(error) || !matching)) dropProfile();
        })
        .finally(() => {
          if (active) setAuthLoading(false);
        });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [backend, api, acceptProfile, dropProfile]);

  const runFlow = useCallback(async <T,>(flow: () => Promise<T>): Promise<T> => {
    flowsRunning.current += 1;
    try {
      return await flow();
    } finally {
      flowsRunning.current -= 1;
    }
  }, []);

  const signIn = useCallback(
    (email: string, password: string, remember: boolean) =>
      runFlow(async () => {
        const user = await backend.signInWithEmail(email, password, remember);
        try {
          acceptProfile(await api.auth.login({ body: { uid: user.uid } }));
        } catch (error) {
          // Without a profile the user is not logged in: leave no half-signed-in session behind.
          await backend.signOut().catch(() => undefined);
          throw error;
        }
      }),
    [api, backend, runFlow, acceptProfile],
  );

  const signUp = useCallback(
    ({ firstName, lastName, email, password, phone }: SignUpInput) =>
      runFlow(async () => {
        const user = await backend.signUpWithEmail(email, password);
        try {
          const trimmedPhone = phone?.trim();
          acceptProfile(
            await api.auth.register({
              body: {
                uid: user.uid,
                firstName,
                lastName,
                email,
                ...(trimmedPhone ? { phone: trimmedPhone } : {}),
              },
            }),
          );
        } catch (error) {
          // Remove the fresh identity so the same email can sign up again once the backend answers.
          await backend.deleteCurrentUser().catch(() => backend.signOut().catch(() => undefined));
          throw error;
        }
      }),
    [api, backend, runFlow, acceptProfile],
  );

  const signInWithGoogle = useCallback(
    () =>
      runFlow(async () => {
        const user = await backend.signInWithGoogle();
        if (!user) return false;
        try {
          acceptProfile(await api.auth.login({ body: { uid: user.uid } }));
        } catch (error) {
          if (!isNotFound(error)) {
            await backend.signOut().catch(() => undefined);
            throw error;
          }
          // A Google user the backend does not know yet is registered from the account (docs/requirements.md#req-states-google).
          const { firstName, lastName } = splitDisplayName(user.displayName);
          acceptProfile(
            await api.auth.register({
              body: { uid: user.uid, firstName, lastName, email: user.email ?? '' },
            }),
          );
        }
        return true;
      }),
    [api, backend, runFlow, acceptProfile],
  );

  const logout = useCallback(async () => {
    // Unsaved changes ask first, as leaving the form by a link does (docs/requirements.md#req-states-logout).
    if (beforeLogout && !(await beforeLogout())) return;
    // Until the provider reports the sign-out (at once, or a moment later).
    loggingOut.current = true;
    try {
      await backend.signOut();
    } catch (error) {
      loggingOut.current = false;
      throw error;
    }
    dropProfile();
    onSignedOut?.();
  }, [backend, dropProfile, onSignedOut, beforeLogout]);

  const refreshProfile = useCallback(async () => {
    const uid = signedInUid.current;
    if (uid === null) return;
    try {
      const fresh = await api.auth.login({ body: { uid } });
      if (signedInUid.current === uid) acceptProfile(fresh);
    } catch {
      // Not now (offline, or the session ended meanwhile): the stored profile no longer counts as
      // fresh, so the next page load asks again (docs/requirements.md#req-states-session).
      clearProfileSynced();
    }
  }, [api, acceptProfile]);

  const value = useMemo<AuthState>(
    () => ({
      firebaseUser,
      profile,
      isLoggedIn: firebaseUser !== null && profile !== null,
      authLoading,
      signIn,
      signUp,
      signInWithGoogle,
      prepareGoogleSignIn: () => backend.prepareGoogleSignIn?.(),
      logout,
      applyProfile: acceptProfile,
      refreshProfile,
      changePassword: (currentPassword, newPassword) => backend.changePassword(currentPassword, newPassword),
      sendPasswordReset: (email) => backend.sendPasswordReset(email),
    }),
    [
      firebaseUser,
      profile,
      authLoading,
      signIn,
      signUp,
      signInWithGoogle,
      logout,
      acceptProfile,
      refreshProfile,
      backend,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
