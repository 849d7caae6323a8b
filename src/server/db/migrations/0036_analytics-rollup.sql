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

--> statement-breakpoint
CREATE TABLE "analytics_month_cells" (
	"month" date NOT NULL,
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
	CONSTRAINT "analytics_month_cells_service_id_month_city_id_shop_id_pk" PRIMARY KEY("service_id","month","city_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_worker_ends" (
	"city_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"last_month" date NOT NULL,
	"shifts" integer NOT NULL,
	"worked_micros" bigint NOT NULL,
	"earned_kopecks" bigint NOT NULL,
	CONSTRAINT "analytics_worker_ends_city_id_worker_id_pk" PRIMARY KEY("city_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_worker_months" (
	"month" date NOT NULL,
	"city_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"shifts" integer NOT NULL,
	"worked_micros" bigint NOT NULL,
	"earned_kopecks" bigint NOT NULL,
	CONSTRAINT "analytics_worker_months_month_city_id_worker_id_pk" PRIMARY KEY("month","city_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_worker_totals" (
	"month" date NOT NULL,
	"city_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"shifts" integer NOT NULL,
	"worked_micros" bigint NOT NULL,
	"earned_kopecks" bigint NOT NULL,
	CONSTRAINT "analytics_worker_totals_month_city_id_worker_id_pk" PRIMARY KEY("month","city_id","worker_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_worker_ends_last_idx" ON "analytics_worker_ends" USING btree ("last_month");--> statement-breakpoint
-- Decision 119: the months of the day rows already there (marks not yet taken rebuild their months in the round).
INSERT INTO "analytics_month_cells" ("month", "city_id", "shop_id", "service_id", "posted", "needed", "filled",
  "no_shows", "late_releases", "worked_micros", "paid_kopecks", "due_kopecks")
  SELECT date_trunc('month', "day")::date, "city_id", "shop_id", "service_id", sum("posted"), sum("needed"),
    sum("filled"), sum("no_shows"), sum("late_releases"), sum("worked_micros"), sum("paid_kopecks"),
    sum("due_kopecks")
  FROM "analytics_cells" WHERE "shop_id" <> 0 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "analytics_worker_months" ("month", "city_id", "worker_id", "shifts", "worked_micros", "earned_kopecks")
  SELECT date_trunc('month', "day")::date, "city_id", "worker_id", sum("shifts"), sum("worked_micros"),
    sum("earned_kopecks")
  FROM "analytics_worker_cells" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "analytics_worker_totals" ("month", "city_id", "worker_id", "shifts", "worked_micros", "earned_kopecks")
  SELECT "series"."month", "spans"."city_id", "spans"."worker_id",
    sum(coalesce("months"."shifts", 0)) OVER "running", sum(coalesce("months"."worked_micros", 0)) OVER "running",
    sum(coalesce("months"."earned_kopecks", 0)) OVER "running"
  FROM (SELECT "city_id", "worker_id", min("month") AS "first", max("month") AS "last"
      FROM "analytics_worker_months" GROUP BY 1, 2) "spans"
    CROSS JOIN LATERAL (SELECT generate_series("spans"."first", "spans"."last", interval '1 month')::date AS "month") "series"
    LEFT JOIN "analytics_worker_months" "months" ON "months"."city_id" = "spans"."city_id"
      AND "months"."worker_id" = "spans"."worker_id" AND "months"."month" = "series"."month"
  WINDOW "running" AS (PARTITION BY "spans"."city_id", "spans"."worker_id" ORDER BY "series"."month");
--> statement-breakpoint
INSERT INTO "analytics_worker_ends" ("city_id", "worker_id", "last_month", "shifts", "worked_micros", "earned_kopecks")
  SELECT "city_id", "worker_id", max("month"), sum("shifts"), sum("worked_micros"), sum("earned_kopecks")
  FROM "analytics_worker_months" GROUP BY 1, 2;
