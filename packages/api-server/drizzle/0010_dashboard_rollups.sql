-- The dashboard's rollups (docs/api.md#dashboard): orders per UTC day and status, revenue per UTC day
-- and restaurant (rejected and cancelled orders earn nothing), approved reviews per UTC day. Kept by
-- statement-level triggers with transition tables: a statement's rows are grouped and added (new
-- rows) or subtracted (old rows) in one upsert per rollup, so a bulk insert of a million orders costs
-- one grouped pass, and a status move subtracts from one status and adds to the other in the same
-- transaction as the move. Filled from the rows already there at the end.
CREATE TABLE "order_daily_restaurant_revenue" (
	"day" date NOT NULL,
	"restaurant_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_daily_restaurant_revenue_day_restaurant_id_pk" PRIMARY KEY("day","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "order_daily_totals" (
	"day" date NOT NULL,
	"status" varchar(20) NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_daily_totals_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "review_daily_ratings" (
	"day" date PRIMARY KEY NOT NULL,
	"reviews" integer NOT NULL,
	"rating_sum" integer NOT NULL
);

--> statement-breakpoint
CREATE FUNCTION "orders_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "order_daily_totals" AS t ("day", "status", "orders", "revenue")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, "status", -count(*), -sum("total") FROM "old_rows" GROUP BY 1, 2
			ON CONFLICT ("day", "status") DO UPDATE SET "orders" = t."orders" + excluded."orders", "revenue" = t."revenue" + excluded."revenue";
		INSERT INTO "order_daily_restaurant_revenue" AS t ("day", "restaurant_id", "orders", "revenue")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, "restaurant_id", -count(*), -sum("total") FROM "old_rows"
			WHERE "status" NOT IN ('REJECTED', 'CANCELLED') GROUP BY 1, 2
			ON CONFLICT ("day", "restaurant_id") DO UPDATE SET "orders" = t."orders" + excluded."orders", "revenue" = t."revenue" + excluded."revenue";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "order_daily_totals" AS t ("day", "status", "orders", "revenue")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, "status", count(*), sum("total") FROM "new_rows" GROUP BY 1, 2
			ON CONFLICT ("day", "status") DO UPDATE SET "orders" = t."orders" + excluded."orders", "revenue" = t."revenue" + excluded."revenue";
		INSERT INTO "order_daily_restaurant_revenue" AS t ("day", "restaurant_id", "orders", "revenue")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, "restaurant_id", count(*), sum("total") FROM "new_rows"
			WHERE "status" NOT IN ('REJECTED', 'CANCELLED') GROUP BY 1, 2
			ON CONFLICT ("day", "restaurant_id") DO UPDATE SET "orders" = t."orders" + excluded."orders", "revenue" = t."revenue" + excluded."revenue";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_rollup_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_rollup"();
--> statement-breakpoint
CREATE TRIGGER "orders_rollup_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_rollup"();
--> statement-breakpoint
CREATE TRIGGER "orders_rollup_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "orders_rollup"();
--> statement-breakpoint
CREATE FUNCTION "reviews_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "review_daily_ratings" AS t ("day", "reviews", "rating_sum")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, -count(*), -sum("rating") FROM "old_rows" WHERE "status" = 'APPROVED' GROUP BY 1
			ON CONFLICT ("day") DO UPDATE SET "reviews" = t."reviews" + excluded."reviews", "rating_sum" = t."rating_sum" + excluded."rating_sum";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "review_daily_ratings" AS t ("day", "reviews", "rating_sum")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*), sum("rating") FROM "new_rows" WHERE "status" = 'APPROVED' GROUP BY 1
			ON CONFLICT ("day") DO UPDATE SET "reviews" = t."reviews" + excluded."reviews", "rating_sum" = t."rating_sum" + excluded."rating_sum";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_rollup_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reviews_rollup"();
--> statement-breakpoint
CREATE TRIGGER "reviews_rollup_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reviews_rollup"();
--> statement-breakpoint
CREATE TRIGGER "reviews_rollup_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reviews_rollup"();
--> statement-breakpoint
INSERT INTO "order_daily_totals" ("day", "status", "orders", "revenue")
	SELECT ("created_at" AT TIME ZONE 'UTC')::date, "status", count(*), sum("total") FROM "orders" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "order_daily_restaurant_revenue" ("day", "restaurant_id", "orders", "revenue")
	SELECT ("created_at" AT TIME ZONE 'UTC')::date, "restaurant_id", count(*), sum("total") FROM "orders"
	WHERE "status" NOT IN ('REJECTED', 'CANCELLED') GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "review_daily_ratings" ("day", "reviews", "rating_sum")
	SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*), sum("rating") FROM "reviews" WHERE "status" = 'APPROVED' GROUP BY 1;
