-- Invitations to the platform's staff (docs/api.md#staff): an invitation without a restaurant gives
-- its set platform-wide, as a membership without one does. Still one open invitation per email and
-- place: NULLS NOT DISTINCT makes the platform one place.
ALTER TABLE "invitations" ALTER COLUMN "restaurant_id" DROP NOT NULL;
--> statement-breakpoint
DROP INDEX "invitations_open_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_key" ON "invitations" ("restaurant_id", "email") NULLS NOT DISTINCT WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;
