-- Net revenue on the dashboard (docs/api.md#dashboard): the daily totals keep, beside the revenue of
-- the orders placed that day, what has been refunded of them (orders.refunded_minor, the succeeded
-- refunds; 0030). The same statement-level trigger keeps both: a refund updates its order's
-- refunded_minor, which subtracts the old row and adds the new one in the refund's transaction.
-- Attributed to the day the order was placed, as its revenue is, so gross less refunded is the net
-- of the same orders whatever the range.
ALTER TABLE "order_daily_totals" ADD COLUMN "refunded" numeric(14, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "order_daily_totals" AS t ("day", "status", "orders", "revenue", "refunded")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, "status", -count(*), -sum("total"), -sum("refunded_minor") / 100.0
			FROM "old_rows" GROUP BY 1, 2
			ON CONFLICT ("day", "status") DO UPDATE SET "orders" = t."orders" + excluded."orders",
				"revenue" = t."revenue" + excluded."revenue", "refunded" = t."refunded" + excluded."refunded";
		INSERT INTO "order_daily_restaurant_revenue" AS t ("day", "restaurant_id", "orders", "revenue")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, "restaurant_id", -count(*), -sum("total") FROM "old_rows"
			WHERE "status" NOT IN ('REJECTED', 'CANCELLED') GROUP BY 1, 2
			ON CONFLICT ("day", "restaurant_id") DO UPDATE SET "orders" = t."orders" + excluded."orders", "revenue" = t."revenue" + excluded."revenue";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "order_daily_totals" AS t ("day", "status", "orders", "revenue", "refunded")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, "status", count(*), sum("total"), sum("refunded_minor") / 100.0
			FROM "new_rows" GROUP BY 1, 2
			ON CONFLICT ("day", "status") DO UPDATE SET "orders" = t."orders" + excluded."orders",
				"revenue" = t."revenue" + excluded."revenue", "refunded" = t."refunded" + excluded."refunded";
		INSERT INTO "order_daily_restaurant_revenue" AS t ("day", "restaurant_id", "orders", "revenue")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, "restaurant_id", count(*), sum("total") FROM "new_rows"
			WHERE "status" NOT IN ('REJECTED', 'CANCELLED') GROUP BY 1, 2
			ON CONFLICT ("day", "restaurant_id") DO UPDATE SET "orders" = t."orders" + excluded."orders", "revenue" = t."revenue" + excluded."revenue";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE "order_daily_totals" AS t SET "refunded" = s."refunded"
	FROM (
		SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", "status", sum("refunded_minor") / 100.0 AS "refunded"
		FROM "orders" WHERE "refunded_minor" > 0 GROUP BY 1, 2
	) AS s
	WHERE t."day" = s."day" AND t."status" = s."status";
