CREATE TABLE "applied_writes" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"procedure" text NOT NULL,
	"result" jsonb,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_writes_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "applied_writes" ADD CONSTRAINT "applied_writes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;