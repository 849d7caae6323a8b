CREATE TYPE "public"."order_check_kind" AS ENUM('IN', 'OUT');--> statement-breakpoint
CREATE TYPE "public"."order_check_verification" AS ENUM('CODE', 'POSITION', 'NONE');--> statement-breakpoint
CREATE TABLE "order_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"kind" "order_check_kind" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"verification" "order_check_verification" NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"distance_meters" integer,
	CONSTRAINT "order_checks_order_kind_key" UNIQUE("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "shop_check_in_secrets" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npd_rechecks" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_request_slots" (
	"service" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "npd_request_date" date;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "npd_message" text;--> statement-breakpoint
ALTER TABLE "order_checks" ADD CONSTRAINT "order_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checks" ADD CONSTRAINT "order_checks_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_check_in_secrets" ADD CONSTRAINT "shop_check_in_secrets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_rechecks" ADD CONSTRAINT "npd_rechecks_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "npd_rechecks_due_idx" ON "npd_rechecks" USING btree ("due_at");