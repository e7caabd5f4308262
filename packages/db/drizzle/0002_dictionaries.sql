CREATE TABLE "dictionary_buckets" (
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"bucket" integer NOT NULL,
	"entries" "bytea" NOT NULL,
	CONSTRAINT "dictionary_buckets_source_language_target_language_bucket_pk" PRIMARY KEY("source_language","target_language","bucket")
);
