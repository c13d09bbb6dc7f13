-- Outbound webhooks (docs/api.md#webhooks). An endpoint keeps its signing secret encrypted
-- (AES-256-GCM, modules/webhooks/secret-box.ts: signing needs the plain secret, so it cannot be a
-- hash), and during a rotation the one before it until previous_secret_expires_at.
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(2048) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"ordered" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'ENABLED' NOT NULL,
	"disabled_reason" varchar(300),
	"secret_enc" text NOT NULL,
	"previous_secret_enc" text,
	"previous_secret_expires_at" timestamp with time zone,
	-- The first failure since the last success, and how many in a row: the auto-disable rule.
	"failing_since" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "webhook_endpoints_status_check" CHECK ("status" in ('ENABLED', 'PAUSED', 'AUTO_DISABLED'))
);
--> statement-breakpoint
-- One event for one endpoint: the outbox. Written by the triggers below in the transaction of the
-- change (none for a change rolled back, none lost for one committed), then sent by the job queue
-- (modules/webhooks/delivery-worker.ts). `payload` is the body exactly as signed and sent;
-- `message_id` the webhook-id header, the same on every attempt. `claimed_until`: an attempt in
-- flight, which another worker leaves alone until then.
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	"message_id" varchar(40) NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"payload" text NOT NULL,
	"status" varchar(12) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"claimed_until" timestamp with time zone,
	"last_status_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" in ('PENDING', 'SUCCEEDED', 'RETRYING', 'FAILED'))
);
--> statement-breakpoint
-- What is due: the worker's and the sweep's read.
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("next_attempt_at") WHERE "status" in ('PENDING', 'RETRYING');
--> statement-breakpoint
-- An endpoint's deliveries in order (ordered endpoints, redelivery since, the log's endpoint filter).
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" ("endpoint_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The log, newest first, and its other filters.
CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_status_idx" ON "webhook_deliveries" ("status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_type_idx" ON "webhook_deliveries" ("event_type", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_message_id_idx" ON "webhook_deliveries" ("message_id");
--> statement-breakpoint
-- Every attempt: when, how long, the answer's status and the start of its body (2 KB), or why no
-- answer came. Kept with their delivery (30 days, successes too).
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL,
	"status_code" integer,
	"succeeded" boolean NOT NULL,
	"error" varchar(300),
	"response_body" varchar(2048)
);
--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" ("delivery_id", "id");
--> statement-breakpoint
-- Writes one event's deliveries, one per endpoint subscribed to its type, and wakes the senders
-- (NOTIFY is delivered at commit, and only then). The body is Standard Webhooks' envelope; each
-- type's `data` and version are declared in the contract (api-client webhooks/webhook-events.ts),
-- and a server test checks what this writes against them.
CREATE FUNCTION "webhook_emit"(event_type text, data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	written integer;
BEGIN
	INSERT INTO "webhook_deliveries" ("endpoint_id", "message_id", "event_type", "payload")
		SELECT e."id", 'msg_' || replace(gen_random_uuid()::text, '-', ''), event_type,
			jsonb_build_object(
				'type', event_type,
				'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
				'version', 1,
				'data', data)::text
		FROM "webhook_endpoints" e
		WHERE event_type = ANY (e."event_types");
	GET DIAGNOSTICS written = ROW_COUNT;
	IF written > 0 THEN
		PERFORM pg_notify('webhook_deliveries', '');
	END IF;
END $$;
--> statement-breakpoint
-- What a change to a row means to a receiver, per table (TG_ARGV[0]). Fires after each row's
-- statement, in the change's transaction, so several changes in one transaction are several
-- events in their order. Bookkeeping columns (version, the pause's own, derived flags) do not make
-- an "updated" on their own.
CREATE FUNCTION "webhook_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
	new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
	row_now jsonb := coalesce(new_row, old_row);
	change text;
	restaurant integer;
BEGIN
	-- Most platforms have no endpoint: then a write costs this one lookup.
	IF NOT EXISTS (SELECT 1 FROM "webhook_endpoints") THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		change := 'created';
	ELSIF TG_OP = 'DELETE' OR ((old_row ->> 'deleted_at') IS NULL AND (new_row ->> 'deleted_at') IS NOT NULL) THEN
		change := 'deleted';
	ELSIF (old_row ->> 'deleted_at') IS NOT NULL AND (new_row ->> 'deleted_at') IS NULL THEN
		change := 'restored';
	ELSIF EXISTS (
		SELECT 1 FROM jsonb_each(new_row)
		WHERE "key" NOT IN ('id', 'version', 'created_at', 'has_active_menu', 'pause_reason', 'pause_note',
				'paused_until', 'paused_at', 'paused_by')
			AND (old_row -> "key") IS DISTINCT FROM "value"
	) THEN
		change := 'updated';
	END IF;

	CASE TG_ARGV[0]
		WHEN 'order' THEN
			IF TG_OP = 'INSERT' THEN
				PERFORM "webhook_emit"('order.created', jsonb_build_object(
					'id', NEW."id", 'version', NEW."version", 'restaurantId', NEW."restaurant_id",
					'status', NEW."status", 'total', NEW."total"::text));
			ELSIF TG_OP = 'UPDATE' THEN
				IF OLD."status" IS DISTINCT FROM NEW."status" THEN
					PERFORM "webhook_emit"('order.status_changed', jsonb_build_object(
						'id', NEW."id", 'version', NEW."version", 'restaurantId', NEW."restaurant_id",
						'status', NEW."status", 'previousStatus', OLD."status"));
				END IF;
				IF OLD."courier_id" IS DISTINCT FROM NEW."courier_id" THEN
					PERFORM "webhook_emit"('order.courier_assigned', jsonb_build_object(
						'id', NEW."id", 'version', NEW."version", 'restaurantId', NEW."restaurant_id",
						'courierId', NEW."courier_id"));
				END IF;
			END IF;
		WHEN 'refund' THEN
			IF TG_OP <> 'DELETE' AND NEW."status" = 'SUCCEEDED'
					AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'SUCCEEDED') THEN
				SELECT "restaurant_id" INTO restaurant FROM "orders" WHERE "id" = NEW."order_id";
				PERFORM "webhook_emit"('order.refunded', jsonb_build_object(
					'id', NEW."id", 'orderId', NEW."order_id", 'restaurantId', restaurant,
					'status', NEW."status", 'amountMinor', NEW."amount_minor", 'currency', NEW."currency"));
			END IF;
		WHEN 'restaurant' THEN
			IF (new_row ->> 'paused_until') IS NOT NULL
					AND (old_row ->> 'paused_until') IS DISTINCT FROM (new_row ->> 'paused_until') THEN
				PERFORM "webhook_emit"('restaurant.paused', jsonb_build_object(
					'id', NEW."id", 'version', NEW."version",
					'pausedUntil', to_char(NEW."paused_until" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
					'reason', NEW."pause_reason"));
			ELSIF TG_OP = 'UPDATE' AND (old_row ->> 'paused_until') IS NOT NULL AND (new_row ->> 'paused_until') IS NULL THEN
				PERFORM "webhook_emit"('restaurant.resumed', jsonb_build_object('id', NEW."id", 'version', NEW."version"));
			END IF;
			IF change IS NOT NULL THEN
				PERFORM "webhook_emit"('restaurant.updated', jsonb_build_object(
					'id', row_now -> 'id', 'version', row_now -> 'version', 'change', change));
			END IF;
		WHEN 'menu' THEN
			IF change IS NOT NULL THEN
				PERFORM "webhook_emit"('menu.changed', jsonb_build_object(
					'id', row_now -> 'id', 'version', row_now -> 'version',
					'restaurantId', row_now -> 'restaurant_id', 'change', change));
			END IF;
		WHEN 'dish' THEN
			IF change IS NOT NULL THEN
				SELECT "restaurant_id" INTO restaurant FROM "menu_rows" WHERE "id" = (row_now ->> 'menu_id')::integer;
				PERFORM "webhook_emit"('dish.changed', jsonb_build_object(
					'id', row_now -> 'id', 'version', row_now -> 'version', 'menuId', row_now -> 'menu_id',
					'restaurantId', restaurant, 'change', change));
			END IF;
		WHEN 'review' THEN
			IF TG_OP = 'INSERT' THEN
				PERFORM "webhook_emit"('review.posted', jsonb_build_object(
					'id', NEW."id", 'version', NEW."version", 'restaurantId', NEW."restaurant_id",
					'rating', NEW."rating", 'status', NEW."status"));
			END IF;
		WHEN 'user' THEN
			IF change IS NOT NULL THEN
				PERFORM "webhook_emit"('user.changed', jsonb_build_object(
					'id', row_now -> 'id', 'version', row_now -> 'version', 'change', change));
			END IF;
	END CASE;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_webhook_events" AFTER INSERT OR UPDATE ON "orders" FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "webhook_event"('order');
--> statement-breakpoint
CREATE TRIGGER "order_refunds_webhook_events" AFTER INSERT OR UPDATE ON "order_refunds" FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "webhook_event"('refund');
--> statement-breakpoint
CREATE TRIGGER "restaurant_rows_webhook_events" AFTER INSERT OR UPDATE OR DELETE ON "restaurant_rows" FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "webhook_event"('restaurant');
--> statement-breakpoint
CREATE TRIGGER "menu_rows_webhook_events" AFTER INSERT OR UPDATE OR DELETE ON "menu_rows" FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "webhook_event"('menu');
--> statement-breakpoint
CREATE TRIGGER "dish_rows_webhook_events" AFTER INSERT OR UPDATE OR DELETE ON "dish_rows" FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "webhook_event"('dish');
--> statement-breakpoint
CREATE TRIGGER "review_rows_webhook_events" AFTER INSERT ON "review_rows" FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "webhook_event"('review');
--> statement-breakpoint
CREATE TRIGGER "user_rows_webhook_events" AFTER INSERT OR UPDATE OR DELETE ON "user_rows" FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "webhook_event"('user');
