CREATE TABLE "review_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"vocabulary_id" integer NOT NULL,
	"direction" text NOT NULL,
	"due" timestamp with time zone DEFAULT now() NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"grade" smallint NOT NULL,
	"state_before" smallint NOT NULL,
	"due_before" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"local_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "desired_retention" double precision DEFAULT 0.9 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_vocabulary_id_vocabulary_entries_id_fk" FOREIGN KEY ("vocabulary_id") REFERENCES "public"."vocabulary_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_card_id_review_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_vocabulary_id_direction_index" ON "review_cards" USING btree ("vocabulary_id","direction");--> statement-breakpoint
CREATE INDEX "review_cards_user_id_due_index" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "review_logs_user_id_local_day_index" ON "review_logs" USING btree ("user_id","local_day");--> statement-breakpoint
CREATE INDEX "review_logs_user_id_reviewed_at_index" ON "review_logs" USING btree ("user_id","reviewed_at");--> statement-breakpoint
-- Words saved before the review existed get their two cards, due now (idempotent).
INSERT INTO "review_cards" ("user_id", "vocabulary_id", "direction", "due")
SELECT v."user_id", v."id", d."direction", now()
FROM "vocabulary_entries" v CROSS JOIN (VALUES ('recognition'), ('recall')) AS d("direction")
ON CONFLICT ("vocabulary_id", "direction") DO NOTHING;
