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
 * opens with (`openingVersion`), then the others; in the order given otherwise. With the versions of it that carry
 * their own tags (aligned from them, with no training).
 */
export async function alignmentPlan(
  db: Queryable,
  codes: readonly string[],
): Promise<{ order: string[]; tagged: Set<string> }> {
  const tagged = new Set<string>();
  if (codes.length === 0) return { order: [], tagged };
  for (const code of codes) if (await carriesTags(db, code)) tagged.add(code);
  if (codes.length === 1) return { order: [...codes], tagged };
  const installed = await installedVersions(db);
  const languages = new Set(installed.map((v) => v.language));
  const defaults = new Set(
    (await Promise.all([...languages].map((language) => openingVersion(db, language)))).map((v) => v?.code),
  );
  const rank = (code: string) => (tagged.has(code) ? 0 : defaults.has(code) ? 1 : 2);
  return { order: [...codes].sort((a, b) => rank(a) - rank(b)), tagged };
}
