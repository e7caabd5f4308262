CREATE TABLE "install_intents" (
	"key" text PRIMARY KEY NOT NULL,
	"versions" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
