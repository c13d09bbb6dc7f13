import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { firebaseErrorCode } from './firebase-error';
import { cacheVerifiedTokens } from './token-cache';
import type { AccountStatus, IdentityAccounts, TokenVerifier } from './token-verifier';

export type { IdentityAccounts, TokenVerifier, VerifiedToken } from './token-verifier';

/** A verified token is trusted this long before it is checked again (see token-cache.ts). */
const VERIFIED_TOKEN_TTL_MS = 30_000;

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
      { ttlMs: VERIFIED_TOKEN_TTL_MS, maxEntries: 10_000 },
    ),
    close: () => deleteApp(app),
  };
}

/** firebase-admin's getUsers takes at most this many identifiers a call. */
const LOOKUP_BATCH = 100;

/** The accounts of a firebase-admin Auth (the emulator locally). A profile without an account is skipped. */
export function firebaseAccounts(auth: Auth): IdentityAccounts {
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
    lookup: async (uids) => {
      const found = new Map<string, AccountStatus>();
      for (let start = 0; start < uids.length; start += LOOKUP_BATCH) {
        const batch = uids.slice(start, start + LOOKUP_BATCH).map((uid) => ({ uid }));
        const { users } = await auth.getUsers(batch);
        for (const user of users) {
          const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Number.NaN;
          found.set(user.uid, {
            disabled: user.disabled,
            tokensValidAfterMs: Number.isNaN(validAfter) ? undefined : validAfter,
          });
        }
      }
      return found;
    },
  };
}
