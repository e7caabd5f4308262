CREATE TABLE "commentary_sections" (
	"source" text NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse" smallint NOT NULL,
	"text" text NOT NULL,
	"outline" jsonb,
	CONSTRAINT "commentary_sections_source_book_chapter_verse_pk" PRIMARY KEY("source","book","chapter","verse")
);
--> statement-breakpoint
CREATE TABLE "cross_references" (
	"from_book" smallint NOT NULL,
	"from_chapter" smallint NOT NULL,
	"from_verse" smallint NOT NULL,
	"to_book" smallint NOT NULL,
	"to_chapter" smallint NOT NULL,
	"to_verse" smallint NOT NULL,
	"to_end_book" smallint,
	"to_end_chapter" smallint,
	"to_end_verse" smallint,
	"votes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lexicon_datasets" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"sha256" jsonb NOT NULL,
	"rows" integer NOT NULL,
	"details" jsonb NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lexicon_entries" (
	"strongs" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"lemma" text NOT NULL,
	"transliteration" text,
	"pronunciation" text,
	"part_of_speech" text,
	"gloss" text,
	"definition" text,
	"kjv_usage" text,
	"derivation" text
);
--> statement-breakpoint
CREATE TABLE "lexicon_senses" (
	"key" text PRIMARY KEY NOT NULL,
	"strongs" text NOT NULL,
	"lemma" text NOT NULL,
	"transliteration" text,
	"part_of_speech" text,
	"gloss" text,
	"language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tagged_verses" (
	"source" text NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse" smallint NOT NULL,
	"text" text NOT NULL,
	"words" jsonb NOT NULL,
	CONSTRAINT "tagged_verses_source_book_chapter_verse_pk" PRIMARY KEY("source","book","chapter","verse")
);
--> statement-breakpoint
CREATE INDEX "cross_references_from_book_from_chapter_from_verse_index" ON "cross_references" USING btree ("from_book","from_chapter","from_verse");--> statement-breakpoint
CREATE INDEX "lexicon_entries_language_index" ON "lexicon_entries" USING btree ("language");--> statement-breakpoint
CREATE INDEX "lexicon_senses_strongs_index" ON "lexicon_senses" USING btree ("strongs");