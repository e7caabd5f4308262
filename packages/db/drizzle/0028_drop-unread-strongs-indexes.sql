DROP INDEX IF EXISTS "verse_alignments_strongs_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "verses_strongs_idx";