CREATE TABLE "request_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_counters_window_ends_idx" ON "request_counters" USING btree ("window_ends_at");