CREATE TABLE "verse_search" (
	"version_code" text NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse" smallint NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "verse_search_version_code_book_chapter_verse_pk" PRIMARY KEY("version_code","book","chapter","verse")
);
--> statement-breakpoint
ALTER TABLE "verse_search" ADD CONSTRAINT "verse_search_version_code_bible_versions_code_fk" FOREIGN KEY ("version_code") REFERENCES "public"."bible_versions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verse_search_document_idx" ON "verse_search" USING gin ("document");