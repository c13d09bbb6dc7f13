CREATE TABLE "deleted_accounts" (
	"uid" varchar(128) PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by_uid" varchar(128) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deleted_accounts_email_idx" ON "deleted_accounts" USING btree (lower("email"));