ALTER TABLE "orders" ADD COLUMN "boost_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boost_base_tariff" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boosted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boost_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD COLUMN "boost_window_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD COLUMN "boost_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD COLUMN "boost_every_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD COLUMN "boost_cap_percent" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD CONSTRAINT "shop_fill_policies_boost_check" CHECK ("shop_fill_policies"."boost_window_hours" between 1 and 168 and "shop_fill_policies"."boost_percent" between 0 and 50 and "shop_fill_policies"."boost_every_minutes" between 10 and 1440 and "shop_fill_policies"."boost_cap_percent" between 0 and 100);