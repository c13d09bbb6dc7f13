-- Dish categories (docs/api.md#lists): where a dish sits on a menu, one of STARTER, MAIN, SIDE,
-- DESSERT or DRINK, or none; the dishes list filters and counts by it. `dishes` is a view of
-- `dish_rows` since 0013_soft_delete: the column goes on the table, and the view is replaced so
-- that it has the column too (a view keeps the columns it was created with; a new one may be
-- appended).
ALTER TABLE "dish_rows" ADD COLUMN "category" varchar(20);--> statement-breakpoint
ALTER TABLE "dish_rows" ADD CONSTRAINT "dishes_category_check" CHECK ("category" in ('STARTER', 'MAIN', 'SIDE', 'DESSERT', 'DRINK'));--> statement-breakpoint
CREATE INDEX "dishes_menu_category_idx" ON "dish_rows" USING btree ("menu_id","category","id");--> statement-breakpoint
CREATE OR REPLACE VIEW "dishes" AS SELECT * FROM "dish_rows" WHERE "deleted_at" IS NULL;
