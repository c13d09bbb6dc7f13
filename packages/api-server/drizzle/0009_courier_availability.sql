-- Courier availability (docs/api.md#couriers): whether a courier takes deliveries now (every account
-- has the flag, true by default; the couriers screen reads and sets it for COURIER users), and the
-- indexes of the couriers screen: active deliveries per courier, moves to a status in a period.
ALTER TABLE "users" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "order_status_history_to_status_idx" ON "order_status_history" USING btree ("to_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_courier_active_idx" ON "orders" USING btree ("courier_id") WHERE "orders"."courier_id" is not null and "orders"."status" in ('PENDING', 'ACCEPTED', 'PREPARING', 'READY', 'PICKED_UP');