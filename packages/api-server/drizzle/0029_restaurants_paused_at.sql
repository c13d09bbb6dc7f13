-- The restaurants list's pausedBefore filter (docs/api.md#lists): the restaurants whose pause began
-- before a time, with availability=paused the dashboard's long pauses. Only the rows with a pause
-- on carry paused_at (the pause-end job clears it), so the index holds those alone, out of the trash
-- as the "restaurants" view reads them.
CREATE INDEX "restaurant_rows_paused_at_idx" ON "restaurant_rows" USING btree ("paused_at")
	WHERE "paused_at" IS NOT NULL AND "deleted_at" IS NULL;
