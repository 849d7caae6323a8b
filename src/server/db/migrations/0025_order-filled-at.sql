ALTER TABLE "orders" ADD COLUMN "filled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "filled_at" = (SELECT min("journal"."at") FROM "journal" WHERE "journal"."entity" = 'order' AND "journal"."entity_id" = "orders"."id"::text AND "journal"."details"->>'to' = 'CONFIRMED') WHERE "status" IN ('CONFIRMED', 'IN_PROGRESS', 'DONE', 'FINISHED');
