-- What the restaurants list's availability filter reads (docs/architecture.md#availability), on the
-- restaurant's own row so that a list reads no other table for it:
-- - accepting_spans: the stretches of the coming eight days in which it takes orders by its hours,
--   exceptions, closures and last-order time, as the contract's acceptingSpans computes them;
--   accepting_spans_until: computed up to then (null: open around the clock, for ever; -infinity:
--   due, computed again by the save that changed the hours or by the refresh job within a minute);
-- - has_active_menu: whether one of its live menus is active, kept by the menus' trigger below.
-- These are answers worked out from other data, not edits: they raise no version, write no
-- history and send no live update (the three functions below leave them out).
ALTER TABLE "restaurant_rows"
	ADD COLUMN "accepting_spans" tstzmultirange DEFAULT '{(,)}' NOT NULL,
	ADD COLUMN "accepting_spans_until" timestamp with time zone DEFAULT '-infinity',
	ADD COLUMN "has_active_menu" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
DROP TRIGGER "restaurants_bump_version" ON "restaurant_rows";
--> statement-breakpoint
-- Every update raises the version as before (a no-op one too), except one that changes these
-- columns and nothing else.
CREATE TRIGGER "restaurants_bump_version" BEFORE UPDATE ON "restaurant_rows" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - '{accepting_spans,accepting_spans_until,has_active_menu}'::text[])
			IS DISTINCT FROM (to_jsonb(NEW) - '{accepting_spans,accepting_spans_until,has_active_menu}'::text[])
		OR (OLD."accepting_spans", OLD."accepting_spans_until", OLD."has_active_menu")
			IS NOT DISTINCT FROM (NEW."accepting_spans", NEW."accepting_spans_until", NEW."has_active_menu"))
	EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_history"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_row jsonb := to_jsonb(OLD);
	new_row jsonb := to_jsonb(NEW);
	diff jsonb;
	what text;
BEGIN
	SELECT jsonb_object_agg("key", jsonb_build_object('from', old_row -> "key", 'to', "value")) INTO diff
		FROM jsonb_each(new_row)
		WHERE "key" NOT IN ('id', 'version', 'created_at', 'deleted_at', 'deleted_by',
				'accepting_spans', 'accepting_spans_until', 'has_active_menu')
			AND (old_row -> "key") IS DISTINCT FROM "value";
	what := CASE
		WHEN (old_row ->> 'deleted_at') IS NULL AND (new_row ->> 'deleted_at') IS NOT NULL THEN 'delete'
		WHEN (old_row ->> 'deleted_at') IS NOT NULL AND (new_row ->> 'deleted_at') IS NULL THEN 'restore'
		ELSE 'update'
	END;
	IF what = 'update' AND diff IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO "record_history" ("kind", "record_id", "version", "action", "changes", "actor_id")
		VALUES (TG_ARGV[0], NEW."id", NEW."version", what, coalesce(diff, '{}'::jsonb),
			nullif(current_setting('app.actor_id', true), '')::integer);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "change_event"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		WHERE "key" NOT IN ('id', 'version', 'created_at', 'accepting_spans', 'accepting_spans_until', 'has_active_menu')
			AND (old_row -> "key") IS DISTINCT FROM "value"
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
CREATE INDEX "restaurant_rows_accepting_spans_until_idx" ON "restaurant_rows" USING btree ("accepting_spans_until")
	WHERE "accepting_spans_until" IS NOT NULL AND "deleted_at" IS NULL;
--> statement-breakpoint
-- Whatever writes a restaurant's hours (the app, a seed, an operator's SQL) or brings it back from
-- the trash, its spans are due again, unless the same statement wrote them.
CREATE FUNCTION "restaurant_hours_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."accepting_spans_until" IS NOT DISTINCT FROM OLD."accepting_spans_until" THEN
		NEW."accepting_spans_until" := '-infinity';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "restaurant_rows_hours_changed" BEFORE UPDATE OF "time_zone", "opening_hours", "opening_exceptions", "closures", "last_order_minutes", "deleted_at" ON "restaurant_rows" FOR EACH ROW EXECUTE FUNCTION "restaurant_hours_changed"();
--> statement-breakpoint
-- A menu created, switched, moved, trashed, restored or purged: its restaurants' has_active_menu
-- again, once per statement (a bulk load of menus updates each restaurant once).
CREATE FUNCTION "restaurant_menus_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	-- Each branch reads only the transition tables its trigger has.
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT "restaurant_id") INTO ids FROM "new_menus";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT "restaurant_id") INTO ids FROM "old_menus";
	ELSE
		SELECT array_agg(DISTINCT "restaurant_id") INTO ids
			FROM (SELECT "restaurant_id" FROM "new_menus" UNION SELECT "restaurant_id" FROM "old_menus") AS changed;
	END IF;
	-- Only where it changes: an update that changed nothing would raise the version.
	UPDATE "restaurant_rows" r SET "has_active_menu" = NOT r."has_active_menu"
		WHERE r."id" = ANY (ids) AND r."has_active_menu" IS DISTINCT FROM EXISTS (
			SELECT 1 FROM "menu_rows" m WHERE m."restaurant_id" = r."id" AND m."is_active" AND m."deleted_at" IS NULL);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "menu_rows_inserted_active_menu" AFTER INSERT ON "menu_rows" REFERENCING NEW TABLE AS "new_menus" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_menus_changed"();
--> statement-breakpoint
CREATE TRIGGER "menu_rows_updated_active_menu" AFTER UPDATE ON "menu_rows" REFERENCING OLD TABLE AS "old_menus" NEW TABLE AS "new_menus" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_menus_changed"();
--> statement-breakpoint
CREATE TRIGGER "menu_rows_deleted_active_menu" AFTER DELETE ON "menu_rows" REFERENCING OLD TABLE AS "old_menus" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_menus_changed"();
--> statement-breakpoint
-- The view keeps the columns it was created with: it gets the new ones at its end.
CREATE OR REPLACE VIEW "restaurants" AS SELECT * FROM "restaurant_rows" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- Last: the deferred history and live-update triggers it wakes (which leave it out) must not be
-- pending while the statements above alter the table.
UPDATE "restaurant_rows" r SET "has_active_menu" = true WHERE EXISTS (
	SELECT 1 FROM "menu_rows" m WHERE m."restaurant_id" = r."id" AND m."is_active" AND m."deleted_at" IS NULL);
