-- Refunds (docs/api.md#refunds): money given back on an order, each one a record; the order itself
-- is never rewritten. order_refunds holds a refund (its amount in cents, the delivery fee's part,
-- why, who bears it, how, its state, who asked and who decided); order_refund_lines the items of a
-- refund by items. The order keeps the sums (refunded_minor: succeeded; refund_pending_minor:
-- waiting for approval), written in the refund's transaction under the order's row lock, so the
-- database itself refuses more than the total, and a second refund of the fee.
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"status" varchar(20) NOT NULL,
	"amount_minor" integer NOT NULL,
	"delivery_fee_minor" integer DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"reason" varchar(30) NOT NULL,
	"note" text,
	"bearer" varchar(20) NOT NULL,
	"method" varchar(20) NOT NULL,
	"idempotency_key" varchar(255),
	"created_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_refunds_status_check" CHECK ("status" in ('SUCCEEDED', 'PENDING_APPROVAL', 'DECLINED')),
	CONSTRAINT "order_refunds_amount_check" CHECK ("amount_minor" > 0 AND "delivery_fee_minor" between 0 and "amount_minor"),
	CONSTRAINT "order_refunds_reason_check" CHECK ("reason" in ('MISSING_ITEM', 'WRONG_ITEM', 'QUALITY', 'LATE_OR_COLD', 'DAMAGED', 'ITEM_UNAVAILABLE', 'CUSTOMER_CANCELLED', 'RESTAURANT_CANCELLED', 'DUPLICATE_CHARGE', 'GOODWILL', 'OTHER')),
	CONSTRAINT "order_refunds_bearer_check" CHECK ("bearer" in ('RESTAURANT', 'PLATFORM', 'COURIER')),
	CONSTRAINT "order_refunds_method_check" CHECK ("method" in ('ORIGINAL_PAYMENT', 'STORE_CREDIT', 'CASH', 'OTHER'))
);
--> statement-breakpoint
CREATE INDEX "order_refunds_order_id_idx" ON "order_refunds" USING btree ("order_id", "id");
--> statement-breakpoint
-- The fee at most once: one refund holding it per order, unless declined.
CREATE UNIQUE INDEX "order_refunds_one_fee_idx" ON "order_refunds" USING btree ("order_id")
	WHERE "delivery_fee_minor" > 0 AND "status" <> 'DECLINED';
--> statement-breakpoint
-- The caller's Idempotency-Key on the record too: a retried request finds its refund, even after
-- the edge's kept answer is gone.
CREATE UNIQUE INDEX "order_refunds_idempotency_key_idx" ON "order_refunds" USING btree ("order_id", "idempotency_key")
	WHERE "idempotency_key" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "order_refund_lines" (
	"refund_id" integer NOT NULL REFERENCES "order_refunds"("id") ON DELETE CASCADE,
	"order_item_id" integer NOT NULL REFERENCES "order_items"("id") ON DELETE CASCADE,
	"quantity" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "order_refund_lines_pk" PRIMARY KEY ("refund_id", "order_item_id"),
	CONSTRAINT "order_refund_lines_check" CHECK ("quantity" > 0 AND "amount_minor" >= 0)
);
--> statement-breakpoint
CREATE INDEX "order_refund_lines_item_idx" ON "order_refund_lines" USING btree ("order_item_id");
--> statement-breakpoint
ALTER TABLE "orders"
	ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL,
	ADD COLUMN "refund_pending_minor" integer DEFAULT 0 NOT NULL,
	ADD CONSTRAINT "orders_refunds_check" CHECK (
		"refunded_minor" >= 0 AND "refund_pending_minor" >= 0
		AND "refunded_minor" + "refund_pending_minor" <= round("total" * 100));
