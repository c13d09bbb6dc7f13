// What the identity provider gives and takes, apart from how (firebase.ts, token-cache.ts,
// session-watch.ts): these modules use the types, and none has to import another for them.
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

/**
 * Checks an ID token's signature, issuer, audience and expiry; rejects when it is invalid. Never
 * asks about the account's state: that comes from account_states (docs/operations.md#revocation).
 */
export type TokenVerifier = (idToken: string) => Promise<VerifiedToken>;

/** An account as the identity provider has it now. */
export type AccountStatus = { disabled: boolean; tokensValidAfterMs: number | undefined };

/**
 * What the server does to and asks of identity-provider accounts: a deleted user's account is
 * disabled and its refresh tokens revoked (no new ID tokens), a restored user's enabled again
 * (docs/api.md#trash), and the session watch looks accounts up off the requests' path.
 */
export type IdentityAccounts = {
  disable: (uids: readonly string[]) => Promise<void>;
  enable: (uid: string) => Promise<void>;
  /** The accounts among `uids` that exist, by uid; a missing uid has no account any more. */
  lookup: (uids: readonly string[]) => Promise<Map<string, AccountStatus>>;
};
