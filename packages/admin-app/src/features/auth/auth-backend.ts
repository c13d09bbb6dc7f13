// The identity provider as the app sees it. The real implementation is Firebase Auth; demo mode
// (VITE_USE_MOCKS=1) swaps in an in-memory one so the app runs without any backend.

/** The identity-provider user: only what the app reads from it. */
export type IdentityUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
};

export interface AuthBackend {
  /** Calls `listener` with the current user now (asynchronously) and after every change. */
  onUserChanged(listener: (user: IdentityUser | null) => void): () => void;
  /** `remember` keeps the session across browser restarts; otherwise it ends with the tab. */
  signInWithEmail(email: string, password: string, remember: boolean): Promise<IdentityUser>;
  signUpWithEmail(email: string, password: string): Promise<IdentityUser>;
  /** Resolves null when the user closed the popup (ignored silently: docs/requirements.md#req-errors-popup). */
  signInWithGoogle(): Promise<IdentityUser | null>;
  signOut(): Promise<void>;
  /** Deletes the signed-in identity (used when the backend refuses a fresh sign-up, so it can be retried). */
  deleteCurrentUser(): Promise<void>;
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
}
