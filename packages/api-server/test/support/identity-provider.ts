import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@food-admin/api-client';
import type { AccountStatus, IdentityAccounts, TokenVerifier } from '../../src/auth/token-verifier';
import type { Database } from '../../src/db/database';
import { users } from '../../src/db/schema';

type Account = { disabled: boolean; tokensValidAfterMs: number | undefined };

/**
 * An identity provider that behaves as Firebase does in production, where the repository's tests
 * cannot reach it: verifying a token is a local check of what the token says (a signature check
 * there) and never asks about the account, so a disabled or revoked account's token stays valid
 * until it expires. Only `accounts.lookup` reads the accounts' state, as firebase-admin's getUsers
 * does, and the test can hold its answers to prove that no request waits for one.
 */
export class ProductionLikeIdentityProvider {
  private readonly accountsByUid = new Map<string, Account>();
  private readonly tokens = new Map<string, { uid: string; authTimeMs: number; expiresAtMs: number }>();
  private held: Promise<void> | undefined;
  private release: (() => void) | undefined;
  /** Every uid asked about, in order, one entry per lookup call. */
  readonly lookups: string[][] = [];

  /** A new account and a session signed in now; the token is valid for an hour. */
  signUp(): { uid: string; token: string } {
    const uid = `prod-like-${randomUUID()}`;
    this.accountsByUid.set(uid, { disabled: false, tokensValidAfterMs: undefined });
    return { uid, token: this.signIn(uid) };
  }

  signIn(uid: string): string {
    const token = randomBytes(24).toString('base64url');
    const now = Date.now();
    // auth_time has a resolution of one second.
    this.tokens.set(token, { uid, authTimeMs: Math.floor(now / 1000) * 1000, expiresAtMs: now + 3_600_000 });
    return token;
  }

  /** As in the Firebase console: the account is switched off; its tokens still verify. */
  disable(uid: string): void {
    this.account(uid).disabled = true;
  }

  /** As revokeRefreshTokens: sessions signed in before the next whole second are revoked. */
  revokeSessions(uid: string): void {
    this.account(uid).tokensValidAfterMs = Math.ceil(Date.now() / 1000) * 1000;
  }

  /** Lookups wait until `resume` (requests must not). */
  hold(): void {
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  resume(): void {
    this.release?.();
    this.held = undefined;
  }

  readonly verifyIdToken: TokenVerifier = async (idToken) => {
    const claims = this.tokens.get(idToken);
    if (claims === undefined || claims.expiresAtMs <= Date.now()) {
      throw Object.assign(new Error('invalid token'), { errorInfo: { code: 'auth/argument-error' } });
    }
    return { uid: claims.uid, authTimeMs: claims.authTimeMs, expiresAtMs: claims.expiresAtMs };
  };

  readonly accounts: IdentityAccounts = {
    disable: async (uids) => {
      for (const uid of uids) {
        this.disable(uid);
        this.revokeSessions(uid);
      }
    },
    enable: async (uid) => {
      this.account(uid).disabled = false;
    },
    lookup: async (uids) => {
      this.lookups.push([...uids]);
      await this.held;
      const found = new Map<string, AccountStatus>();
      for (const uid of uids) {
        const account = this.accountsByUid.get(uid);
        if (account !== undefined) found.set(uid, { ...account });
      }
      return found;
    },
  };

  /** How many lookups asked about `uid`. */
  lookupsOf(uid: string): number {
    return this.lookups.filter((batch) => batch.includes(uid)).length;
  }

  private account(uid: string): Account {
    const account = this.accountsByUid.get(uid);
    if (account === undefined) throw new Error(`no account ${uid}`);
    return account;
  }
}

/** An account of `idp` with a profile of `role`, and the headers of its session. */
export async function createProductionLikeUser(
  db: Database,
  idp: ProductionLikeIdentityProvider,
  role: Role,
) {
  const { uid, token } = idp.signUp();
  const [row] = await db
    .insert(users)
    .values({ uid, email: `${uid}@test.food`, firstName: 'Prod', lastName: 'Like', role })
    .returning();
  if (row === undefined) throw new Error('user insert failed');
  return { id: row.id, uid, headers: { authorization: `Bearer ${token}` } };
}
