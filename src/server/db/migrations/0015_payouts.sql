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
