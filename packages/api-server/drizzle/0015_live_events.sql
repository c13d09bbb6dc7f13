CREATE TABLE "change_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(201),
	"restaurant_id" integer,
	"menu_id" integer,
	"owner_id" integer,
	"user_id" integer,
	"courier_id" integer,
	"status" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_events_created_at_idx" ON "change_events" USING btree ("created_at");--> statement-breakpoint
-- Live updates (docs/api.md#events). Like record_history (0014), the rows are written by deferred
-- triggers at commit, when the transaction's activity entry has named the actor (app.actor_id).
-- Each row is also sent with NOTIFY on "change_events", which PostgreSQL delivers to every
-- listening server instance when (and only if) the transaction commits. Bulk loads that nobody
-- watches (the benchmark's million rows) set app.quiet_events = 'on': the WHEN clause is checked
-- per row at once, so no deferred work piles up for them.
CREATE FUNCTION "change_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
	new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
	row_now jsonb := coalesce(new_row, old_row);
	what text;
	actor integer := nullif(current_setting('app.actor_id', true), '')::integer;
	event "change_events"%ROWTYPE;
BEGIN
	IF TG_OP = 'INSERT' THEN
		what := 'create';
	ELSIF TG_OP = 'DELETE' THEN
		what := 'purge';
	ELSIF (old_row ->> 'deleted_at') IS NULL AND (new_row ->> 'deleted_at') IS NOT NULL THEN
		what := 'delete';
	ELSIF (old_row ->> 'deleted_at') IS NOT NULL AND (new_row ->> 'deleted_at') IS NULL THEN
		what := 'restore';
	ELSIF NOT EXISTS (
		SELECT 1 FROM jsonb_each(new_row)
		WHERE "key" NOT IN ('id', 'version', 'created_at') AND (old_row -> "key") IS DISTINCT FROM "value"
	) THEN
		RETURN NULL;
	ELSE
		what := 'update';
	END IF;

	event.kind := TG_ARGV[0];
	event.record_id := (row_now ->> 'id')::integer;
	event.version := (row_now ->> 'version')::integer;
	event.action := what;
	event.actor_id := actor;
	event.status := row_now ->> 'status';
	IF actor IS NOT NULL THEN
		SELECT trim("first_name" || ' ' || "last_name") INTO event.actor_name FROM "user_rows" WHERE "id" = actor;
	END IF;
	CASE TG_ARGV[0]
		WHEN 'user' THEN
			event.user_id := event.record_id;
		WHEN 'restaurant' THEN
			event.restaurant_id := event.record_id;
			event.owner_id := (row_now ->> 'owner_id')::integer;
		WHEN 'menu' THEN
			event.restaurant_id := (row_now ->> 'restaurant_id')::integer;
		WHEN 'dish' THEN
			event.menu_id := (row_now ->> 'menu_id')::integer;
			SELECT "restaurant_id" INTO event.restaurant_id FROM "menu_rows" WHERE "id" = event.menu_id;
		WHEN 'order' THEN
			event.restaurant_id := (row_now ->> 'restaurant_id')::integer;
			event.user_id := (row_now ->> 'customer_id')::integer;
			event.courier_id := (row_now ->> 'courier_id')::integer;
		WHEN 'review' THEN
			event.restaurant_id := (row_now ->> 'restaurant_id')::integer;
			event.user_id := (row_now ->> 'user_id')::integer;
		ELSE
			NULL;
	END CASE;
	IF TG_ARGV[0] <> 'restaurant' AND event.restaurant_id IS NOT NULL THEN
		SELECT "owner_id" INTO event.owner_id FROM "restaurant_rows" WHERE "id" = event.restaurant_id;
	END IF;

	INSERT INTO "change_events" ("kind", "record_id", "version", "action", "actor_id", "actor_name",
			"restaurant_id", "menu_id", "owner_id", "user_id", "courier_id", "status")
		VALUES (event.kind, event.record_id, event.version, event.action, event.actor_id, event.actor_name,
			event.restaurant_id, event.menu_id, event.owner_id, event.user_id, event.courier_id, event.status)
		RETURNING * INTO event;
	PERFORM pg_notify('change_events', row_to_json(event)::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_rows_change_events" AFTER INSERT OR UPDATE OR DELETE ON "user_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "change_event"('user');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "restaurant_rows_change_events" AFTER INSERT OR UPDATE OR DELETE ON "restaurant_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "change_event"('restaurant');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "menu_rows_change_events" AFTER INSERT OR UPDATE OR DELETE ON "menu_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "change_event"('menu');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dish_rows_change_events" AFTER INSERT OR UPDATE OR DELETE ON "dish_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "change_event"('dish');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "review_rows_change_events" AFTER INSERT OR UPDATE OR DELETE ON "review_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "change_event"('review');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_change_events" AFTER INSERT OR UPDATE OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "change_event"('order');
