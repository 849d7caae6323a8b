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
