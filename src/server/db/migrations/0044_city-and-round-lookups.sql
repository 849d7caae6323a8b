DROP INDEX "analytics_cells_day_idx";--> statement-breakpoint
DROP INDEX "analytics_fill_cells_day_idx";--> statement-breakpoint
CREATE INDEX "shops_city_idx" ON "shops" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "orders_open_shop_date_idx" ON "orders" USING btree ("shop_id","date_time","status","created_at","executor_id","favourites_until","id") WHERE "orders"."status" in ('NEW', 'HAS_RESPONSE', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "orders_shop_date_idx" ON "orders" USING btree ("shop_id","date_time");--> statement-breakpoint
CREATE INDEX "analytics_cells_day_city_idx" ON "analytics_cells" USING btree ("day","city_id");--> statement-breakpoint
CREATE INDEX "analytics_cells_shop_day_idx" ON "analytics_cells" USING btree ("shop_id","day","city_id");--> statement-breakpoint
CREATE INDEX "analytics_fill_cells_day_city_idx" ON "analytics_fill_cells" USING btree ("day","city_id");--> statement-breakpoint
CREATE INDEX "analytics_fill_cells_shop_day_idx" ON "analytics_fill_cells" USING btree ("shop_id","day","city_id");--> statement-breakpoint
CREATE INDEX "analytics_worker_cells_worker_idx" ON "analytics_worker_cells" USING btree ("worker_id","day");