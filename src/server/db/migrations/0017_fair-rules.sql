CREATE TABLE "document_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"user_agent" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "document_acceptances_once" UNIQUE("document_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "platform_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"changes" text,
	"effective_from" date NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" integer,
	CONSTRAINT "platform_documents_kind_version" UNIQUE("kind","version"),
	CONSTRAINT "platform_documents_kind" CHECK ("platform_documents"."kind" in ('rules', 'consent'))
);
--> statement-breakpoint
CREATE TABLE "restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shop_id" integer,
	"reason_code" text NOT NULL,
	"reason" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" integer,
	"rules_version" integer,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	CONSTRAINT "restrictions_kind" CHECK ("restrictions"."kind" in ('platform-block', 'shop-block'))
);
--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_document_id_platform_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."platform_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_documents" ADD CONSTRAINT "platform_documents_published_by_employees_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_lifted_by_employees_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_acceptances_worker" ON "document_acceptances" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "restrictions_worker" ON "restrictions" USING btree ("worker_id");