-- A user's language (docs/requirements.md#req-i18n): chosen in Settings, kept on the server so it
-- follows them to another browser; null until chosen. `users` is a view of `user_rows` since
-- 0013_soft_delete: the column goes on the table, and the view is replaced so that it has the
-- column too (a view keeps the columns it was created with; a new one may be appended).
ALTER TABLE "user_rows" ADD COLUMN "locale" varchar(5);--> statement-breakpoint
ALTER TABLE "user_rows" ADD CONSTRAINT "users_locale_check" CHECK ("locale" in ('en', 'fr', 'ar'));--> statement-breakpoint
CREATE OR REPLACE VIEW "users" AS SELECT * FROM "user_rows" WHERE "deleted_at" IS NULL;
