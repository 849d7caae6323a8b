CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"restriction_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"text" text NOT NULL,
	"state" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone,
	"taken_by" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text,
	CONSTRAINT "appeals_state" CHECK ("appeals"."state" in ('SUBMITTED', 'IN_REVIEW', 'UPHELD', 'REVERSED'))
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_restriction_id_restrictions_id_fk" FOREIGN KEY ("restriction_id") REFERENCES "public"."restrictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_taken_by_employees_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeals_worker" ON "appeals" USING btree ("worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_one_open" ON "appeals" USING btree ("restriction_id") WHERE "appeals"."state" in ('SUBMITTED', 'IN_REVIEW');