ALTER TABLE "vocabulary_entries" ADD COLUMN "strongs" text;--> statement-breakpoint
ALTER TABLE "vocabulary_entries" ADD COLUMN "original_lemma" text;--> statement-breakpoint
ALTER TABLE "vocabulary_entries" ADD COLUMN "book" smallint;--> statement-breakpoint
ALTER TABLE "vocabulary_entries" ADD COLUMN "chapter" smallint;--> statement-breakpoint
ALTER TABLE "vocabulary_entries" ADD COLUMN "verse" smallint;