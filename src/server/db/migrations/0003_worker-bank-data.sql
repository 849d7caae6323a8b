ALTER TABLE "workers" ADD COLUMN "bank_changed_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_inn_taken" ON "workers" USING btree ("inn") WHERE "workers"."state" <> 'DELETED_SELF_EMPLOYED';--> statement-breakpoint
CREATE UNIQUE INDEX "workers_snils_taken" ON "workers" USING btree ("snils") WHERE "workers"."state" <> 'DELETED_SELF_EMPLOYED';--> statement-breakpoint
CREATE UNIQUE INDEX "workers_card_taken" ON "workers" USING btree ("payment_card_number") WHERE "workers"."state" <> 'DELETED_SELF_EMPLOYED';--> statement-breakpoint
CREATE UNIQUE INDEX "workers_passport_taken" ON "workers" USING btree (coalesce("passport_series", ''),"passport_number") WHERE "workers"."state" <> 'DELETED_SELF_EMPLOYED';