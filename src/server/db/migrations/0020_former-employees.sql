CREATE TABLE "employment_declarations" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"worked" boolean NOT NULL,
	"until" date,
	"declared_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "former_employees" (
	"inn" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"dismissed_on" date NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by" integer
);
--> statement-breakpoint
ALTER TABLE "employment_declarations" ADD CONSTRAINT "employment_declarations_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "former_employees" ADD CONSTRAINT "former_employees_imported_by_employees_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;