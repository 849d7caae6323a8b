CREATE TABLE "order_change_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"shop_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"plan_tariff_value" numeric(12, 2) NOT NULL,
	"plan_tariff_period" "tariff_period" NOT NULL,
	"fact_tariff_value" numeric(12, 2),
	"fact_tariff_period" "tariff_period",
	"proposed_by" integer,
	"proposed_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"late" boolean NOT NULL,
	"city_told_at" timestamp with time zone,
	"outcome" text DEFAULT 'OPEN' NOT NULL,
	"replaced_by" integer,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_fill_policies" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"replacement_cutoff_hours" smallint NOT NULL,
	"late_release_hours" smallint NOT NULL,
	"changed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_fill_policies_cutoff_check" CHECK ("shop_fill_policies"."replacement_cutoff_hours" between 0 and 72),
	CONSTRAINT "shop_fill_policies_late_check" CHECK ("shop_fill_policies"."late_release_hours" between 1 and 168)
);
--> statement-breakpoint
ALTER TABLE "order_change_proposals" ADD CONSTRAINT "order_change_proposals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_proposals" ADD CONSTRAINT "order_change_proposals_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_proposals" ADD CONSTRAINT "order_change_proposals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_proposals" ADD CONSTRAINT "order_change_proposals_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_proposals" ADD CONSTRAINT "order_change_proposals_proposed_by_employees_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_releases" ADD CONSTRAINT "order_releases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_releases" ADD CONSTRAINT "order_releases_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_releases" ADD CONSTRAINT "order_releases_replaced_by_workers_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD CONSTRAINT "shop_fill_policies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD CONSTRAINT "shop_fill_policies_changed_by_employees_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_change_proposals_open_idx" ON "order_change_proposals" USING btree ("order_id") WHERE "order_change_proposals"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "order_releases_open_idx" ON "order_releases" USING btree ("order_id") WHERE "order_releases"."outcome" = 'OPEN';--> statement-breakpoint
CREATE INDEX "order_releases_cutoff_idx" ON "order_releases" USING btree ("cutoff_at") WHERE "order_releases"."outcome" = 'OPEN';--> statement-breakpoint
CREATE INDEX "order_releases_worker_idx" ON "order_releases" USING btree ("worker_id") WHERE "order_releases"."late";