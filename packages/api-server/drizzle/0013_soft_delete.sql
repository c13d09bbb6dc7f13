-- Soft delete (docs/api.md#trash). A delete marks the row (deleted_at, deleted_by) instead of removing
-- it, and the row leaves every list, search, count, export and GET without a single query having to
-- remember it: each table becomes <name>_rows, and <name> is now a view of its live rows. Views this
-- simple are updatable in PostgreSQL (INSERT, UPDATE, DELETE, RETURNING and ON CONFLICT go to the
-- table, with its defaults, triggers and constraints), so the app's queries are unchanged; only the
-- trash (modules/trash) reads and writes the *_rows tables. A later migration that adds a column to
-- one of these tables must recreate its view (SELECT * is expanded when the view is created).
ALTER TABLE "users" RENAME TO "user_rows";
--> statement-breakpoint
ALTER TABLE "restaurants" RENAME TO "restaurant_rows";
--> statement-breakpoint
ALTER TABLE "menus" RENAME TO "menu_rows";
--> statement-breakpoint
ALTER TABLE "dishes" RENAME TO "dish_rows";
--> statement-breakpoint
ALTER TABLE "reviews" RENAME TO "review_rows";
--> statement-breakpoint
ALTER TABLE "user_rows" ADD COLUMN "deleted_at" timestamp with time zone, ADD COLUMN "deleted_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "user_rows_deleted_at_idx" ON "user_rows" ("deleted_at") WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "restaurant_rows" ADD COLUMN "deleted_at" timestamp with time zone, ADD COLUMN "deleted_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "restaurant_rows_deleted_at_idx" ON "restaurant_rows" ("deleted_at") WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "menu_rows" ADD COLUMN "deleted_at" timestamp with time zone, ADD COLUMN "deleted_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "menu_rows_deleted_at_idx" ON "menu_rows" ("deleted_at") WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "dish_rows" ADD COLUMN "deleted_at" timestamp with time zone, ADD COLUMN "deleted_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "dish_rows_deleted_at_idx" ON "dish_rows" ("deleted_at") WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "review_rows" ADD COLUMN "deleted_at" timestamp with time zone, ADD COLUMN "deleted_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "review_rows_deleted_at_idx" ON "review_rows" ("deleted_at") WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
-- A deleted user's email does not block a new account with it.
DROP INDEX "users_email_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "user_rows" (lower("email")) WHERE "email" <> '' AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE VIEW "users" AS SELECT * FROM "user_rows" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE VIEW "restaurants" AS SELECT * FROM "restaurant_rows" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE VIEW "menus" AS SELECT * FROM "menu_rows" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE VIEW "dishes" AS SELECT * FROM "dish_rows" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE VIEW "reviews" AS SELECT * FROM "review_rows" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- The approved-review rollup counts live reviews only: a soft delete takes a review out, a restore puts it back.
CREATE OR REPLACE FUNCTION "reviews_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "review_daily_ratings" AS t ("day", "reviews", "rating_sum")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, -count(*), -sum("rating") FROM "old_rows" WHERE "status" = 'APPROVED' AND "deleted_at" IS NULL GROUP BY 1
			ON CONFLICT ("day") DO UPDATE SET "reviews" = t."reviews" + excluded."reviews", "rating_sum" = t."rating_sum" + excluded."rating_sum";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "review_daily_ratings" AS t ("day", "reviews", "rating_sum")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*), sum("rating") FROM "new_rows" WHERE "status" = 'APPROVED' AND "deleted_at" IS NULL GROUP BY 1
			ON CONFLICT ("day") DO UPDATE SET "reviews" = t."reviews" + excluded."reviews", "rating_sum" = t."rating_sum" + excluded."rating_sum";
	END IF;
	RETURN NULL;
END $$;
