import { createHash } from "node:crypto";
import { findLanguage } from "@bible/canon";
import { alignmentRuns, asc, bibleVersions, eq, inArray, lexiconDatasets, type Queryable } from "@bible/db";
import { versionCatalogToken } from "@bible/versions";

/** A revision computed, and the version catalog it was computed under (see `versionCatalogToken`). */
type Kept = { catalog: Promise<unknown>; revision: Promise<string> };

/** Revisions computed, per database handle and set of languages; emptied by `forgetWordStudyRevisions`. */
const revisions = new WeakMap<Queryable, Map<string, Kept>>();

/**
 * Channel on which a process that wrote what a word study reads (an alignment, a lexicon data set) announces it,
 * so that every instance sharing the database forgets its revisions (the version rows have their own,
 * `bible_versions_changed`, announced by a trigger).
 */
export const WORD_STUDY_CHANGED = "word_study_changed";

/**
 * Forgets the revisions computed on `db`, and starts a new generation of what the word study keeps of its reads
 * (`wordStudyGeneration`): the next look-up reads them again. Called once an alignment or a lexicon
 * data set is committed, and by the server on `word_study_changed`; a change of the version rows (an install here,
 * `bible_versions_changed` from elsewhere) replaces the version catalog, which a kept revision is checked against.
 * A look-up already reading keeps its answer for its caller but leaves nothing behind.
 */
export function forgetWordStudyRevisions(db: Queryable): void {
  revisions.delete(db);
  generations.delete(db);
}

/** The current generation of each database handle's word-study data (see `wordStudyGeneration`). */
const generations = new WeakMap<Queryable, object>();

/**
 * An object replaced whenever what a word study reads is written (`forgetWordStudyRevisions`: an alignment, a
 * lexicon data set, here or in another process): a cache of those reads (the dictionary's bucket rows, the aligned
 * verses) keeps the generation it read under and starts afresh when it differs.
 */
export function wordStudyGeneration(db: Queryable): object {
  let generation = generations.get(db);
  if (!generation) {
    generation = {};
    generations.set(db, generation);
  }
  return generation;
}

/**
 * The revision of the data a word study in these languages reads: the lexicon data sets installed (and when), the
 * installed versions of the languages (their text's hash, verse count and importer revision) and each one's
 * alignment run (method, model, text it was made from, when). A short hash that changes whenever any of them does:
 * an answer cached under it is never served once a version is aligned, re-installed or the lexicon replaced.
 * Kept per database handle until one of those happens (`forgetWordStudyRevisions`): a cache hit asks no query.
 */
export function wordStudyRevision(db: Queryable, languages: readonly string[]): Promise<string> {
  const key = [...new Set(languages)].sort().join(",");
  let cache = revisions.get(db);
  if (!cache) {
    cache = new Map();
    revisions.set(db, cache);
  }
  const catalog = versionCatalogToken(db);
  const known = cache.get(key);
  if (known?.catalog === catalog) return known.revision;
  const kept: Kept = { catalog, revision: readRevision(db, languages) };
  cache.set(key, kept);
  const map = cache;
  // A failed read is not kept: the next look-up tries again.
  kept.revision.catch(() => {
    if (map.get(key) === kept) map.delete(key);
  });
  return kept.revision;
}

/**
 * Raised whenever the word study answers differently from the same data (an analyser, the sense choice): answers
 * cached under an older one are not served (with a model too: the lexicon's facts go into its prompt).
 */
const WORD_STUDY_CODE = 9;

/** The revision read from the database: two queries (lexicon data sets; versions and their alignment runs). */
async function readRevision(db: Queryable, languages: readonly string[]): Promise<string> {
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
    .update(JSON.stringify([WORD_STUDY_CODE, datasets, versions]))
    .digest("hex")
    .slice(0, 16);
}
