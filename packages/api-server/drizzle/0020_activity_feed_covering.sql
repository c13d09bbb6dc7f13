-- The feed filtered by category and level with a search (docs/performance.md#covering-feed-index).
-- The filters' index also holds the searched texts lowered (the search compares lower(column)) and,
-- as INCLUDE, the texts themselves: PostgreSQL reads only the index when it holds every column a
-- query names, and then takes lower(...) from the index instead of lowering each text again. The
-- feed's count with both filters and a common word went from a trigram bitmap of every entry with
-- the word (and 2 lowerings per entry of the filters' range) to a scan of the index alone.
-- Drizzle's schema cannot state INCLUDE: schema.ts has the key columns, this file the rest.
DROP INDEX "activity_log_category_level_created_at_idx";--> statement-breakpoint
CREATE INDEX "activity_log_category_level_created_at_idx" ON "activity_log" USING btree ("category","level","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,lower("action"),lower("username")) INCLUDE ("action","username");
