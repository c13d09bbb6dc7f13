CREATE TABLE "upload_blobs" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"owner_uid" varchar(128),
	"size_bytes" integer NOT NULL,
	"mime" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size_bytes_check" CHECK ("uploads"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE INDEX "uploads_owner_uid_size_idx" ON "uploads" USING btree ("owner_uid","size_bytes");--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dishes_image_upload_idx" ON "dishes" USING btree (substring("image_url" from '/api/uploads/([0-9a-f]{32}[.][a-z]+)')) WHERE "dishes"."image_url" like '%/api/uploads/%';--> statement-breakpoint
CREATE INDEX "restaurants_logo_upload_idx" ON "restaurants" USING btree (substring("logo_url" from '/api/uploads/([0-9a-f]{32}[.][a-z]+)')) WHERE "restaurants"."logo_url" like '%/api/uploads/%';