-- Staff and permissions (docs/requirements.md#req-permissions). Permission sets name a list of the
-- contract's permissions (contract/permissions.ts); the built-in ones are written from the contract
-- at every start (auth/permission-sets.ts), so they are declared once. A membership gives a person
-- one set on one restaurant, or platform-wide (restaurant_id null). A role's own rights (ADMIN
-- everywhere, a RESTAURANT user on the restaurants they own) stay with the role and the owner and
-- are not copied here: a change of either applies to the next request, with nothing to keep in step.
CREATE TABLE "permission_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" varchar(60) NOT NULL,
	"permissions" text[] NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "permission_sets_name_key" ON "permission_sets" (lower("name"));
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "user_rows"("id") ON DELETE CASCADE,
	"restaurant_id" integer REFERENCES "restaurant_rows"("id") ON DELETE CASCADE,
	"permission_set_id" integer NOT NULL REFERENCES "permission_sets"("id") ON DELETE RESTRICT,
	"created_by" integer REFERENCES "user_rows"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One set per person and restaurant, and one platform-wide; read with the caller on every request.
CREATE UNIQUE INDEX "memberships_user_restaurant_key" ON "memberships" ("user_id", "restaurant_id") NULLS NOT DISTINCT;
--> statement-breakpoint
-- A restaurant's team.
CREATE INDEX "memberships_restaurant_idx" ON "memberships" ("restaurant_id", "user_id");
--> statement-breakpoint
CREATE INDEX "memberships_permission_set_idx" ON "memberships" ("permission_set_id");
--> statement-breakpoint
CREATE TRIGGER "permission_sets_bump_version" BEFORE UPDATE ON "permission_sets" FOR EACH ROW EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
-- A change of someone's memberships is a change of what they may read: it is announced as a change
-- of the person (kind 'user'), which ends their live stream (its reconnect reads the new grants) and
-- tells the admins' screens to refetch them. At commit, as the other change events.
CREATE FUNCTION "membership_change_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
	actor integer := nullif(current_setting('app.actor_id', true), '')::integer;
	event "change_events"%ROWTYPE;
BEGIN
	SELECT "version" INTO event.version FROM "user_rows" WHERE "id" = member;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	event.actor_id := actor;
	IF actor IS NOT NULL THEN
		SELECT trim("first_name" || ' ' || "last_name") INTO event.actor_name FROM "user_rows" WHERE "id" = actor;
	END IF;
	INSERT INTO "change_events" ("kind", "record_id", "version", "action", "actor_id", "actor_name", "user_id")
		VALUES ('user', member, event.version, 'update', event.actor_id, event.actor_name, member)
		RETURNING * INTO event;
	PERFORM pg_notify('change_events', row_to_json(event)::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "memberships_change_events" AFTER INSERT OR UPDATE OR DELETE ON "memberships" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('app.quiet_events', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "membership_change_event"();
