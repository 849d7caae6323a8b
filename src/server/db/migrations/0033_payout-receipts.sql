ALTER TABLE "payout_methods" ADD COLUMN "receipts_by_provider" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "receipt_inn" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "recipient_name" jsonb;--> statement-breakpoint
ALTER TABLE "stand_in_payouts" ADD COLUMN "self_employed_inn" text;--> statement-breakpoint
ALTER TABLE "stand_in_payouts" ADD COLUMN "receipt_service_name" text;