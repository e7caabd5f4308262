CREATE TABLE "core_vocabularies" (
	"version_code" text PRIMARY KEY NOT NULL,
	"revision" text NOT NULL,
	"counts" "bytea" NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "core_vocabularies" ADD CONSTRAINT "core_vocabularies_version_code_bible_versions_code_fk" FOREIGN KEY ("version_code") REFERENCES "public"."bible_versions"("code") ON DELETE cascade ON UPDATE no action;