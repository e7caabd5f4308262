import { createHash } from "node:crypto";
import { findLanguage } from "@bible/canon";
import { alignmentRuns, asc, bibleVersions, eq, inArray, lexiconDatasets, type Queryable } from "@bible/db";

/**
 * The revision of the data a word study in these languages reads: the lexicon data sets installed (and when), the
 * installed versions of the languages (their text's hash, verse count and importer revision) and each one's
 * alignment run (method, model, text it was made from, when). A short hash that changes whenever any of them does:
 * an answer cached under it is never served once a version is aligned, re-installed or the lexicon replaced.
 */
export async function wordStudyRevision(db: Queryable, languages: readonly string[]): Promise<string> {
  const names = [
    ...new Set(
      languages.flatMap((name) => {
        const language = findLanguage(name);
        return language ? [language.id, language.code] : [name];
      }),
    ),
  ];
  const [datasets, versions] = await Promise.all([
    db
      .select({ id: lexiconDatasets.id, installedAt: lexiconDatasets.installedAt })
      .from(lexiconDatasets)
      .orderBy(asc(lexiconDatasets.id)),
    db
      .select({
        code: bibleVersions.code,
        sha256: bibleVersions.sha256,
        verses: bibleVersions.verseCount,
        importRevision: bibleVersions.importRevision,
        installedAt: bibleVersions.installedAt,
        method: alignmentRuns.method,
        model: alignmentRuns.model,
        alignedFrom: alignmentRuns.textSha256,
        alignedAt: alignmentRuns.alignedAt,
      })
      .from(bibleVersions)
      .leftJoin(alignmentRuns, eq(alignmentRuns.versionCode, bibleVersions.code))
      .where(inArray(bibleVersions.language, names))
      .orderBy(asc(bibleVersions.code)),
  ]);
  return createHash("sha256")
    .update(JSON.stringify([datasets, versions]))
    .digest("hex")
    .slice(0, 16);
}
