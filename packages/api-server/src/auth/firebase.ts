import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { cacheVerifiedTokens } from './token-cache';

/** A verified token is trusted this long before it is checked again (see token-cache.ts). */
const VERIFIED_TOKEN_TTL_MS = 30_000;

export type VerifiedToken = {
  uid: string;
  email?: string | undefined;
  /** The token's own expiry (`exp`), in ms since the epoch. */
  expiresAtMs?: number;
};

/** Checks a Firebase ID token; rejects when it is invalid, expired or for another project. */
export type TokenVerifier = (idToken: string) => Promise<VerifiedToken>;

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
        return { uid: decoded.uid, email: decoded.email, expiresAtMs: decoded.exp * 1000 };
      },
      { ttlMs: VERIFIED_TOKEN_TTL_MS, maxEntries: 10_000 },
    ),
    close: () => deleteApp(app),
  };
}
