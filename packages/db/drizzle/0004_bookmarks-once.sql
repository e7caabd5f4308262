-- Identical bookmarks saved before this migration: keep the first of each.
DELETE FROM "bookmarks" AS "later" USING "bookmarks" AS "first"
WHERE "later"."user_id" = "first"."user_id" AND "later"."book" = "first"."book" AND "later"."chapter" = "first"."chapter"
  AND "later"."verse" = "first"."verse" AND "later"."language" = "first"."language" AND "later"."text" = "first"."text"
  AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_identical_idx" ON "bookmarks" USING btree ("user_id","book","chapter","verse","language",md5("text"));