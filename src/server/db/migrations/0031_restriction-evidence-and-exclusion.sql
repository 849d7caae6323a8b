ALTER TABLE "restrictions" DROP CONSTRAINT "restrictions_kind";--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "restrictions" ADD COLUMN "evidence_file_id" uuid;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_evidence_file_id_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_kind" CHECK ("restrictions"."kind" in ('platform-block', 'shop-block', 'auto-accept-exclusion', 'limiter-pause'));