CREATE TABLE "standby_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"date_from" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"minimum" numeric(12, 2) NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"worker_id" integer,
	"taken_at" timestamp with time zone,
	"order_id" integer,
	"ended_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "standby_slots_minimum_check" CHECK ("standby_slots"."minimum" > 0),
	CONSTRAINT "standby_slots_window_check" CHECK ("standby_slots"."date_to" > "standby_slots"."date_from"),
	CONSTRAINT "standby_slots_worker_check" CHECK (("standby_slots"."state" in ('OPEN', 'CANCELED')) = ("standby_slots"."worker_id" is null))
);
--> statement-breakpoint
ALTER TABLE "standby_slots" ADD CONSTRAINT "standby_slots_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standby_slots" ADD CONSTRAINT "standby_slots_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standby_slots" ADD CONSTRAINT "standby_slots_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standby_slots" ADD CONSTRAINT "standby_slots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standby_slots" ADD CONSTRAINT "standby_slots_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standby_slots_order_idx" ON "standby_slots" USING btree ("order_id") WHERE "standby_slots"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "standby_slots_taken_idx" ON "standby_slots" USING btree ("date_to") WHERE "standby_slots"."state" = 'TAKEN';--> statement-breakpoint
CREATE INDEX "standby_slots_shop_idx" ON "standby_slots" USING btree ("shop_id","date_from");--> statement-breakpoint
CREATE INDEX "standby_slots_worker_idx" ON "standby_slots" USING btree ("worker_id","date_from") WHERE "standby_slots"."worker_id" is not null;