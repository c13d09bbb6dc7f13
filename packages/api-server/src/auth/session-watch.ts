import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import {
  claimDueAccounts,
  readAccountStates,
  recordLookups,
  releaseClaims,
  sessionRefusal,
} from './account-states';
import type { IdentityAccounts, VerifiedToken } from './token-verifier';

/** A signed-in session holding something open on this instance (an event stream). */
export type Session = { uid: string; authTimeMs: number | undefined };

/** The open event streams of this instance (modules/events/change-feed.ts), as the watch sees them. */
export type OpenSessions = {
  openSessions: () => Session[];
  /** Ends the streams of the sessions `ends` picks. */
  endSessions: (ends: (session: Session) => boolean) => void;
};

export type SessionWatchOptions = {
  db: Database;
  /** Where accounts are looked up; without it (an app built for one concern) nothing is. */
  lookup: IdentityAccounts['lookup'] | undefined;
  streams: OpenSessions;
  /** An account active on some instance is looked up once per this interval, cluster-wide. */
  lookupIntervalMs: number;
  /** How often this instance claims due accounts and checks its open streams. */
  tickMs: number;
  log: FastifyBaseLogger;
};

/**
 * Keeps account_states current for the accounts calling this instance, off the requests' path
 * (docs/operations.md#revocation): a request reads the state with its caller's profile and never
 * asks the identity provider. Revocations made in the app are written to account_states directly;
 * this picks up those made at the identity provider (an account disabled or its sessions revoked
 * in the Firebase console): every `tickMs` it claims the active accounts that no instance looked
 * up for `lookupIntervalMs`, asks the provider about them in one batch, and records the answers.
 * An account is active while a token it presented here is unexpired; one seen for the first time
 * is looked up at once. Then it ends the open event streams whose session is no longer valid.
 * So an outside revocation reaches every request and stream within lookupIntervalMs + tickMs.
 */
export class SessionWatch {
  /** Active accounts: uid -> the latest expiry of a token they presented here. */
  private readonly active = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private soon: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** Set by stop(): a request still finishing after it (or a round asked for meanwhile) starts none. */
  private stopped = false;

  constructor(private readonly options: SessionWatchOptions) {
    this.timer = setInterval(() => void this.tick(), options.tickMs);
    this.timer.unref();
  }

  /** A request presented this verified token. */
  seen(token: VerifiedToken): void {
    const known = this.active.has(token.uid);
    const expiresAt = token.expiresAtMs ?? Date.now() + 60 * 60 * 1000;
    this.active.set(token.uid, Math.max(this.active.get(token.uid) ?? 0, expiresAt));
    if (!known && this.options.lookup !== undefined && this.soon === undefined) {
      this.soon = setTimeout(() => {
        this.soon = undefined;
        void this.tick();
      }, 0);
      this.soon.unref();
    }
  }

  /** One round: look up the due accounts, then end revoked streams. Rounds never overlap. */
  tick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running !== undefined) {
      this.again = true;
      return this.running;
    }
    this.running = this.round()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'session watch round failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.tick();
        }
      });
    return this.running;
  }

  /** Ends the rounds before the database closes: the one running finishes, none starts after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.soon);
    await this.running;
  }

  private async round(): Promise<void> {
    const now = Date.now();
    for (const [uid, expiresAt] of this.active) if (expiresAt <= now) this.active.delete(uid);
    await this.lookUpDueAccounts();
    await this.endRevokedStreams();
  }

  private async lookUpDueAccounts(): Promise<void> {
    const { db, lookup, lookupIntervalMs } = this.options;
    if (lookup === undefined || this.active.size === 0) return;
    const claimed = await claimDueAccounts(db, [...this.active.keys()], lookupIntervalMs);
    if (claimed.length === 0) return;
    try {
      await recordLookups(db, await lookup(claimed), claimed);
    } catch (error) {
      // Unanswered (identity provider unreachable): due again at the next round, on any instance.
      await releaseClaims(db, claimed);
      throw error;
    }
  }

  private async endRevokedStreams(): Promise<void> {
    const { db, streams } = this.options;
    const sessions = streams.openSessions();
    if (sessions.length === 0) return;
    const states = await readAccountStates(db, [...new Set(sessions.map((session) => session.uid))]);
    if (states.size === 0) return;
    streams.endSessions(
      (session) => sessionRefusal(states.get(session.uid), session.authTimeMs) !== undefined,
    );
  }
}
