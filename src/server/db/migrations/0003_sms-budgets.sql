CREATE TYPE "public"."sms_budget" AS ENUM('known-users', 'new-numbers');--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "budget" "sms_budget";--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "sent" boolean DEFAULT true NOT NULL;