CREATE TYPE "public"."payout_method_kind" AS ENUM('CARD', 'SBP');--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"kind" "payout_method_kind" NOT NULL,
	"phone" text,
	"bank_id" text,
	"bank_name" text,
	"changed_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stand_in_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"destination_type" text NOT NULL,
	"recipient_ending" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stand_in_payouts_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;