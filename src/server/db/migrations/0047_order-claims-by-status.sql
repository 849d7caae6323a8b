DROP INDEX "orders_status_date_idx";--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","date_time","id","shop_id");