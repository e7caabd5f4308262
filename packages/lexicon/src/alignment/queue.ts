import { asc, count, eq, type Queryable, sql, verses } from "@bible/db";
import { installedVersions, openingVersion } from "@bible/versions";

/** Verses read to tell whether a version carries its own Strong's tags (its first chapters, by the primary key). */
const SAMPLE = 1000;

/** Whether most of the version's first verses carry Strong's tags: it is aligned from them, with no training. */
async function carriesTags(db: Queryable, code: string): Promise<boolean> {
  const sample = db
    .select({ strongs: verses.strongs })
    .from(verses)
    .where(eq(verses.versionCode, code))
    .orderBy(asc(verses.book), asc(verses.chapter), asc(verses.verse))
    .limit(SAMPLE)
    .as("sample");
  const [row] = await db
    .select({ tagged: sql<number>`count(${sample.strongs})`.mapWith(Number), total: count() })
    .from(sample);
  return row !== undefined && row.total > 0 && row.tagged * 2 >= row.total;
}

/**
 * The order a pass aligns versions in, so that the word study works for the most readers soonest: the versions
 * carrying their own Strong's tags first (LSG, KJV… seconds each, no training), then the version each language
 * opens with (`openingVersion`), then the others; in the order given otherwise.
 */
export async function alignmentOrder(db: Queryable, codes: readonly string[]): Promise<string[]> {
  if (codes.length <= 1) return [...codes];
  const installed = await installedVersions(db);
  const languages = new Set(installed.map((v) => v.language));
  const defaults = new Set(
    (await Promise.all([...languages].map((language) => openingVersion(db, language)))).map((v) => v?.code),
  );
  const rank = new Map<string, number>();
  for (const code of codes) rank.set(code, (await carriesTags(db, code)) ? 0 : defaults.has(code) ? 1 : 2);
  return [...codes].sort((a, b) => (rank.get(a) ?? 2) - (rank.get(b) ?? 2));
}
