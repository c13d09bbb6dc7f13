// Test double for `firebase/auth` (and `firebase/app`), installed with vi.mock in setup.ts: the
// identity provider is the boundary the integration tests stub, the app's own code above it is real.
// Errors carry Firebase's `auth/...` codes so the app's message mapping is exercised as in production.

type FakeUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** 'password' for an email account, 'google.com' for one from the Google popup. */
  providerData: { providerId: string }[];
  getIdToken: (forceRefresh?: boolean) => Promise<string>;
  delete: () => Promise<void>;
};
type Account = { uid: string; email: string; password: string; displayName: string | null };
type Listener = (user: FakeUser | null) => void;
type PopupOutcome = { account: Omit<Account, 'password'> } | { errorCode: string };

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

class FakeAuthState {
  accounts = new Map<string, Account>();
  currentUser: FakeUser | null = null;
  listeners = new Set<Listener>();
  persistence: string | null = null;
  /** Where the chosen persistence keeps the user (Firebase's three 'LOCAL' and 'SESSION' kinds). */
  persistenceStore: string | null = null;
  popupOutcome: PopupOutcome = { errorCode: 'auth/popup-closed-by-user' };
  emulatorUrl: string | null = null;
  calls: string[] = [];
  /** The error code the next password-reset request fails with (it succeeds when null). */
  resetErrorCode: string | null = null;
  /** Addresses a reset link was sent to: only existing accounts get one, as with Firebase. */
  resetEmailsSent: string[] = [];
  /**
   * While set, the session's restore is under way (Firebase asks the provider about the stored
   * user first): the first state report and authStateReady wait for it.
   */
  restoring: Promise<void> | null = null;

  reset() {
    this.accounts.clear();
    this.currentUser = null;
    this.listeners.clear();
    this.persistence = null;
    this.persistenceStore = null;
    this.popupOutcome = { errorCode: 'auth/popup-closed-by-user' };
    this.calls = [];
    this.resetErrorCode = null;
    this.resetEmailsSent = [];
    this.restoring = null;
  }

  addAccount(account: Account) {
    this.accounts.set(account.email, account);
  }

  /** Starts a test already signed in (a restored session); `providerId` 'google.com' for a Google account. */
  signInAs(account: Omit<Account, 'password'>, providerId = 'password') {
    this.currentUser = this.toUser(account, providerId);
  }

  toUser(account: Omit<Account, 'password'>, providerId = 'password'): FakeUser {
    return {
      uid: account.uid,
      email: account.email,
      displayName: account.displayName,
      providerData: [{ providerId }],
      getIdToken: async () => `token-${account.uid}`,
      delete: async () => {
        this.calls.push(`delete:${account.uid}`);
        if (account.email) this.accounts.delete(account.email);
        this.setUser(null);
      },
    };
  }

  setUser(user: FakeUser | null) {
    this.currentUser = user;
    this.listeners.forEach((listener) => listener(user));
  }
}

export const fakeAuth = new FakeAuthState();

const auth = {
  /** As with Firebase, no user until its restore is done. */
  get currentUser() {
    return fakeAuth.restoring ? null : fakeAuth.currentUser;
  },
  authStateReady: () => fakeAuth.restoring ?? Promise.resolve(),
};

// firebase/app
export const initializeApp = () => ({ name: '[DEFAULT]' });
export const getApps = () => [];

// firebase/auth
export const getAuth = () => auth;
export const initializeAuth = () => auth;
export const indexedDBLocalPersistence = { type: 'LOCAL', store: 'indexedDB' };
export const browserPopupRedirectResolver = { resolver: 'popup' };
export const connectAuthEmulator = (_auth: unknown, url: string) => {
  fakeAuth.emulatorUrl = url;
};
export const browserLocalPersistence = { type: 'LOCAL', store: 'localStorage' };
export const browserSessionPersistence = { type: 'SESSION', store: 'sessionStorage' };

export function onAuthStateChanged(_auth: unknown, listener: Listener) {
  fakeAuth.listeners.add(listener);
  const report = () => listener(fakeAuth.currentUser);
  if (fakeAuth.restoring) void fakeAuth.restoring.then(report);
  else queueMicrotask(report);
  return () => fakeAuth.listeners.delete(listener);
}

export async function setPersistence(_auth: unknown, persistence: { type: string; store: string }) {
  fakeAuth.persistence = persistence.type;
  fakeAuth.persistenceStore = persistence.store;
}

export async function signInWithEmailAndPassword(_auth: unknown, email: string, password: string) {
  fakeAuth.calls.push(`signIn:${email}`);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw authError('auth/invalid-email');
  const account = fakeAuth.accounts.get(email);
  if (!account) throw authError('auth/user-not-found');
  if (account.password !== password) throw authError('auth/wrong-password');
  const user = fakeAuth.toUser(account);
  fakeAuth.setUser(user);
  return { user };
}

export async function createUserWithEmailAndPassword(_auth: unknown, email: string, password: string) {
  fakeAuth.calls.push(`signUp:${email}`);
  if (fakeAuth.accounts.has(email)) throw authError('auth/email-already-in-use');
  const account = { uid: `uid-${email}`, email, password, displayName: null };
  fakeAuth.addAccount(account);
  const user = fakeAuth.toUser(account);
  fakeAuth.setUser(user);
  return { user };
}

export async function signOut() {
  fakeAuth.calls.push('signOut');
  fakeAuth.setUser(null);
}

export class GoogleAuthProvider {
  setCustomParameters() {
    return this;
  }
}

export async function signInWithPopup(_auth: unknown, _provider: unknown, resolver?: unknown) {
  // As Firebase does when initializeAuth was given no resolver and the call none either.
  if (resolver !== browserPopupRedirectResolver) throw authError('auth/argument-error');
  fakeAuth.calls.push('popup');
  const outcome = fakeAuth.popupOutcome;
  if ('errorCode' in outcome) throw authError(outcome.errorCode);
  const user = fakeAuth.toUser(outcome.account, 'google.com');
  fakeAuth.setUser(user);
  return { user };
}

type EmailCredential = { email: string; password: string };

export const EmailAuthProvider = {
  credential: (email: string, password: string): EmailCredential => ({ email, password }),
};

export async function reauthenticateWithCredential(user: FakeUser, credential: EmailCredential) {
  fakeAuth.calls.push(`reauthenticate:${credential.email}`);
  const account = fakeAuth.accounts.get(credential.email);
  if (!account || account.uid !== user.uid) throw authError('auth/user-mismatch');
  // With email enumeration protection (the default) Firebase reports a wrong password as this.
  if (account.password !== credential.password) throw authError('auth/invalid-credential');
  return { user };
}

export async function updatePassword(user: FakeUser, newPassword: string) {
  fakeAuth.calls.push(`updatePassword:${user.email}`);
  if (newPassword.length < 6) throw authError('auth/weak-password');
  const account = user.email ? fakeAuth.accounts.get(user.email) : undefined;
  if (account) account.password = newPassword;
}

export async function sendPasswordResetEmail(_auth: unknown, email: string) {
  fakeAuth.calls.push(`passwordReset:${email}`);
  if (fakeAuth.resetErrorCode) throw authError(fakeAuth.resetErrorCode);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw authError('auth/invalid-email');
  // Firebase with email enumeration protection answers success for an unknown address too.
  if (fakeAuth.accounts.has(email)) fakeAuth.resetEmailsSent.push(email);
}
