CREATE TABLE "payout_balance_warnings" (
	"day" text PRIMARY KEY NOT NULL,
	"balance_kopecks" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_differences" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"provider_payout_id" text,
	"provider_status" text,
	"provider_amount_kopecks" bigint,
	"ledger_state" text,
	"ledger_amount_kopecks" bigint,
	"found_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_differences_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "payout_reconciliations" (
	"day" text PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"differences" integer
);
--> statement-breakpoint
ALTER TABLE "stand_in_payouts" ADD COLUMN "canceled_for" text;