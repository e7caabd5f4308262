CREATE TABLE "alignment_runs" (
	"version_code" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"model" text NOT NULL,
	"threshold" real NOT NULL,
	"text_sha256" text,
	"text_verses" integer NOT NULL,
	"verses" integer NOT NULL,
	"links" integer NOT NULL,
	"seconds" real NOT NULL,
	"aligned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verse_alignments" (
	"version_code" text NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse" smallint NOT NULL,
	"links" smallint[] NOT NULL,
	CONSTRAINT "verse_alignments_version_code_book_chapter_verse_pk" PRIMARY KEY("version_code","book","chapter","verse")
);
--> statement-breakpoint
ALTER TABLE "alignment_runs" ADD CONSTRAINT "alignment_runs_version_code_bible_versions_code_fk" FOREIGN KEY ("version_code") REFERENCES "public"."bible_versions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verse_alignments" ADD CONSTRAINT "verse_alignments_version_code_bible_versions_code_fk" FOREIGN KEY ("version_code") REFERENCES "public"."bible_versions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tagged_verses_words_index" ON "tagged_verses" USING gin ("words" jsonb_path_ops);