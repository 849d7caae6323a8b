CREATE INDEX "workers_city_idx" ON "workers" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "workers_bank_pending_idx" ON "workers" USING btree ("bank_status") WHERE "workers"."bank_reference" is not null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_favourites_until_idx" ON "orders" USING btree ("favourites_until") WHERE "orders"."favourites_until" is not null;--> statement-breakpoint
CREATE INDEX "notification_preferences_uncounted_idx" ON "notification_preferences" USING btree ("user_id") WHERE "notification_preferences"."new_orders_counted_until" is null;