-- The staff search reads trigram indexes (decision 051). pg_trgm is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_description_trgm_idx" ON "orders" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin (("order_number"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_service_idx" ON "orders" USING btree ("service_id");