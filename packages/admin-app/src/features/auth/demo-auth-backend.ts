// Demo mode (VITE_USE_MOCKS=1): an in-memory identity provider over the mock API's demo accounts.
// It starts signed in as the demo admin so a visitor lands in the back-office at once; after
// Logout, the demo accounts sign in with their documented passwords.
import type { AuthBackend, IdentityUser } from '@/lib/auth/auth-backend';

type DemoAccount = IdentityUser & { password: string };

const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'demo-admin',
    email: 'admin@demo.food',
    displayName: 'Demo Admin',
    hasPassword: true,
    password: 'admin123',
  },
  {
    uid: 'demo-owner',
    email: 'owner@demo.food',
    displayName: 'Demo Owner',
    hasPassword: true,
    password: 'owner123',
  },
  {
    uid: 'demo-courier',
    email: 'courier@demo.food',
    displayName: 'Demo Courier',
    hasPassword: true,
    password: 'courier123',
  },
  {
    uid: 'demo-customer',
    email: 'customer@demo.food',
    displayName: 'Demo Customer',
    hasPassword: true,
    password: 'customer123',
  },
];

/** Firebase's own minimum (auth/weak-password below it). */
const MIN_PASSWORD_LENGTH = 6;

/** Shaped like a Firebase auth error so the same message mapping applies. */
const authError = (code: string) => Object.assign(new Error(code), { code });

const toUser = ({ uid, email, displayName, hasPassword }: DemoAccount): IdentityUser => ({
  uid,
  email,
  displayName,
  hasPassword,
});

export function createDemoAuthBackend(initialUid: string | null = 'demo-admin'): AuthBackend {
  // Each backend has its own copy: a password changed in the demo lasts until the page reloads.
  const accounts = DEMO_ACCOUNTS.map((account) => ({ ...account }));
  const initial = accounts.find((account) => account.uid === initialUid);
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
      const account = accounts.find((candidate) => candidate.email === email.trim().toLowerCase());
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
      const admin = accounts[0];
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
    async changePassword(currentPassword, newPassword) {
      const account = accounts.find((candidate) => candidate.uid === current?.uid);
      if (!account) throw authError('auth/no-current-user');
      if (account.password !== currentPassword) throw authError('auth/wrong-password');
      if (newPassword.length < MIN_PASSWORD_LENGTH) throw authError('auth/weak-password');
      account.password = newPassword;
    },
    async sendPasswordReset() {
      // The demo sends no email; the screen says the same as for any address (it never tells).
    },
  };
}
