CREATE TYPE "public"."sms_budget" AS ENUM('known-users', 'new-numbers');--> statement-breakpoint
CREATE TYPE "public"."sms_outcome" AS ENUM('sent', 'pretended', 'refused');--> statement-breakpoint
CREATE TABLE "partner_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workers" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ALTER COLUMN "birth_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ALTER COLUMN "passport_issue_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "bank_changed_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "personal_data_kept_until" date;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "budget" "sms_budget";--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "outcome" "sms_outcome" DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_links" ADD CONSTRAINT "partner_links_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_links_expires_idx" ON "partner_links" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_inn_taken" ON "workers" USING btree ("inn") WHERE "workers"."state" <> 'DELETED_SELF_EMPLOYED';--> statement-breakpoint
CREATE UNIQUE INDEX "workers_snils_taken" ON "workers" USING btree ("snils") WHERE "workers"."state" <> 'DELETED_SELF_EMPLOYED';--> statement-breakpoint
CREATE UNIQUE INDEX "workers_card_taken" ON "workers" USING btree ("payment_card_number") WHERE "workers"."state" <> 'DELETED_SELF_EMPLOYED';--> statement-breakpoint
CREATE UNIQUE INDEX "workers_passport_taken" ON "workers" USING btree (coalesce("passport_series", ''),"passport_number") WHERE "workers"."state" <> 'DELETED_SELF_EMPLOYED';