CREATE TYPE "public"."payment_outbox_state" AS ENUM('CLAIMED', 'SENT_TO_BANK', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TABLE "sms_budget_counters" (
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"known_users" integer DEFAULT 0 NOT NULL,
	"new_numbers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_budget_counters_period_starts_at_pk" PRIMARY KEY("period","starts_at")
);
--> statement-breakpoint
CREATE TABLE "demo_bank_payments" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"order_number" bigint NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_bank_payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "payment_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" "payment_outbox_state" DEFAULT 'CLAIMED' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"order_number" bigint NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"card_number" text,
	"inn" text,
	"full_name" text,
	"bank_reference" text,
	"failure_reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_outbox_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payment_outbox" ADD CONSTRAINT "payment_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_outbox_due_idx" ON "payment_outbox" USING btree ("state","lease_until");--> statement-breakpoint
CREATE INDEX "payment_outbox_order_idx" ON "payment_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_payments_idx" ON "orders" USING btree ("date_time","id") WHERE "orders"."status" = 'FINISHED' and "orders"."resolution" = 'DONE_AND_PAID';--> statement-breakpoint
CREATE INDEX "journal_actor_idx" ON "journal" USING btree ("actor_kind","actor_id","at");