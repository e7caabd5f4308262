CREATE TABLE "strongs_occurrence_runs" (
	"version_code" text PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"numbers" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strongs_occurrences" (
	"strongs" smallint NOT NULL,
	"version_code" text NOT NULL,
	"verses" integer[] NOT NULL,
	"books" smallint[] NOT NULL,
	"counts" integer[] NOT NULL,
	CONSTRAINT "strongs_occurrences_version_code_strongs_pk" PRIMARY KEY("version_code","strongs")
);
--> statement-breakpoint
ALTER TABLE "strongs_occurrence_runs" ADD CONSTRAINT "strongs_occurrence_runs_version_code_bible_versions_code_fk" FOREIGN KEY ("version_code") REFERENCES "public"."bible_versions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strongs_occurrences" ADD CONSTRAINT "strongs_occurrences_version_code_bible_versions_code_fk" FOREIGN KEY ("version_code") REFERENCES "public"."bible_versions"("code") ON DELETE cascade ON UPDATE no action;