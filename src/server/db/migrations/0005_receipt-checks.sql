CREATE TYPE "public"."receipt_check_status" AS ENUM('VERIFIED', 'MISMATCH', 'ANNULLED', 'UNVERIFIED');--> statement-breakpoint
CREATE TABLE "demo_tax_receipts" (
	"receipt_number" text PRIMARY KEY NOT NULL,
	"seller_inn" text NOT NULL,
	"buyer_inn" text,
	"amount" numeric(12, 2) NOT NULL,
	"operation_time" timestamp with time zone NOT NULL,
	"annulled_at" timestamp with time zone,
	"annul_comment" text,
	"unavailable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_receipt_checks" (
	"receipt_id" integer PRIMARY KEY NOT NULL,
	"seller_inn" text NOT NULL,
	"receipt_number" text NOT NULL,
	"status" "receipt_check_status" NOT NULL,
	"reason" text,
	"checked_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone,
	"attempts" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tax_receipt_checks_receipt_once" UNIQUE("seller_inn","receipt_number")
);
--> statement-breakpoint
ALTER TABLE "tax_receipts" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_receipt_checks" ADD CONSTRAINT "tax_receipt_checks_receipt_id_tax_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."tax_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_receipt_checks_due_idx" ON "tax_receipt_checks" USING btree ("next_check_at");