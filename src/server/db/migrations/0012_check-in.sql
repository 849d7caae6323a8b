ALTER TABLE "order_checks" ALTER COLUMN "verification" SET DATA TYPE text;--> statement-breakpoint
UPDATE "order_checks" SET "verification" = 'POSITION_REPORTED' WHERE "verification" = 'POSITION';--> statement-breakpoint
DROP TYPE "public"."order_check_verification";--> statement-breakpoint
CREATE TYPE "public"."order_check_verification" AS ENUM('CODE', 'POSITION_REPORTED', 'NONE');--> statement-breakpoint
ALTER TABLE "order_checks" ALTER COLUMN "verification" SET DATA TYPE "public"."order_check_verification" USING "verification"::"public"."order_check_verification";--> statement-breakpoint
ALTER TABLE "order_checks" ADD COLUMN "overtime_counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_check_in_secrets" ADD COLUMN "screen_token_hash" text;--> statement-breakpoint
ALTER TABLE "shop_check_in_secrets" ADD CONSTRAINT "shop_check_in_secrets_screen_token_key" UNIQUE("screen_token_hash");--> statement-breakpoint
DELETE FROM "shop_check_in_secrets";