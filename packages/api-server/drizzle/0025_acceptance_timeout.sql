-- The acceptance timeout (docs/api.md#operations): a PENDING order nobody answered within the
-- restaurant's acceptance_timeout_minutes (0: never) is rejected ("Not accepted in time") or
-- accepted by the platform, through the same move a person makes (the order-acceptance-timeouts
-- job, docs/operations.md#jobs). The job finds them by (status, created_at): orders_status_created_at_idx.
ALTER TABLE "restaurant_rows"
	ADD COLUMN "acceptance_timeout_minutes" smallint DEFAULT 0 NOT NULL,
	ADD COLUMN "acceptance_timeout_action" varchar(10) DEFAULT 'reject' NOT NULL,
	ADD CONSTRAINT "restaurant_rows_acceptance_timeout_minutes_check" CHECK ("acceptance_timeout_minutes" BETWEEN 0 AND 120),
	ADD CONSTRAINT "restaurant_rows_acceptance_timeout_action_check" CHECK ("acceptance_timeout_action" IN ('reject', 'accept'));
--> statement-breakpoint
CREATE OR REPLACE VIEW "restaurants" AS SELECT * FROM "restaurant_rows" WHERE "deleted_at" IS NULL;
