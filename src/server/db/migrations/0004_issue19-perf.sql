CREATE TABLE "sms_budget_counters" (
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"known_users" integer DEFAULT 0 NOT NULL,
	"new_numbers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_budget_counters_period_starts_at_pk" PRIMARY KEY("period","starts_at")
);
--> statement-breakpoint
CREATE INDEX "orders_payments_idx" ON "orders" USING btree ("date_time","id") WHERE "orders"."status" = 'FINISHED' and "orders"."resolution" = 'DONE_AND_PAID';--> statement-breakpoint
CREATE INDEX "journal_actor_idx" ON "journal" USING btree ("actor_kind","actor_id","at");