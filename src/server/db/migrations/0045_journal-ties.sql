DROP INDEX "journal_at_idx";--> statement-breakpoint
CREATE INDEX "journal_at_idx" ON "journal" USING btree ("at","id");