-- Restaurant operations (docs/requirements.md#req-operations): a restaurant's operating rules live
-- on its row, so its version, history and live updates cover them like any other field. Weekly
-- hours are an array of seven arrays (Monday first) of {"opens":"HH:MM","closes":"HH:MM"}; the
-- database refuses a malformed week and overlapping intervals (within a day, across midnight, and
-- from Sunday night into Monday), whatever wrote it. Existing restaurants stay open around the
-- clock, as they were; time_zone null means the platform's DEFAULT_TIME_ZONE.
CREATE FUNCTION "opening_hours_ok"(week jsonb) RETURNS boolean IMMUTABLE LANGUAGE plpgsql AS $$
DECLARE
	day jsonb;
	slot jsonb;
	opens integer;
	closes integer;
	spans int4range[] := '{}';
	span int4range;
	other int4range;
	index integer := 0;
BEGIN
	-- Every update of a row checks again: the common week (open around the clock) answers at once.
	IF week = '[[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}]]'::jsonb THEN
		RETURN true;
	END IF;
	IF jsonb_typeof(week) IS DISTINCT FROM 'array' OR jsonb_array_length(week) <> 7 THEN
		RETURN false;
	END IF;
	FOR day IN SELECT value FROM jsonb_array_elements(week) LOOP
		IF jsonb_typeof(day) <> 'array' OR jsonb_array_length(day) > 6 THEN
			RETURN false;
		END IF;
		FOR slot IN SELECT value FROM jsonb_array_elements(day) LOOP
			IF jsonb_typeof(slot) <> 'object'
				OR coalesce(slot ->> 'opens', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
				OR coalesce(slot ->> 'closes', '') !~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' THEN
				RETURN false;
			END IF;
			opens := substr(slot ->> 'opens', 1, 2)::integer * 60 + substr(slot ->> 'opens', 4, 2)::integer;
			closes := substr(slot ->> 'closes', 1, 2)::integer * 60 + substr(slot ->> 'closes', 4, 2)::integer;
			-- Closing at or before opening is the next day's time.
			IF closes <= opens THEN
				closes := closes + 1440;
			END IF;
			span := int4range(index * 1440 + opens, index * 1440 + closes);
			spans := spans || span;
			-- Sunday's night also reaches into the Monday at the start of the week.
			IF upper(span) > 10080 THEN
				spans := spans || int4range(lower(span) - 10080, upper(span) - 10080);
			END IF;
		END LOOP;
		index := index + 1;
	END LOOP;
	FOR i IN 1 .. coalesce(array_length(spans, 1), 0) LOOP
		FOR j IN i + 1 .. coalesce(array_length(spans, 1), 0) LOOP
			span := spans[i];
			other := spans[j];
			-- A Sunday night's two copies never meet each other (a week apart).
			IF span && other THEN
				RETURN false;
			END IF;
		END LOOP;
	END LOOP;
	RETURN true;
END $$;
--> statement-breakpoint
ALTER TABLE "restaurant_rows"
	ADD COLUMN "time_zone" varchar(64),
	ADD COLUMN "opening_hours" jsonb DEFAULT '[[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}],[{"opens":"00:00","closes":"00:00"}]]'::jsonb NOT NULL,
	ADD COLUMN "opening_exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	ADD COLUMN "closures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	ADD COLUMN "last_order_minutes" smallint DEFAULT 0 NOT NULL,
	ADD COLUMN "pause_reason" varchar(20),
	ADD COLUMN "pause_note" varchar(200),
	ADD COLUMN "paused_until" timestamp with time zone,
	ADD COLUMN "paused_at" timestamp with time zone,
	ADD COLUMN "paused_by" integer,
	ADD CONSTRAINT "restaurant_rows_opening_hours_check" CHECK ("opening_hours_ok"("opening_hours")),
	ADD CONSTRAINT "restaurant_rows_last_order_minutes_check" CHECK ("last_order_minutes" BETWEEN 0 AND 240),
	ADD CONSTRAINT "restaurant_rows_pause_check" CHECK (("pause_reason" IS NULL) = ("paused_until" IS NULL)),
	ADD CONSTRAINT "restaurant_rows_paused_by_users_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."user_rows"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "restaurant_rows_paused_until_idx" ON "restaurant_rows" USING btree ("paused_until") WHERE "paused_until" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "restaurant_rows_paused_by_idx" ON "restaurant_rows" USING btree ("paused_by") WHERE "paused_by" IS NOT NULL;
--> statement-breakpoint
-- The view keeps the columns it was created with (0013): it gets the new ones at its end.
CREATE OR REPLACE VIEW "restaurants" AS SELECT * FROM "restaurant_rows" WHERE "deleted_at" IS NULL;
