-- What the server knows of each identity-provider account's sessions (docs/operations.md#revocation):
-- sessions signed in before tokens_valid_after are refused, and so is every session of a disabled
-- account. Written by the app when it revokes (deleting a user) and by the periodic lookup of active
-- accounts at the identity provider (auth/session-watch.ts), which claims an account by moving
-- checked_at so that one instance of a cluster looks it up per interval. A table of its own, not
-- columns of user_rows: those writes are no edit of the user (no version, history or live event),
-- and an account may have no profile yet.
CREATE TABLE "account_states" (
	"uid" varchar(128) PRIMARY KEY NOT NULL,
	"tokens_valid_after" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone
);
