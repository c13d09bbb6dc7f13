/*
 * The keys of every advisory lock the server takes, declared here once so that no two locks share
 * one (test: db/lock-keys.test.ts). The numbers are arbitrary; only their being distinct matters.
 * A class key takes a second key (an id) and locks one of its kind: pg_advisory_xact_lock(class, id),
 * a key space apart from the single keys'.
 */
export const LOCK_KEYS = {
  /** Migrations, once across instances starting together (db/open.ts). */
  migrations: 724_113_001,
  /** The demo data's seed (seed/demo-data.ts). */
  demoSeed: 724_113_002,
  /** Every change to who is an admin queues here, so the last admin is kept (modules/users). */
  adminSet: 724_113_003,
  /** The demo accounts' set-up between instances starting together (seed/demo-accounts.ts). */
  demoAccounts: 724_113_019,
  /** Class, with a hash of the uid: one person's uploads queue on each other (modules/uploads). */
  uploadOwner: 724_113_004,
  /** Every upload's total-cap check and insert (held briefly). */
  uploadTotal: 724_113_005,
  /** The orphan sweep, one instance at a time. */
  uploadSweep: 724_113_006,
  /** Class, with the owner's id: one person's saved views (modules/views). */
  views: 724_113_017,
  /** Class, with the person's id: one person's API tokens (modules/api-tokens). */
  apiTokens: 724_113_018,
  /** Registering a webhook endpoint, so the platform's limit holds (modules/webhooks). */
  webhookEndpoints: 724_113_020,
} as const;
