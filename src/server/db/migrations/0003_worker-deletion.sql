ALTER TABLE "workers" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ALTER COLUMN "birth_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ALTER COLUMN "passport_issue_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "personal_data_kept_until" date;