DROP INDEX "orders_shop_idx";--> statement-breakpoint
CREATE INDEX "orders_shop_status_date_idx" ON "orders" USING btree ("shop_id","status","date_time");