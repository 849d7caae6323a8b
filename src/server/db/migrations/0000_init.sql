CREATE TYPE "public"."certificate_status" AS ENUM('NOT_FORMED', 'SENT', 'CANCELED', 'CONFIRMED');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('M', 'F');--> statement-breakpoint
CREATE TYPE "public"."order_resolution" AS ENUM('CANCELED', 'MISSING_EXECUTOR', 'DONE_AND_PAID', 'NOT_RELEVANT');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('NEW', 'HAS_RESPONSE', 'APPROVED', 'CONFIRMED', 'IN_PROGRESS', 'DONE', 'FINISHED');--> statement-breakpoint
CREATE TYPE "public"."send_to_bank_status" AS ENUM('NOT_SENT', 'IN_PROGRESS', 'SENT');--> statement-breakpoint
CREATE TYPE "public"."sms_purpose" AS ENUM('employee-login', 'worker-login', 'worker-registration');--> statement-breakpoint
CREATE TYPE "public"."tariff_period" AS ENUM('Hour', 'Order', 'Shift');--> statement-breakpoint
CREATE TYPE "public"."user_kind" AS ENUM('employee', 'worker');--> statement-breakpoint
CREATE TYPE "public"."worker_state" AS ENUM('SELF_EMPLOYED', 'NOT_CONFIRMED_SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED', 'DELETED_SELF_EMPLOYED');--> statement-breakpoint
CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"utc_offset" smallint NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "citizenships" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "citizenships_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"guid" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "funds_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"plan_tariff_value" numeric(12, 2) NOT NULL,
	"plan_tariff_period" "tariff_period" NOT NULL,
	"responsibilities" text,
	"zup_id" text,
	"group_name" text,
	"contract_offer_file_id" uuid,
	"contract_offer_uploaded_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_services" (
	"shop_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "shop_services_shop_id_service_id_pk" PRIMARY KEY("shop_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"patronymic" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"state" "worker_state" DEFAULT 'NOT_CONFIRMED_SELF_EMPLOYED' NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"patronymic" text,
	"birth_date" date NOT NULL,
	"gender" "gender" NOT NULL,
	"citizenship_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"payment_card_number" text NOT NULL,
	"inn" text NOT NULL,
	"snils" text NOT NULL,
	"passport_series" text,
	"passport_number" text NOT NULL,
	"passport_issue_date" date NOT NULL,
	"passport_department_code" text NOT NULL,
	"passport_issued_by" text NOT NULL,
	"passport_birth_place" text NOT NULL,
	"address" text NOT NULL,
	"self_employed" boolean DEFAULT false NOT NULL,
	"fund_id" integer NOT NULL,
	"self_employed_service_id" integer NOT NULL,
	"bank_status" "send_to_bank_status" DEFAULT 'NOT_SENT' NOT NULL,
	"blocked_until" timestamp with time zone,
	"npd_checked_at" timestamp with time zone,
	"npd_registered" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "workers_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" "certificate_status" DEFAULT 'NOT_FORMED' NOT NULL,
	"file_id" uuid,
	"generated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "contract_offer_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"offer_file_id" uuid NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_offer_acceptance_once" UNIQUE("worker_id","offer_file_id")
);
--> statement-breakpoint
CREATE TABLE "order_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_responses_order_worker" UNIQUE("order_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" bigint DEFAULT nextval('order_numbers') NOT NULL,
	"description" text,
	"plan_assignments_count" integer,
	"fact_assignments_count" integer,
	"date_time" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"comment" text,
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"plan_tariff_value" numeric(12, 2) NOT NULL,
	"plan_tariff_period" "tariff_period" NOT NULL,
	"fact_tariff_value" numeric(12, 2),
	"fact_tariff_period" "tariff_period",
	"actual_time" integer,
	"status" "order_status" DEFAULT 'NEW' NOT NULL,
	"executor_id" integer,
	"approved_at" timestamp with time zone,
	"mark" smallint,
	"resolution" "order_resolution",
	"send_to_bank_status" "send_to_bank_status",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "tax_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_receipts_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"spent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "section_openings" (
	"worker_id" integer NOT NULL,
	"section" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "section_openings_worker_id_section_pk" PRIMARY KEY("worker_id","section")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_kind" "user_kind" NOT NULL,
	"user_id" integer NOT NULL,
	"is_redirected_from_external_app" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" "sms_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_contract_offer_file_id_files_id_fk" FOREIGN KEY ("contract_offer_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_services" ADD CONSTRAINT "shop_services_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_services" ADD CONSTRAINT "shop_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_citizenship_id_citizenships_id_fk" FOREIGN KEY ("citizenship_id") REFERENCES "public"."citizenships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_self_employed_service_id_services_id_fk" FOREIGN KEY ("self_employed_service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_offer_acceptances" ADD CONSTRAINT "contract_offer_acceptances_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_offer_acceptances" ADD CONSTRAINT "contract_offer_acceptances_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_offer_acceptances" ADD CONSTRAINT "contract_offer_acceptances_offer_file_id_files_id_fk" FOREIGN KEY ("offer_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_responses" ADD CONSTRAINT "order_responses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_responses" ADD CONSTRAINT "order_responses_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_executor_id_workers_id_fk" FOREIGN KEY ("executor_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_openings" ADD CONSTRAINT "section_openings_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","date_time");--> statement-breakpoint
CREATE INDEX "orders_executor_idx" ON "orders" USING btree ("executor_id","status");--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "journal_at_idx" ON "journal" USING btree ("at");--> statement-breakpoint
CREATE INDEX "journal_entity_idx" ON "journal" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "sms_codes_sent_idx" ON "sms_codes" USING btree ("sent_at");