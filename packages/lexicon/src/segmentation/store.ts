import { chineseSegments, inArray, type Queryable } from "@bible/db";

/** The stored tags of the pieces asked for (the word study's look-up, instead of jieba). */
export async function readStoredSegments(db: Queryable, pieces: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(pieces)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ text: chineseSegments.text, tags: chineseSegments.tags })
    .from(chineseSegments)
    .where(inArray(chineseSegments.text, wanted));
  return new Map(rows.map((row) => [row.text, row.tags]));
}
