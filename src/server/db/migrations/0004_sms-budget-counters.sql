CREATE TABLE "sms_budget_counters" (
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"known_users" integer DEFAULT 0 NOT NULL,
	"new_numbers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_budget_counters_period_starts_at_pk" PRIMARY KEY("period","starts_at")
);
