-- When each person last used the API (docs/api.md#team: the Team and Staff pages' "Last seen"),
-- in a table of its own: writing it on the users row would raise the row's version and turn a
-- profile form's next save into a 412. Written at most once per LAST_SEEN_STEP per person.
CREATE TABLE "last_seen" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "last_seen" ADD CONSTRAINT "last_seen_user_id_user_rows_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_rows"("id") ON DELETE cascade ON UPDATE no action;
