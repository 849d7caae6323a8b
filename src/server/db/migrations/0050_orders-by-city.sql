-- Each order carries its shop's city (decision 128): a city's lists and counts read one range of an index of the
-- city instead of one for each of its shops. The shop's city is the one rule: orders take it as they are written,
-- and follow their shop to another city.
DROP INDEX "orders_open_shop_date_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The existing orders take their shops' cities with the orders' own triggers off: the copy changes no total, no
-- dashboard day and no journal.
ALTER TABLE "orders" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "orders" SET "city_id" = "shops"."city_id" FROM "shops" WHERE "shops"."id" = "orders"."shop_id";--> statement-breakpoint
ALTER TABLE "orders" ENABLE TRIGGER USER;--> statement-breakpoint
CREATE FUNCTION "orders_take_city"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."city_id" := (SELECT "city_id" FROM "shops" WHERE "id" = NEW."shop_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_take_city" BEFORE INSERT OR UPDATE OF "shop_id", "city_id" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_take_city"();
--> statement-breakpoint
CREATE FUNCTION "orders_follow_shop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" SET "city_id" = NEW."city_id" WHERE "shop_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_follow_shop" AFTER UPDATE OF "city_id" ON "shops"
  FOR EACH ROW WHEN (OLD."city_id" IS DISTINCT FROM NEW."city_id") EXECUTE FUNCTION "orders_follow_shop"();
--> statement-breakpoint
CREATE INDEX "orders_open_city_date_idx" ON "orders" USING btree ("city_id","date_time","id","status","created_at","executor_id","favourites_until","shop_id") WHERE "orders"."status" in ('NEW', 'HAS_RESPONSE', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "orders_open_city_created_idx" ON "orders" USING btree ("city_id","created_at","date_time") WHERE "orders"."status" in ('NEW', 'HAS_RESPONSE');--> statement-breakpoint
CREATE INDEX "orders_city_status_date_idx" ON "orders" USING btree ("city_id","status","date_time","id");--> statement-breakpoint
CREATE INDEX "orders_city_current_date_idx" ON "orders" USING btree ("city_id","date_time","id") WHERE "orders"."status" <> 'FINISHED';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_kept" CHECK ("orders"."city_id" is not null);
--> statement-breakpoint
-- The planner needs the new column's figures at once to pick the city's indexes; autovacuum's would come later.
ANALYZE "orders";
