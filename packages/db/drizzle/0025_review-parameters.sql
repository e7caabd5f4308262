CREATE TABLE "review_parameters" (
	"user_id" text PRIMARY KEY NOT NULL,
	"weights" jsonb NOT NULL,
	"reviews" integer NOT NULL,
	"log_loss_before" double precision NOT NULL,
	"log_loss_after" double precision NOT NULL,
	"trained_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_parameters" ADD CONSTRAINT "review_parameters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;