-- A staff note reaches every open page of its order live (docs/api.md#events). A note is a row of
-- its own that never changes the order's version (a note must not make a move's If-Match stale), so
-- the order's change event cannot carry it: each inserted note writes an event of kind `orderNote`
-- (record_id: the note, order_id: its order), heard by whoever may read the order (owner, customer,
-- courier), like an order's. Deferred to the commit, as the other change events (0015).
ALTER TABLE "change_events" ADD COLUMN "order_id" integer;--> statement-breakpoint
CREATE FUNCTION "order_note_change_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	actor integer := nullif(current_setting('app.actor_id', true), '')::integer;
	event "change_events"%ROWTYPE;
BEGIN
	SELECT "restaurant_id", "customer_id", "courier_id", "status"
		INTO event.restaurant_id, event.user_id, event.courier_id, event.status
		FROM "orders" WHERE "id" = NEW."order_id";
	SELECT "owner_id" INTO event.owner_id FROM "restaurant_rows" WHERE "id" = event.restaurant_id;
	IF actor IS NOT NULL THEN
		SELECT trim("first_name" || ' ' || "last_name") INTO event.actor_name FROM "user_rows" WHERE "id" = actor;
	END IF;
	INSERT INTO "change_events" ("kind", "record_id", "version", "action", "actor_id", "actor_name",
			"restaurant_id", "owner_id", "user_id", "courier_id", "status", "order_id")
		VALUES ('orderNote', NEW."id", 1, 'create', actor, event.actor_name,
			event.restaurant_id, event.owner_id, event.user_id, event.courier_id, event.status, NEW."order_id")
		RETURNING * INTO event;
	PERFORM pg_notify('change_events', row_to_json(event)::text);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_notes_change_events" AFTER INSERT ON "order_notes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "order_note_change_event"();
