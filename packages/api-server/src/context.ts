import type { SessionWatch } from './auth/session-watch';
import type { IdentityAccounts, TokenVerifier } from './auth/token-verifier';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { RateLimiter } from './http/rate-limit/rate-limiter';
import type { JobSender } from './jobs/job-sender';
import type { ChangeFeed } from './modules/events/change-feed';
import type { SecretBox } from './modules/webhooks/secret-box';

/** What every route needs, handed to the route plugins explicitly (no globals). */
export type AppContext = {
  db: Database;
  config: ServerConfig;
  verifyIdToken: TokenVerifier;
  /** Disables a deleted user's identity-provider account and enables a restored one's. */
  accounts: IdentityAccounts;
  /** Keeps the callers' recorded sessions current, off the requests' path (auth/session-watch.ts). */
  sessionWatch: Pick<SessionWatch, 'seen'>;
  rateLimiter: RateLimiter;
  /** This instance's open live-update streams and the LISTEN feeding them (modules/events). */
  changeFeed: ChangeFeed;
  /** Sends jobs in a transaction (jobs/job-sender.ts); sends nothing in an app without a queue. */
  jobs: JobSender;
  /** Seals and opens webhook endpoints' signing secrets (modules/webhooks/secret-box.ts). */
  webhookSecrets: SecretBox;
};
