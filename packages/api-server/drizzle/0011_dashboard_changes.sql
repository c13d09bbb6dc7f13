-- A change counter for the dashboard's cache (modules/dashboard/dashboard-cache.ts): cached rankings and
-- counts stay exact while the sequence has not moved.
CREATE SEQUENCE "public"."dashboard_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Every statement that writes to a table the dashboard reads moves the sequence once (nextval is
-- not transactional, so a rolled-back write moves it too: that only costs one needless recompute).
CREATE FUNCTION "dashboard_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM nextval('dashboard_changes');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_dashboard_touch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_touch"();
--> statement-breakpoint
CREATE TRIGGER "reviews_dashboard_touch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_touch"();
--> statement-breakpoint
CREATE TRIGGER "restaurants_dashboard_touch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "restaurants" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_touch"();
--> statement-breakpoint
CREATE TRIGGER "menus_dashboard_touch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_touch"();
