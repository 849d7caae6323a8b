CREATE TABLE "order_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "order_series" ADD CONSTRAINT "order_series_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_series_id_order_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."order_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_series_idx" ON "orders" USING btree ("series_id","date_time") WHERE "orders"."series_id" is not null;