CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
-- Counters are worth nothing after a crash: no write-ahead log for them.
ALTER TABLE "rate_limits" SET UNLOGGED;--> statement-breakpoint
-- Every change of the version rows (an install, a re-import, an uninstall) is announced on the channel
-- `bible_versions_changed`, whoever makes it (a server instance, the CLI, SQL by hand): each instance listens and
-- empties its caches of chapters and version rows.
CREATE FUNCTION "notify_bible_versions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bible_versions_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD.code ELSE NEW.code END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bible_versions_changed" AFTER INSERT OR UPDATE OR DELETE ON "bible_versions"
  FOR EACH ROW EXECUTE FUNCTION "notify_bible_versions_changed"();
