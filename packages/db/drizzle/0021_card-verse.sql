ALTER TABLE "vocabulary_entries" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "vocabulary_entries" ADD COLUMN "parallel_language" text;--> statement-breakpoint
ALTER TABLE "vocabulary_entries" ADD COLUMN "parallel_version" text;--> statement-breakpoint
ALTER TABLE "vocabulary_entries" ADD COLUMN "parallel_text" text;