CREATE TABLE "analytics_cells" (
	"day" date NOT NULL,
	"city_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"posted" integer NOT NULL,
	"needed" integer NOT NULL,
	"filled" integer NOT NULL,
	"no_shows" integer NOT NULL,
	"late_releases" integer NOT NULL,
	"worked_micros" bigint NOT NULL,
	"paid_kopecks" bigint NOT NULL,
	"due_kopecks" bigint NOT NULL,
	CONSTRAINT "analytics_cells_city_id_shop_id_service_id_day_pk" PRIMARY KEY("city_id","shop_id","service_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_fill_cells" (
	"day" date NOT NULL,
	"city_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"orders" integer NOT NULL,
	"minutes" numeric NOT NULL,
	CONSTRAINT "analytics_fill_cells_city_id_shop_id_service_id_day_bucket_pk" PRIMARY KEY("city_id","shop_id","service_id","day","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_worker_cells" (
	"day" date NOT NULL,
	"city_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"shifts" integer NOT NULL,
	"worked_micros" bigint NOT NULL,
	"earned_kopecks" bigint NOT NULL,
	CONSTRAINT "analytics_worker_cells_day_shop_id_service_id_worker_id_pk" PRIMARY KEY("day","shop_id","service_id","worker_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_cells_shops_idx" ON "analytics_cells" USING btree ("service_id","day","city_id","shop_id","posted","filled","no_shows","worked_micros","paid_kopecks","due_kopecks") WHERE "analytics_cells"."shop_id" <> 0;--> statement-breakpoint
CREATE INDEX "analytics_worker_cells_city_idx" ON "analytics_worker_cells" USING btree ("city_id","day");--> statement-breakpoint
-- Decision 119: every change of an order, of its releases, of a shop's city or of a city's offset marks the shop
-- days whose figures it changes, in its own transaction; the analytics round rebuilds them.
CREATE FUNCTION "analytics_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "analytics_changes" ("shop_id", "starts_at") VALUES (OLD."shop_id", OLD."date_time");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "analytics_changes" ("shop_id", "starts_at") VALUES (NEW."shop_id", NEW."date_time");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_order_changed" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "analytics_order_changed"();
--> statement-breakpoint
CREATE FUNCTION "analytics_release_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD."order_id"; ELSE changed := NEW."order_id"; END IF;
  INSERT INTO "analytics_changes" ("shop_id", "starts_at")
    SELECT "shop_id", "date_time" FROM "orders" WHERE "id" = changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_release_changed" AFTER INSERT OR UPDATE OR DELETE ON "order_releases"
  FOR EACH ROW EXECUTE FUNCTION "analytics_release_changed"();
--> statement-breakpoint
-- A shop in another city or a city at another offset moves its orders' local days: the days its rows are on now
-- (marked at the instant the new offset maps to them) and the days its orders fall on from now are rebuilt.
CREATE FUNCTION "analytics_shop_days_moved"("moved_shop" integer, "new_offset" integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "analytics_changes" ("shop_id", "starts_at")
    SELECT "shop_id", ("day"::timestamp - make_interval(hours => "new_offset")) AT TIME ZONE 'UTC'
    FROM "analytics_cells" WHERE "shop_id" = "moved_shop" AND "service_id" = 0
    UNION
    SELECT "shop_id", date_trunc('hour', "date_time" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FROM "orders" WHERE "shop_id" = "moved_shop";
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_shop_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "analytics_shop_days_moved"(NEW."id", (SELECT "utc_offset" FROM "cities" WHERE "id" = NEW."city_id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_shop_moved" AFTER UPDATE OF "city_id" ON "shops"
  FOR EACH ROW WHEN (OLD."city_id" IS DISTINCT FROM NEW."city_id") EXECUTE FUNCTION "analytics_shop_moved"();
--> statement-breakpoint
CREATE FUNCTION "analytics_city_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "analytics_shop_days_moved"("id", NEW."utc_offset") FROM "shops" WHERE "city_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_city_moved" AFTER UPDATE OF "utc_offset" ON "cities"
  FOR EACH ROW WHEN (OLD."utc_offset" IS DISTINCT FROM NEW."utc_offset") EXECUTE FUNCTION "analytics_city_moved"();
--> statement-breakpoint
-- The orders already there: every shop hour with an order, for the first round to fill.
INSERT INTO "analytics_changes" ("shop_id", "starts_at")
  SELECT DISTINCT "shop_id", date_trunc('hour', "date_time" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FROM "orders";
