-- Activity entries as a code and its parameters beside the English text (docs/api.md#the-activity-feed),
-- so each reader sees them in their language. Older entries keep only their text (null code).
ALTER TABLE "activity_log" ADD COLUMN "code" varchar(40);--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "params" jsonb;