import type { TokenVerifier, VerifiedToken } from './token-verifier';

export type TokenCacheOptions = {
  /** How long a verified token is trusted without verifying it again (never past its own expiry). */
  ttlMs: number;
  /** Most tokens kept; the oldest go first. */
  maxEntries: number;
  now?: () => number;
};

/**
 * Remembers successfully verified ID tokens for a short while. Every API call carries the token,
 * and verifying it costs a signature check in production and, against the Auth Emulator, an
 * HTTP round trip (firebase-admin then always asks the emulator whether the account is disabled):
 * that round trip capped authenticated routes at ~100 requests/s. Failures are never cached, and a
 * token is never trusted past its own `exp`. What is cached is the signature's verdict only: the
 * role and the account's revocations come from the database on every request (auth/access.ts).
 */
export function cacheVerifiedTokens(verify: TokenVerifier, options: TokenCacheOptions): TokenVerifier {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { token: VerifiedToken; until: number }>();
  return async (idToken: string): Promise<VerifiedToken> => {
    const hit = cache.get(idToken);
    if (hit !== undefined) {
      if (hit.until > now()) return hit.token;
      cache.delete(idToken);
    }
    const token = await verify(idToken);
    const expiresAt = token.expiresAtMs ?? 0;
    const until = Math.min(now() + options.ttlMs, expiresAt);
    if (until > now()) {
      if (cache.size >= options.maxEntries) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(idToken, { token, until });
    }
    return token;
  };
}
