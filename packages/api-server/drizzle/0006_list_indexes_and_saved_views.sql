CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"list" varchar(20) NOT NULL,
	"name" varchar(80) NOT NULL,
	"query" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_list_check" CHECK ("saved_views"."list" in ('users', 'restaurants', 'menus', 'dishes', 'orders', 'reviews', 'activity'))
);
--> statement-breakpoint
DROP INDEX "orders_restaurant_id_idx";--> statement-breakpoint
DROP INDEX "reviews_restaurant_id_idx";--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_views_owner_list_name_idx" ON "saved_views" USING btree ("owner_id","list",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_shared_list_name_idx" ON "saved_views" USING btree ("list",lower("name")) WHERE "saved_views"."shared";--> statement-breakpoint
CREATE INDEX "dishes_menu_name_lower_idx" ON "dishes" USING btree ("menu_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "dishes_menu_price_idx" ON "dishes" USING btree ("menu_id","price","id");--> statement-breakpoint
CREATE INDEX "dishes_menu_available_idx" ON "dishes" USING btree ("menu_id","is_available","id");--> statement-breakpoint
CREATE INDEX "menus_name_lower_idx" ON "menus" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "menus_is_active_idx" ON "menus" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "restaurants_name_lower_idx" ON "restaurants" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "restaurants_address_lower_idx" ON "restaurants" USING btree (lower("address"),"id");--> statement-breakpoint
CREATE INDEX "restaurants_is_active_idx" ON "restaurants" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_created_at_idx" ON "reviews" USING btree ("rating","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "users_first_name_lower_idx" ON "users" USING btree (lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_last_name_lower_idx" ON "users" USING btree (lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_id_idx" ON "orders" USING btree ("restaurant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_restaurant_id_idx" ON "reviews" USING btree ("restaurant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");