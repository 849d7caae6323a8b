CREATE TABLE "journal_totals" (
	"entity" text NOT NULL,
	"shard" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "journal_totals_entity_shard_pk" PRIMARY KEY("entity","shard")
);
--> statement-breakpoint
DROP INDEX "orders_status_date_idx";--> statement-breakpoint
CREATE INDEX "orders_current_date_idx" ON "orders" USING btree ("date_time","shop_id","id") WHERE "orders"."status" <> 'FINISHED';--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","date_time","shop_id","id");--> statement-breakpoint
CREATE FUNCTION "journal_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "journal_totals" ("entity", "shard", "total")
    SELECT "entity", 1 + pg_backend_pid() % 64, count(*) FROM "added" GROUP BY "entity"
    ON CONFLICT ("entity", "shard") DO UPDATE SET "total" = "journal_totals"."total" + excluded."total";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "journal_totals_add" AFTER INSERT ON "journal" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "journal_totals_add"();--> statement-breakpoint
INSERT INTO "journal_totals" ("entity", "shard", "total") SELECT "entity", 0, count(*) FROM "journal" GROUP BY "entity";
