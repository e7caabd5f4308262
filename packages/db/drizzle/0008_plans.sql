CREATE TABLE "reading_plan_passages" (
	"plan_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"position" smallint NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse_start" smallint NOT NULL,
	"verse_end" smallint NOT NULL,
	CONSTRAINT "reading_plan_passages_plan_id_day_position_pk" PRIMARY KEY("plan_id","day","position")
);
--> statement-breakpoint
CREATE TABLE "user_plans" (
	"user_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_plans_user_id_plan_id_pk" PRIMARY KEY("user_id","plan_id")
);
--> statement-breakpoint
ALTER TABLE "reading_plan_passages" ADD CONSTRAINT "reading_plan_passages_plan_id_day_reading_plan_days_plan_id_day_fk" FOREIGN KEY ("plan_id","day") REFERENCES "public"."reading_plan_days"("plan_id","day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_plan_id_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_plans_user_id_active_index" ON "user_plans" USING btree ("user_id","active");--> statement-breakpoint
ALTER TABLE "reading_plan_days" DROP COLUMN "book";--> statement-breakpoint
ALTER TABLE "reading_plan_days" DROP COLUMN "chapter";--> statement-breakpoint
ALTER TABLE "reading_plan_days" DROP COLUMN "verse_start";--> statement-breakpoint
ALTER TABLE "reading_plan_days" DROP COLUMN "verse_end";