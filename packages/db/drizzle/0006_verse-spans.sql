ALTER TABLE "bible_versions" ADD COLUMN "import_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "verses" ADD COLUMN "verse_end" smallint;