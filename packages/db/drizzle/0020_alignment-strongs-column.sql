DROP INDEX "verse_alignments_strongs_idx";--> statement-breakpoint
ALTER TABLE "verse_alignments" ADD COLUMN "strongs" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
-- Written by hand beside the generated statements: the stored alignments keep their numbers, read by the function
-- the column replaces (see 0017_strongs-index), which is then dropped.
UPDATE "verse_alignments" SET "strongs" = alignment_strongs("links");--> statement-breakpoint
DROP FUNCTION "alignment_strongs"(smallint[]);--> statement-breakpoint
CREATE INDEX "verse_alignments_strongs_idx" ON "verse_alignments" USING gin ("strongs");
