-- Delivery and placing orders (docs/api.md#placing-orders): a restaurant's preparation time, its
-- busy threshold and extra minutes, its minimum order, its location and its delivery zones live on
-- its row with its other operating rules (0024). Zones are a JSON array the contract validates
-- (delivery-zones.ts: shapes, at most 500 vertices, no self-intersection); the database keeps the
-- bounds it can state cheaply. Existing restaurants have no zones: they take no delivery order
-- until zones are drawn.
ALTER TABLE "restaurant_rows"
	ADD COLUMN "latitude" double precision,
	ADD COLUMN "longitude" double precision,
	ADD COLUMN "preparation_minutes" smallint DEFAULT 20 NOT NULL,
	ADD COLUMN "busy_from_orders" smallint DEFAULT 0 NOT NULL,
	ADD COLUMN "busy_extra_minutes" smallint DEFAULT 0 NOT NULL,
	ADD COLUMN "minimum_order_minor" integer DEFAULT 0 NOT NULL,
	ADD COLUMN "delivery_zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	ADD CONSTRAINT "restaurant_rows_location_check" CHECK (("latitude" IS NULL) = ("longitude" IS NULL) AND "latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180),
	ADD CONSTRAINT "restaurant_rows_preparation_minutes_check" CHECK ("preparation_minutes" BETWEEN 1 AND 240 AND "busy_extra_minutes" BETWEEN 0 AND 240),
	ADD CONSTRAINT "restaurant_rows_busy_from_orders_check" CHECK ("busy_from_orders" BETWEEN 0 AND 1000),
	ADD CONSTRAINT "restaurant_rows_minimum_order_minor_check" CHECK ("minimum_order_minor" BETWEEN 0 AND 1000000),
	ADD CONSTRAINT "restaurant_rows_delivery_zones_check" CHECK (jsonb_typeof("delivery_zones") = 'array' AND jsonb_array_length("delivery_zones") <= 20);
--> statement-breakpoint
CREATE OR REPLACE VIEW "restaurants" AS SELECT * FROM "restaurant_rows" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- An order's delivery point, the zone that priced it and the times promised when it was placed
-- (null for older orders), and the Idempotency-Key it was placed with: the same customer's same
-- key is the same order.
ALTER TABLE "orders"
	ADD COLUMN "delivery_zone" varchar(60),
	ADD COLUMN "delivery_latitude" double precision,
	ADD COLUMN "delivery_longitude" double precision,
	ADD COLUMN "estimated_ready_at" timestamp with time zone,
	ADD COLUMN "estimated_delivery_at" timestamp with time zone,
	ADD COLUMN "idempotency_key" varchar(255);
--> statement-breakpoint
-- A restaurant's orders in its kitchen, counted at each placement to tell whether it is busy.
CREATE INDEX "orders_restaurant_kitchen_idx" ON "orders" USING btree ("restaurant_id") WHERE "status" IN ('PENDING', 'ACCEPTED', 'PREPARING');
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_idempotency_key_idx" ON "orders" USING btree ("customer_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;
--> statement-breakpoint
-- The answers of idempotent calls (docs/api.md#idempotency), by caller and key: a retry with the
-- same body is answered the same; another body is refused; a call still running answers 409.
-- Rows older than a day are removed by the idempotency-keys job.
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL REFERENCES "public"."user_rows"("id") ON DELETE cascade,
	"key" varchar(255) NOT NULL,
	"route" varchar(200) NOT NULL,
	"request_sha256" char(64) NOT NULL,
	"status" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("user_id", "key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
