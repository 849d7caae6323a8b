DROP INDEX "orders_date_time_idx";--> statement-breakpoint
CREATE INDEX "orders_date_time_idx" ON "orders" USING btree ("date_time","id");