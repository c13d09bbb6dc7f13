-- Invitations to a restaurant's team (docs/api.md#invitations): an email, the set it will hold,
-- open until expires_at unless accepted or revoked. No token: whoever signs in with a verified
-- account of that email sees and accepts it, so a forwarded message gives nobody else a way in.
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL REFERENCES "restaurant_rows"("id") ON DELETE CASCADE,
	"email" varchar(254) NOT NULL,
	"permission_set_id" integer NOT NULL REFERENCES "permission_sets"("id") ON DELETE RESTRICT,
	"invited_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_email_lower" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
-- One open invitation per email and restaurant (a new one replaces it); a restaurant's, newest first.
CREATE UNIQUE INDEX "invitations_open_key" ON "invitations" ("restaurant_id", "email") WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "invitations_restaurant_idx" ON "invitations" ("restaurant_id", "created_at" DESC);
--> statement-breakpoint
-- An invitee's open invitations, read when they sign in.
CREATE INDEX "invitations_email_idx" ON "invitations" ("email") WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;
