CREATE TABLE "chinese_segment_runs" (
	"version_code" text PRIMARY KEY NOT NULL,
	"segmenter" text NOT NULL,
	"text_sha256" text,
	"pieces" integer NOT NULL,
	"seconds" real NOT NULL,
	"segmented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chinese_segments" (
	"text" text PRIMARY KEY NOT NULL,
	"tags" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chinese_segment_runs" ADD CONSTRAINT "chinese_segment_runs_version_code_bible_versions_code_fk" FOREIGN KEY ("version_code") REFERENCES "public"."bible_versions"("code") ON DELETE cascade ON UPDATE no action;