-- Versions of the editable rows (docs/api.md#versions): every row starts at 1 and every update raises
-- it by one, whichever statement makes it (a form's save, a bulk action, an order's move), so the
-- API's ETag and If-Match cannot miss a write. Adding a column with a constant default rewrites nothing.
ALTER TABLE "dishes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."version" := OLD."version" + 1;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_bump_version" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "restaurants_bump_version" BEFORE UPDATE ON "restaurants" FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "menus_bump_version" BEFORE UPDATE ON "menus" FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "dishes_bump_version" BEFORE UPDATE ON "dishes" FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "orders_bump_version" BEFORE UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "reviews_bump_version" BEFORE UPDATE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "bump_version"();
