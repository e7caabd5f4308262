ALTER TABLE "community_questions" ADD COLUMN "asked_by" text;--> statement-breakpoint
ALTER TABLE "community_questions" ADD CONSTRAINT "community_questions_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_questions_asked_by_index" ON "community_questions" USING btree ("asked_by");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'moderator', 'admin'));