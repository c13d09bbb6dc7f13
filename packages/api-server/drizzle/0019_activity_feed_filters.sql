-- The activity feed filtered by category and level at once (the dashboard's two selects): one index
-- in the feed's order instead of a bitmap of each filter's index (docs/performance.md).
CREATE INDEX "activity_log_category_level_created_at_idx" ON "activity_log" USING btree ("category","level","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);