CREATE TYPE "public"."sms_budget" AS ENUM('known-users', 'new-numbers');--> statement-breakpoint
CREATE TYPE "public"."sms_outcome" AS ENUM('sent', 'pretended', 'refused');--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "budget" "sms_budget";--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "outcome" "sms_outcome" DEFAULT 'sent' NOT NULL;