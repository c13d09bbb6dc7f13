-- What the platform last ran with, for work that depends on a setting read from the environment:
-- default_time_zone is the zone of every restaurant without its own, and their accepting spans
-- (0027) were computed in it. A start with another zone marks those spans due
-- (modules/restaurants/accepting-spans.ts, adoptDefaultTimeZone).
CREATE TABLE "platform_settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
