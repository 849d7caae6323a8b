CREATE TABLE "npd_rechecks" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_request_slots" (
	"service" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "npd_request_date" date;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "npd_message" text;--> statement-breakpoint
ALTER TABLE "npd_rechecks" ADD CONSTRAINT "npd_rechecks_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "npd_rechecks_due_idx" ON "npd_rechecks" USING btree ("due_at");