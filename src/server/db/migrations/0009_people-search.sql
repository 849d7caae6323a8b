-- The staff's lists of workers and their search read indexes (decision 053).
CREATE INDEX "workers_name_order_idx" ON "workers" USING btree ("last_name","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "workers_created_order_idx" ON "workers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "workers_state_idx" ON "workers" USING btree ("state");--> statement-breakpoint
CREATE INDEX "workers_search_name_trgm_idx" ON "workers" USING gin (("last_name" || ' ' || "first_name" || coalesce(' ' || "patronymic", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workers_phone_trgm_idx" ON "workers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workers_inn_trgm_idx" ON "workers" USING gin ("inn" gin_trgm_ops);