CREATE TABLE "word_states" (
	"user_id" text NOT NULL,
	"language" text NOT NULL,
	"lemma" text NOT NULL,
	"state" text NOT NULL,
	"strongs" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_states_user_id_language_lemma_pk" PRIMARY KEY("user_id","language","lemma")
);
--> statement-breakpoint
ALTER TABLE "word_states" ADD CONSTRAINT "word_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "word_states_user_id_state_updated_at_index" ON "word_states" USING btree ("user_id","state","updated_at");