CREATE TABLE "sms_wrong_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"network" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "requested_from" text;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "requested_from_block" text;--> statement-breakpoint
ALTER TABLE "sms_wrong_codes" ADD CONSTRAINT "sms_wrong_codes_code_id_sms_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."sms_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_wrong_codes_phone_idx" ON "sms_wrong_codes" USING btree ("phone","network","at");--> statement-breakpoint
CREATE INDEX "sms_codes_block_idx" ON "sms_codes" USING btree ("requested_from_block","sent_at");