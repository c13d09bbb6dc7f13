import type { Profile } from '@food-admin/api-client';
import type { AuthState } from '@/lib/auth/auth-context';

export const DEMO_ADMIN_PROFILE: Profile = {
  uid: 'demo-admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@demo.food',
  phone: '+1 555 0100',
  role: 'ADMIN',
};

/**
 * An auth state for stories: signed in as `profile` (or logged out with null). Actions resolve
 * (or reject with `failWith`) without any identity provider.
 */
export function fakeAuth(profile: Profile | null = DEMO_ADMIN_PROFILE, failWith?: unknown): AuthState {
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (failWith !== undefined) throw failWith;
  };
  return {
    firebaseUser: profile
      ? { uid: profile.uid, email: profile.email, displayName: null, hasPassword: true }
      : null,
    profile,
    isLoggedIn: profile !== null,
    authLoading: false,
    signIn: settle,
    signUp: settle,
    signInWithGoogle: async () => {
      await settle();
      return true;
    },
    prepareGoogleSignIn: () => undefined,
    logout: async () => undefined,
    applyProfile: () => undefined,
    refreshProfile: async () => undefined,
    changePassword: settle,
    sendPasswordReset: settle,
  };
}

/** The mocks' demo restaurant owner (user 2, who owns restaurants 1 to 3). */
export const DEMO_OWNER_PROFILE: Profile = {
  id: 2,
  uid: 'demo-owner',
  firstName: 'Oscar',
  lastName: 'Owner',
  email: 'owner@demo.food',
  phone: '+1 555 0101',
  role: 'RESTAURANT',
};

/** The mocks' demo courier. */
export const DEMO_COURIER_PROFILE: Profile = {
  uid: 'demo-courier',
  firstName: 'Cody',
  lastName: 'Courier',
  email: 'courier@demo.food',
  phone: '+1 555 0102',
  role: 'COURIER',
};

/** The mocks' demo customer (user 3): no page under /admin is theirs. */
export const DEMO_CUSTOMER_PROFILE: Profile = {
  id: 3,
  uid: 'demo-customer',
  firstName: 'Cora',
  lastName: 'Customer',
  email: 'customer@demo.food',
  phone: null,
  role: 'CUSTOMER',
};
