-- Reviews written before moderation existed were already public: they become APPROVED. New ones wait
-- for an admin as PENDING (the default from now on). A constant default adds the column without a rewrite.
ALTER TABLE "reviews" ADD COLUMN "status" varchar(20) DEFAULT 'APPROVED' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DEFAULT 'PENDING';--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_author_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_author_id_users_id_fk" FOREIGN KEY ("reply_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_status_created_at_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_approved_restaurant_rating_idx" ON "reviews" USING btree ("restaurant_id","rating") WHERE "reviews"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "reviews_reply_author_id_idx" ON "reviews" USING btree ("reply_author_id") WHERE "reviews"."reply_author_id" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('PENDING', 'APPROVED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_text" is null) = ("reviews"."replied_at" is null));