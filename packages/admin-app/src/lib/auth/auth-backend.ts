// The identity provider as the app sees it. The real implementation is Firebase Auth; demo mode
// (VITE_USE_MOCKS=1) swaps in an in-memory one so the app runs without any backend.

/** The identity-provider user: only what the app reads from it. */
export type IdentityUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Signs in with an email and password (not only Google), so it has a password to change. */
  hasPassword: boolean;
};

export interface AuthBackend {
  /** Calls `listener` with the current user now (asynchronously) and after every change. */
  onUserChanged(listener: (user: IdentityUser | null) => void): () => void;
  /** `remember` keeps the session across browser restarts; otherwise it ends with the tab. */
  signInWithEmail(email: string, password: string, remember: boolean): Promise<IdentityUser>;
  signUpWithEmail(email: string, password: string): Promise<IdentityUser>;
  /** Resolves null when the user closed the popup (ignored silently: docs/requirements.md#req-errors-popup). */
  signInWithGoogle(): Promise<IdentityUser | null>;
  /**
   * Loads the identity provider's code if it is not yet: a page restoring a stored session starts
   * without it, and the app asks for it once the page's first data have shown
   * (docs/performance.md#provider-later).
   */
  loadProvider?(): void;
  /** Fetches what the Google sign-in needs ahead of the click (hover or focus on its button). */
  prepareGoogleSignIn?(): void;
  signOut(): Promise<void>;
  /** Deletes the signed-in identity (used when the backend refuses a fresh sign-up, so it can be retried). */
  deleteCurrentUser(): Promise<void>;
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /**
   * Proves the signed-in user knows `currentPassword` (reauthentication), then sets `newPassword`.
   * Rejects with the provider's error (wrong password, weak password, too many attempts, offline).
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Asks the provider to email a password-reset link to `email`; rejects with the provider's error. */
  sendPasswordReset(email: string): Promise<void>;
}
