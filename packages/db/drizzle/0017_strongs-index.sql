-- The Strong's numbers (as the align codec stores them: H1 = 1, G1 = 10001) that a verse's packed links carry
-- with a confidence of at least 0.7 (align's CONFIDENCE_THRESHOLD): the links are [start, end, number, word × 128
-- + confidence %] four by four. Written by hand beside the generated index that uses it.
CREATE FUNCTION "alignment_strongs"("links" smallint[]) RETURNS smallint[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT coalesce(array_agg(DISTINCT "links"[i]), '{}'::smallint[]) FROM generate_series(3, coalesce(array_length("links", 1), 0), 4) AS i WHERE "links"[i + 1] % 128 >= 70 $$;--> statement-breakpoint
CREATE INDEX "verse_alignments_strongs_idx" ON "verse_alignments" USING gin (alignment_strongs("links"));--> statement-breakpoint
CREATE INDEX "verses_strongs_idx" ON "verses" USING gin (jsonb_path_query_array("strongs", '$[*].s[*]') jsonb_path_ops) WHERE "verses"."strongs" is not null;