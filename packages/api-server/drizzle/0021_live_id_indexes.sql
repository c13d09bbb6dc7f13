-- Deep pages of the lists in their default order (docs/performance.md#live-id-indexes). A list reads
-- the view that hides the trash (deleted_at IS NULL), so a page by offset walked the primary key and
-- fetched every row it skipped from the table to test deleted_at: 100,000 rows read for the
-- restaurants' page 10,000. An index of the ids of the rows not in the trash answers the same walk
-- from the index alone (an index-only scan). Drizzle's schema describes the views, not these tables:
-- this file holds the indexes.
CREATE INDEX "restaurant_rows_live_id_idx" ON "restaurant_rows" ("id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "user_rows_live_id_idx" ON "user_rows" ("id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "menu_rows_live_id_idx" ON "menu_rows" ("id") WHERE "deleted_at" IS NULL;
