-- One-time links to a list's export (docs/api.md#download-links): the browser downloads the CSV
-- itself, so the page never holds it. Only the token's hash is kept; a row lives a minute at most.
CREATE TABLE "download_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"auth_time" timestamp with time zone,
	"path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "download_links_expires_at_idx" ON "download_links" USING btree ("expires_at");
