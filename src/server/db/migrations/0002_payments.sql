ALTER TABLE "workers" ADD COLUMN "bank_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "bank_failure_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_failure_reason" text;--> statement-breakpoint
CREATE INDEX "orders_bank_idx" ON "orders" USING btree ("send_to_bank_status","bank_requested_at");