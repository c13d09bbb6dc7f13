ALTER TABLE "activity_log" ADD COLUMN "entity_id" integer;--> statement-breakpoint
CREATE INDEX "activity_log_entity_id_idx" ON "activity_log" USING btree ("entity_id") WHERE "activity_log"."entity_id" is not null;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_category_check" CHECK ("activity_log"."category" in ('USER', 'RESTAURANT', 'ORDER', 'REVIEW', 'GENERAL', 'DISH'));--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_level_check" CHECK ("activity_log"."level" in ('INFO', 'WARN', 'ERROR'));