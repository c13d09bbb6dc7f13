-- UNLOGGED: counters need no crash safety and should not cost WAL writes (Drizzle cannot declare it).
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
