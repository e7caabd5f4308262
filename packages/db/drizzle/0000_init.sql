CREATE TABLE "ai_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"kind" text NOT NULL,
	"input" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "bible_import_reports" (
	"version_code" text PRIMARY KEY NOT NULL,
	"source_file" text NOT NULL,
	"sha256" text,
	"books" integer NOT NULL,
	"chapters" integer NOT NULL,
	"verses" integer NOT NULL,
	"missing" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bible_versions" (
	"code" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"difficulty_level" smallint DEFAULT 3 NOT NULL,
	"fidelity_level" smallint DEFAULT 3 NOT NULL,
	"difficulty_note" text DEFAULT '' NOT NULL,
	"fidelity_note" text DEFAULT '' NOT NULL,
	"license" text DEFAULT '' NOT NULL,
	"source_url" text,
	"sha256" text,
	"versification" text DEFAULT 'KJV' NOT NULL,
	"distributable" boolean DEFAULT true NOT NULL,
	"verse_count" integer DEFAULT 0 NOT NULL,
	"installed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verses" (
	"version_code" text NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse" smallint NOT NULL,
	"text" text NOT NULL,
	"original_ref" text,
	"heading" text,
	"strongs" jsonb,
	CONSTRAINT "verses_version_code_book_chapter_verse_pk" PRIMARY KEY("version_code","book","chapter","verse")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"language" text DEFAULT 'french' NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"is_saved" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_views" (
	"question_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "question_views_question_id_viewer_day_pk" PRIMARY KEY("question_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "question_votes" (
	"question_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"vote_type" smallint NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_votes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reading_plan_days" (
	"plan_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse_start" smallint NOT NULL,
	"verse_end" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	CONSTRAINT "reading_plan_days_plan_id_day_pk" PRIMARY KEY("plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "reading_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"day_count" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reading_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_completed_days" (
	"user_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_completed_days_user_id_plan_id_day_pk" PRIMARY KEY("user_id","plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_plan_progress" (
	"user_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"current_day" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_plan_progress_user_id_plan_id_pk" PRIMARY KEY("user_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse" smallint NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"selected_languages" jsonb NOT NULL,
	"language_version_map" jsonb NOT NULL,
	"primary_language" text NOT NULL,
	"last_book" smallint,
	"last_chapter" smallint,
	"last_verse" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verse_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verses" text NOT NULL,
	"language" text NOT NULL,
	"version" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulary_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"word" text NOT NULL,
	"normalized_word" text NOT NULL,
	"language" text NOT NULL,
	"definition" text DEFAULT '' NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"grammatical_info" jsonb NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_import_reports" ADD CONSTRAINT "bible_import_reports_version_code_bible_versions_code_fk" FOREIGN KEY ("version_code") REFERENCES "public"."bible_versions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verses" ADD CONSTRAINT "verses_version_code_bible_versions_code_fk" FOREIGN KEY ("version_code") REFERENCES "public"."bible_versions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_entries" ADD CONSTRAINT "qa_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_views" ADD CONSTRAINT "question_views_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_plan_days" ADD CONSTRAINT "reading_plan_days_plan_id_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_completed_days" ADD CONSTRAINT "user_completed_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_completed_days" ADD CONSTRAINT "user_completed_days_plan_id_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plan_progress" ADD CONSTRAINT "user_plan_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plan_progress" ADD CONSTRAINT "user_plan_progress_plan_id_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verse_history" ADD CONSTRAINT "verse_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_entries" ADD CONSTRAINT "vocabulary_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_cache_kind_index" ON "ai_cache" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bible_import_reports_imported_at_index" ON "bible_import_reports" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "comments_question_id_status_index" ON "comments" USING btree ("question_id","status");--> statement-breakpoint
CREATE INDEX "comments_status_index" ON "comments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "community_questions_created_at_index" ON "community_questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "community_questions_book_index" ON "community_questions" USING btree ("book");--> statement-breakpoint
CREATE INDEX "community_questions_votes_index" ON "community_questions" USING btree ("votes");--> statement-breakpoint
CREATE INDEX "qa_entries_user_id_book_chapter_index" ON "qa_entries" USING btree ("user_id","book","chapter");--> statement-breakpoint
CREATE INDEX "qa_entries_user_id_saved_at_index" ON "qa_entries" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "question_votes_user_id_index" ON "question_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_id_added_at_index" ON "bookmarks" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE INDEX "verse_history_user_id_read_at_index" ON "verse_history" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vocabulary_entries_user_id_language_normalized_word_index" ON "vocabulary_entries" USING btree ("user_id","language","normalized_word");