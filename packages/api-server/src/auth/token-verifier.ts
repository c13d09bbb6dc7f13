// What verifying an ID token gives and takes, apart from how (firebase.ts, token-cache.ts): both
// modules use these types, and neither has to import the other for them.
export type VerifiedToken = {
  uid: string;
  email?: string | undefined;
  /** Whether the identity provider has verified that the email belongs to the account. */
  emailVerified?: boolean;
  /** The token's own expiry (`exp`), in ms since the epoch. */
  expiresAtMs?: number;
  /** When the user signed in for this token (`auth_time`), in ms since the epoch. */
  authTimeMs?: number;
};

export type VerifyOptions = {
  /**
   * Also ask the identity provider, now, whether the account is disabled or its tokens revoked.
   * Costs a round trip; used for writes and admin routes (docs/operations.md#revocation).
   */
  checkRevoked?: boolean;
};

/** Checks a Firebase ID token; rejects when it is invalid, expired, for another project, or (with checkRevoked) revoked. */
export type TokenVerifier = (idToken: string, options?: VerifyOptions) => Promise<VerifiedToken>;
