-- People's API tokens (docs/api.md#api-tokens): a script's secret standing for its person, narrowed
-- to some of their permissions. Only the secret's SHA-256 (hex) is kept, so a database dump holds no
-- usable token; every call made with one finds it by that hash's unique index. `hint` is the
-- secret's prefix and first characters, to recognise it in a list. Revoked and expired rows stay
-- (the list shows them) until the person's next token forgets those ended long ago.
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "user_rows"("id") ON DELETE CASCADE,
	"name" varchar(100) NOT NULL,
	"scopes" text[] NOT NULL,
	"token_hash" char(64) NOT NULL,
	"hint" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens" ("token_hash");
--> statement-breakpoint
-- A person's tokens, newest first; their live ones, counted against the limit.
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" ("user_id", "created_at" DESC, "id" DESC);
