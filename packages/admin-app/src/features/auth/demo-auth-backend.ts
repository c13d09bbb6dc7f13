// Demo mode (VITE_USE_MOCKS=1): an in-memory identity provider over the mock API's demo accounts.
// It starts signed in as the demo admin so a visitor lands in the back-office at once; after
// Logout, the demo accounts sign in with their documented passwords.
import type { AuthBackend, IdentityUser } from './auth-backend';

type DemoAccount = IdentityUser & { password: string };

const DEMO_ACCOUNTS: DemoAccount[] = [
  { uid: 'demo-admin', email: 'admin@demo.food', displayName: 'Demo Admin', password: 'admin123' },
  { uid: 'demo-owner', email: 'owner@demo.food', displayName: 'Demo Owner', password: 'owner123' },
  {
    uid: 'demo-customer',
    email: 'customer@demo.food',
    displayName: 'Demo Customer',
    password: 'customer123',
  },
];

/** Shaped like a Firebase auth error so the same message mapping applies. */
const authError = (code: string) => Object.assign(new Error(code), { code });

const toUser = ({ uid, email, displayName }: DemoAccount): IdentityUser => ({ uid, email, displayName });

export function createDemoAuthBackend(initialUid: string | null = 'demo-admin'): AuthBackend {
  const initial = DEMO_ACCOUNTS.find((account) => account.uid === initialUid);
  let current: IdentityUser | null = initial ? toUser(initial) : null;
  const listeners = new Set<(user: IdentityUser | null) => void>();
  const emit = () => listeners.forEach((listener) => listener(current));

  return {
    onUserChanged(listener) {
      listeners.add(listener);
      queueMicrotask(() => listener(current));
      return () => listeners.delete(listener);
    },
    async signInWithEmail(email, password) {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email.trim().toLowerCase());
      if (!account) throw authError('auth/user-not-found');
      if (account.password !== password) throw authError('auth/wrong-password');
      current = toUser(account);
      emit();
      return current;
    },
    async signUpWithEmail() {
      throw authError('auth/operation-not-allowed');
    },
    async signInWithGoogle() {
      const admin = DEMO_ACCOUNTS[0];
      if (!admin) return null;
      current = toUser(admin);
      emit();
      return current;
    },
    async signOut() {
      current = null;
      emit();
    },
    async deleteCurrentUser() {
      current = null;
      emit();
    },
    async getIdToken() {
      return current ? `demo-token-${current.uid}` : null;
    },
  };
}
