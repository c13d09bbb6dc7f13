-- The orders workflow (docs/api.md#orders): items, fees, delivery address, courier, status history and
-- staff notes; the statuses of the machine declared in the contract (ORDER_TRANSITIONS). Orders placed
-- before this stay valid: DELIVERING becomes PICKED_UP, each gets one item for its total (subtotal =
-- total, no fee) and a history entry for the status it has.
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"dish_id" integer,
	"name" varchar(120) NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_unit_price_check" CHECK ("order_items"."unit_price" >= 0),
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"reason" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_status_check" CHECK ("order_status_history"."to_status" in ('PENDING', 'ACCEPTED', 'REJECTED', 'PREPARING', 'READY', 'PICKED_UP', 'DELIVERED', 'CANCELLED') and ("order_status_history"."from_status" is null or "order_status_history"."from_status" in ('PENDING', 'ACCEPTED', 'REJECTED', 'PREPARING', 'READY', 'PICKED_UP', 'DELIVERED', 'CANCELLED')))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
UPDATE "orders" SET "status" = 'PICKED_UP' WHERE "status" = 'DELIVERING';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_id" integer;--> statement-breakpoint
-- Added empty, filled from the total, then required: an order before itemisation cost its total.
ALTER TABLE "orders" ADD COLUMN "subtotal" numeric(10, 2);--> statement-breakpoint
UPDATE "orders" SET "subtotal" = "total";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" varchar(300);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_notes" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One item for the total of each order that has none, and the status it has as its first history entry.
INSERT INTO "order_items" ("order_id", "dish_id", "name", "unit_price", "quantity")
SELECT "o"."id", NULL, 'Order total (placed before itemised orders)', "o"."total", 1
FROM "orders" "o"
WHERE NOT EXISTS (SELECT 1 FROM "order_items" "i" WHERE "i"."order_id" = "o"."id");--> statement-breakpoint
INSERT INTO "order_status_history" ("order_id", "from_status", "to_status", "reason", "actor_id", "created_at")
SELECT "o"."id", NULL, "o"."status", NULL, NULL, "o"."created_at"
FROM "orders" "o";--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_dish_id_idx" ON "order_items" USING btree ("dish_id") WHERE "order_items"."dish_id" is not null;--> statement-breakpoint
CREATE INDEX "order_notes_order_id_idx" ON "order_notes" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_notes_author_id_idx" ON "order_notes" USING btree ("author_id") WHERE "order_notes"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "order_status_history_order_id_idx" ON "order_status_history" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_status_history_actor_id_idx" ON "order_status_history" USING btree ("actor_id") WHERE "order_status_history"."actor_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_courier_id_idx" ON "orders" USING btree ("courier_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."courier_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 and "orders"."delivery_fee" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total" = "orders"."subtotal" + "orders"."delivery_fee");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('PENDING', 'ACCEPTED', 'REJECTED', 'PREPARING', 'READY', 'PICKED_UP', 'DELIVERED', 'CANCELLED'));
