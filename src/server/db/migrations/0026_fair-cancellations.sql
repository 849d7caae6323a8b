ALTER TABLE "orders" ADD COLUMN "compensation_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "compensation_hours" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "compensation_sum" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD COLUMN "cancel_notice_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD COLUMN "cancel_compensation_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD COLUMN "minimum_paid_hours" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD CONSTRAINT "shop_fill_policies_cancel_notice_check" CHECK ("shop_fill_policies"."cancel_notice_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD CONSTRAINT "shop_fill_policies_cancel_percent_check" CHECK ("shop_fill_policies"."cancel_compensation_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD CONSTRAINT "shop_fill_policies_minimum_hours_check" CHECK ("shop_fill_policies"."minimum_paid_hours" between 0 and 24);