CREATE TYPE "public"."payout_method_kind" AS ENUM('CARD', 'SBP');--> statement-breakpoint
CREATE TYPE "public"."payout_mode_kind" AS ENUM('INSTANT', 'DAILY', 'REGISTRY');--> statement-breakpoint
CREATE TYPE "public"."payout_state" AS ENUM('QUEUED', 'SENDING', 'PENDING', 'SUCCEEDED', 'CANCELED');--> statement-breakpoint
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
CREATE TABLE "payout_mode" (
	"id" integer PRIMARY KEY NOT NULL,
	"mode" "payout_mode_kind" NOT NULL,
	"daily_time" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" "payout_state" DEFAULT 'QUEUED' NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"method" "payout_method_kind",
	"destination" text,
	"phone" text,
	"bank_id" text,
	"card_number" text,
	"amount_kopecks" bigint,
	"provider_payout_id" text,
	"reason" text,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_provider_payout_id_unique" UNIQUE("provider_payout_id")
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
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("state","lease_until");