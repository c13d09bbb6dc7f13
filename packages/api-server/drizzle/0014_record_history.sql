-- History per record (docs/api.md#history): every change of an editable row writes one entry with the
-- fields it changed (old and new values), who made it and when, in the write's own transaction. The
-- entries are written by deferred row triggers at commit, so they see who acted: every API write
-- records its activity entry in the same transaction, and that insert names the actor for the
-- transaction (app.actor_id). Creation is not an entry (created_at and the activity feed tell it).
-- (The foreign key names user_rows: users is a view since 0013_soft_delete.)
CREATE TABLE "record_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"changes" jsonb NOT NULL,
	"actor_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_rows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_history_record_idx" ON "record_history" USING btree ("kind","record_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_history_actor_id_idx" ON "record_history" USING btree ("actor_id") WHERE "record_history"."actor_id" is not null;
--> statement-breakpoint
CREATE FUNCTION "activity_names_actor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM set_config('app.actor_id', coalesce(NEW."user_id"::text, ''), true);
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "activity_log_names_actor" BEFORE INSERT ON "activity_log" FOR EACH ROW EXECUTE FUNCTION "activity_names_actor"();
--> statement-breakpoint
CREATE FUNCTION "record_history"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_row jsonb := to_jsonb(OLD);
	new_row jsonb := to_jsonb(NEW);
	diff jsonb;
	what text;
BEGIN
	SELECT jsonb_object_agg("key", jsonb_build_object('from', old_row -> "key", 'to', "value")) INTO diff
		FROM jsonb_each(new_row)
		WHERE "key" NOT IN ('id', 'version', 'created_at', 'deleted_at', 'deleted_by')
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
CREATE CONSTRAINT TRIGGER "user_rows_history" AFTER UPDATE ON "user_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "record_history"('user');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "restaurant_rows_history" AFTER UPDATE ON "restaurant_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "record_history"('restaurant');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "menu_rows_history" AFTER UPDATE ON "menu_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "record_history"('menu');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dish_rows_history" AFTER UPDATE ON "dish_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "record_history"('dish');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "review_rows_history" AFTER UPDATE ON "review_rows" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "record_history"('review');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_history" AFTER UPDATE ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "record_history"('order');
