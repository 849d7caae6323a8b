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
ALTER TABLE "orders" ADD COLUMN "favourites_first_hours" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "favourites_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_auto_accept" ADD CONSTRAINT "shop_auto_accept_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_auto_accept" ADD CONSTRAINT "shop_auto_accept_changed_by_employees_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_workers" ADD CONSTRAINT "shop_workers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_workers" ADD CONSTRAINT "shop_workers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_workers" ADD CONSTRAINT "shop_workers_changed_by_employees_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_ratings_shop_idx" ON "shop_ratings" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_workers_worker_idx" ON "shop_workers" USING btree ("worker_id");