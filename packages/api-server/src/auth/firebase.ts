import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { firebaseErrorCode } from './firebase-error';
import { coalesceFreshLoads } from './fresh-loads';
import { cacheVerifiedTokens } from './token-cache';
import type { TokenVerifier, VerifiedToken } from './token-verifier';

export type { TokenVerifier, VerifiedToken, VerifyOptions } from './token-verifier';

/** A verified token is trusted this long before it is checked again (see token-cache.ts). */
const VERIFIED_TOKEN_TTL_MS = 30_000;

/** An error with firebase-admin's shape, so the guard maps it like the library's own. */
function authError(code: string, message: string): Error {
  return Object.assign(new Error(message), { errorInfo: { code, message } });
}

/**
 * The account's current state, never cached: a disabled account or one whose tokens were revoked
 * (`tokensValidAfterTime` after the token's sign-in) is refused on its next sensitive call, on
 * every instance, instead of up to an hour later when its token expires. `freshAccount` reads the
 * account after the call arrived; concurrent calls of one account share a read (fresh-loads.ts).
 */
async function assertNotRevoked(
  freshAccount: (uid: string) => Promise<UserRecord>,
  token: VerifiedToken,
): Promise<void> {
  const user = await freshAccount(token.uid).catch((error: unknown) => {
    if (firebaseErrorCode(error) === 'auth/user-not-found')
      throw authError('auth/user-not-found', 'The account no longer exists');
    throw error;
  });
  if (user.disabled) throw authError('auth/user-disabled', 'This account has been disabled');
  const validAfterMs = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Number.NaN;
  // tokensValidAfterTime has a resolution of one second; auth_time is in whole seconds too.
  if (token.authTimeMs !== undefined && validAfterMs > token.authTimeMs) {
    throw authError('auth/id-token-revoked', 'The session was revoked; sign in again');
  }
}

export type FirebaseAdmin = {
  auth: Auth;
  verifyIdToken: TokenVerifier;
  close: () => Promise<void>;
};

export type FirebaseAdminOptions = {
  projectId: string;
  /** host:port of the Auth Emulator; firebase-admin then accepts unsigned emulator tokens. */
  authEmulatorHost?: string | undefined;
};

/**
 * One firebase-admin app per server instance (named, so tests can run several servers with
 * different projects in one process). firebase-admin reads the emulator host from the
 * environment only, so the configured value is exported there.
 */
export function createFirebaseAdmin(options: FirebaseAdminOptions): FirebaseAdmin {
  if (options.authEmulatorHost !== undefined) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
  }
  const app: App = initializeApp({ projectId: options.projectId }, `food-admin-${randomUUID()}`);
  const auth = getAuth(app);
  const freshAccount = coalesceFreshLoads((uid: string) => auth.getUser(uid));
  return {
    auth,
    verifyIdToken: cacheVerifiedTokens(
      async (idToken) => {
        const decoded = await auth.verifyIdToken(idToken);
        return {
          uid: decoded.uid,
          email: decoded.email,
          emailVerified: decoded.email_verified,
          expiresAtMs: decoded.exp * 1000,
          authTimeMs: decoded.auth_time * 1000,
        };
      },
      {
        ttlMs: VERIFIED_TOKEN_TTL_MS,
        maxEntries: 10_000,
        checkRevoked: (token) => assertNotRevoked(freshAccount, token),
      },
    ),
    close: () => deleteApp(app),
  };
}

/**
 * Turns identity-provider accounts off and on: a deleted user's account is disabled and its refresh
 * tokens revoked (no new ID tokens), a restored user's enabled again (docs/api.md#trash).
 */
export type AccountSwitch = {
  disable: (uids: readonly string[]) => Promise<void>;
  enable: (uid: string) => Promise<void>;
};

/** The accounts of a firebase-admin Auth (the emulator locally). A profile without an account is skipped. */
export function firebaseAccounts(auth: Auth): AccountSwitch {
  const ignoreMissing = (error: unknown) => {
    if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
  };
  return {
    disable: async (uids) => {
      for (const uid of uids) {
        await auth
          .updateUser(uid, { disabled: true })
          .then(() => auth.revokeRefreshTokens(uid))
          .catch(ignoreMissing);
      }
    },
    enable: (uid) =>
      auth
        .updateUser(uid, { disabled: false })
        .then(() => undefined)
        .catch(ignoreMissing),
  };
}
