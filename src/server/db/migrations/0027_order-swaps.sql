CREATE TABLE "order_swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"proposer_id" integer NOT NULL,
	"with_order_id" integer NOT NULL,
	"addressee_id" integer NOT NULL,
	"status" text DEFAULT 'PROPOSED' NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
ALTER TABLE "shop_fill_policies" ADD COLUMN "swap_auto_approve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_swaps" ADD CONSTRAINT "order_swaps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_swaps" ADD CONSTRAINT "order_swaps_proposer_id_workers_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_swaps" ADD CONSTRAINT "order_swaps_with_order_id_orders_id_fk" FOREIGN KEY ("with_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_swaps" ADD CONSTRAINT "order_swaps_addressee_id_workers_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_swaps" ADD CONSTRAINT "order_swaps_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_swaps_live_order_idx" ON "order_swaps" USING btree ("order_id") WHERE "order_swaps"."status" in ('PROPOSED', 'ACCEPTED');--> statement-breakpoint
CREATE UNIQUE INDEX "order_swaps_live_with_order_idx" ON "order_swaps" USING btree ("with_order_id") WHERE "order_swaps"."status" in ('PROPOSED', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "order_swaps_addressee_idx" ON "order_swaps" USING btree ("addressee_id");--> statement-breakpoint
CREATE INDEX "order_swaps_proposer_idx" ON "order_swaps" USING btree ("proposer_id");