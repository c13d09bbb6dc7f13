import { createContext, useContext } from 'react';
import type { Profile } from '@food-admin/api-client';
import type { IdentityUser } from './auth-backend';

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string;
};

/** The auth state (docs/requirements.md#req-entities-auth-state), plus the actions that change it. */
export type AuthState = {
  firebaseUser: IdentityUser | null;
  profile: Profile | null;
  /** True only when both the identity-provider user and the backend profile exist. */
  isLoggedIn: boolean;
  /** True until the first identity-provider answer (and profile fetch) has settled. */
  authLoading: boolean;
  signIn(email: string, password: string, remember: boolean): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  /** Resolves false when the user closed the popup. */
  signInWithGoogle(): Promise<boolean>;
  /** Loads the Google sign-in's code ahead of a click (the button's hover and focus). */
  prepareGoogleSignIn(): void;
  logout(): Promise<void>;
  /** Shows a profile the backend just answered (the user edited theirs) everywhere at once, and stores it. */
  applyProfile(profile: Profile): void;
  /**
   * Asks the backend for the signed-in profile again and shows it everywhere (an admin changed
   * this account: its role, its name). When the backend cannot answer, the next page load asks.
   */
  refreshProfile(): Promise<void>;
  /** Email accounts only (`firebaseUser.hasPassword`): checks the current password, then sets the new one. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Asks the identity provider to email a password-reset link (Forgot password? on /login). */
  sendPasswordReset(email: string): Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
