CREATE TYPE "public"."order_check_kind" AS ENUM('IN', 'OUT');--> statement-breakpoint
CREATE TYPE "public"."order_check_verification" AS ENUM('CODE', 'POSITION', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."receipt_check_status" AS ENUM('VERIFIED', 'MISMATCH', 'ANNULLED', 'UNVERIFIED');--> statement-breakpoint
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
CREATE TABLE "calendar_feeds" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_kind" "user_kind" NOT NULL,
	"user_id" integer NOT NULL,
	"disabled_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"new_orders_counted_until" timestamp with time zone,
	"new_orders_notified_at" timestamp with time zone,
	CONSTRAINT "notification_preferences_user_kind_user_id_pk" PRIMARY KEY("user_kind","user_id")
);
--> statement-breakpoint
CREATE TABLE "order_notices" (
	"order_id" integer NOT NULL,
	"notice" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_notices_order_id_notice_pk" PRIMARY KEY("order_id","notice")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_kind" "user_kind" NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "demo_tax_receipts" (
	"receipt_number" text PRIMARY KEY NOT NULL,
	"seller_inn" text NOT NULL,
	"buyer_inn" text,
	"amount" numeric(12, 2) NOT NULL,
	"operation_time" timestamp with time zone NOT NULL,
	"annulled_at" timestamp with time zone,
	"annul_comment" text,
	"unavailable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_receipt_checks" (
	"receipt_id" integer PRIMARY KEY NOT NULL,
	"seller_inn" text NOT NULL,
	"receipt_number" text NOT NULL,
	"status" "receipt_check_status" NOT NULL,
	"reason" text,
	"checked_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone,
	"attempts" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tax_receipt_checks_receipt_once" UNIQUE("seller_inn","receipt_number")
);
--> statement-breakpoint
CREATE TABLE "shop_auto_accept" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"favourites" boolean DEFAULT false NOT NULL,
	"min_shifts" integer,
	"min_average_mark" numeric(2, 1),
	"changed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"mark" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_ratings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shop_ratings_mark_range" CHECK ("shop_ratings"."mark" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "shop_workers" (
	"shop_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"block_reason" text,
	"blocked_from" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"changed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_workers_shop_id_worker_id_pk" PRIMARY KEY("shop_id","worker_id")
);
--> statement-breakpoint
ALTER TABLE "tax_receipts" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "npd_request_date" date;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "npd_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "favourites_first_hours" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "favourites_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "order_checks" ADD CONSTRAINT "order_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checks" ADD CONSTRAINT "order_checks_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_check_in_secrets" ADD CONSTRAINT "shop_check_in_secrets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_rechecks" ADD CONSTRAINT "npd_rechecks_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipt_checks" ADD CONSTRAINT "tax_receipt_checks_receipt_id_tax_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."tax_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_auto_accept" ADD CONSTRAINT "shop_auto_accept_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_auto_accept" ADD CONSTRAINT "shop_auto_accept_changed_by_employees_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_workers" ADD CONSTRAINT "shop_workers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_workers" ADD CONSTRAINT "shop_workers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_workers" ADD CONSTRAINT "shop_workers_changed_by_employees_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "npd_rechecks_due_idx" ON "npd_rechecks" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_kind","user_id");--> statement-breakpoint
CREATE INDEX "tax_receipt_checks_due_idx" ON "tax_receipt_checks" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "shop_ratings_shop_idx" ON "shop_ratings" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_workers_worker_idx" ON "shop_workers" USING btree ("worker_id");