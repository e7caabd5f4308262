CREATE TABLE "plan_seeds" (
	"key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"plans" jsonb NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
