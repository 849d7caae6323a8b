CREATE TABLE "analytics_months_due" (
	"month" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_totals_due" (
	"city_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_cells_day_idx" ON "analytics_cells" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_changes_starts_idx" ON "analytics_changes" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "analytics_fill_cells_day_idx" ON "analytics_fill_cells" USING btree ("day");